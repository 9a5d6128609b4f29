/** The document types we accept as resumes, by what their bytes are. */
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const

export type ResumeMimeType = (typeof RESUME_MIME_TYPES)[number]

const PDF = Buffer.from('%PDF-', 'latin1')
/** OLE2 compound file: the container of legacy .doc files. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/**
 * What a file really is, judged by its content: a name or a declared type is whatever the sender
 * wrote. A .docx is a zip; only one holding `word/document.xml` counts (a zip of anything else does not).
 */
export function sniffResumeType(bytes: Buffer): ResumeMimeType | null {
  if (bytes.subarray(0, PDF.length).equals(PDF)) return 'application/pdf'
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) return 'application/msword'
  if (bytes.subarray(0, ZIP.length).equals(ZIP) && bytes.includes('word/document.xml', 0, 'latin1')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  }
  return null
}

const EXTENSION: Record<ResumeMimeType, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
}

/** A safe stored name: the applicant's name is not trusted as a file name. */
export function resumeFileName(type: ResumeMimeType, reference: string): string {
  return `resume-${reference.toLowerCase()}${EXTENSION[type]}`
}
