import type { FieldErrorMap } from '../../../../lib/field-errors'
import type { DraftEditor, EstimateDraft } from '../../hooks/use-estimate-draft'

/** What every step is given: the answers so far, the errors to show at its fields, and the editor. */
export interface StepProps {
  draft: EstimateDraft
  errors: FieldErrorMap
  editor: DraftEditor
}

/** `list` with `value` added, or removed when it was there (a checkbox pressed). */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}
