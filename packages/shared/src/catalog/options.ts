/** A closed set of choices' labels: every value named once, the compiler checks none is missing. */
export type OptionLabels<Value extends string> = Readonly<Record<Value, string>>

/**
 * The choices as `{ value, label }` pairs, in the values' order: what the site's radio groups and the
 * CMS admin's selects both take, so a choice reads the same on the form and in the admin.
 */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: OptionLabels<Value>,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }))
}
