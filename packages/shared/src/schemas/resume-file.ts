export const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** Documents staff can open safely; checked by extension and by declared type, as both can lie alone. */
export const RESUME_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

export interface FileFacts {
  name: string
  size: number
  type: string
}

/** Why a resume upload is refused, in the visitor's words, or null when it is acceptable. */
export function resumeProblem(file: FileFacts): string | null {
  if (file.size === 0) return 'The resume file is empty.'
  if (file.size > RESUME_MAX_BYTES) return 'Please upload a resume smaller than 5 MB.'
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0]
  const expectedType = extension === undefined ? undefined : RESUME_TYPES[extension]
  if (expectedType === undefined || expectedType !== file.type)
    return 'Please upload your resume as a PDF or Word document.'
  return null
}
