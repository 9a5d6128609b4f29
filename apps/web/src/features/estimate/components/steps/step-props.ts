import type { FieldErrorMap } from '../../../../lib/field-errors'
import type { DraftEditor, DraftGroup, EstimateDraft } from '../../hooks/use-estimate-draft'

/** What every step is given: the answers so far, the errors to show at its fields, and the editor. */
export interface StepProps {
  draft: EstimateDraft
  errors: FieldErrorMap
  editor: DraftEditor
}

/** The answers of a group that are one piece of text (every one but the property's surfaces). */
type TextAnswer<G extends DraftGroup> = {
  [F in keyof EstimateDraft[G]]: EstimateDraft[G][F] extends string ? F : never
}[keyof EstimateDraft[G]] &
  string

/**
 * What ties a text field to one answer of the draft: its name (the server's field path, so the
 * server's error lands there), value, change and error.
 */
export function textAnswer<G extends DraftGroup>({ draft, errors, editor }: StepProps, group: G, field: TextAnswer<G>) {
  const name = `${group}.${field}`
  return {
    name,
    value: draft[group][field] as string,
    onChange: (value: string) => editor.setIn(group, field, value as EstimateDraft[G][TextAnswer<G>]),
    error: errors[name],
  }
}

/** The same for a group of radio buttons: one answer chosen from its options. */
export function choiceAnswer<G extends DraftGroup>(props: StepProps, group: G, field: TextAnswer<G>) {
  const { name, value, onChange, error } = textAnswer(props, group, field)
  return { name, type: 'radio' as const, selected: [value], onToggle: onChange, error }
}

/** `list` with `value` added, or removed when it was there (a checkbox pressed). */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}
