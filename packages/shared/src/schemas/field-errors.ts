import { type z } from 'zod'

export interface FieldError {
  /** Dotted path of the field, e.g. "contact.email" or "services.0"; "" for the form as a whole. */
  field: string
  message: string
}

/** A zod error as the `errors` list of a 4xx JSON answer: one message per field, the first found. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = []
  const seen = new Set<string>()
  const add = (path: readonly PropertyKey[], message: string) => {
    const field = path.map(String).join('.')
    if (seen.has(field)) return
    seen.add(field)
    errors.push({ field, message })
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'This field is not part of the form.')
    } else {
      add(issue.path, issue.message)
    }
  }
  return errors
}
