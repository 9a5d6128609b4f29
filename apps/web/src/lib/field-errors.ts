import type { FieldError } from '@ecs/shared/schemas'

/** Field path ("contact.email") -> the message shown under that field. */
export type FieldErrorMap = Record<string, string>

/** A problem's `errors` list as the form shows it: the first message of each field. */
export function toFieldErrorMap(errors: readonly FieldError[]): FieldErrorMap {
  const map: FieldErrorMap = {}
  for (const { field, message } of errors) map[field] ??= message
  return map
}
