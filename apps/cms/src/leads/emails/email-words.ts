/** What marketing may write in braces in an email's words; each is filled in per lead. */
export const EMAIL_PLACEHOLDERS = {
  firstName: "the visitor's first name",
  name: "the visitor's full name",
  reference: 'the reference number, e.g. EST-1A2B3C4D',
  location: 'the location, e.g. DMV Area (the company name when the lead names none)',
} as const
export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS

const PLACEHOLDER = /\{([^{}]*)\}/g

/** Fills each {placeholder} with its value. */
export function fillWords(text: string, values: Record<EmailPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as EmailPlaceholder] : whole,
  )
}

/** The field check for marketing's words: every {placeholder} must be one the emails fill. */
export function checkPlaceholders(value: unknown): true | string {
  if (typeof value !== 'string') return true
  const unknown = [...value.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !Object.hasOwn(EMAIL_PLACEHOLDERS, name))
  if (unknown.length === 0) return true
  return `Unknown placeholder {${unknown[0]}}: use ${Object.keys(EMAIL_PLACEHOLDERS)
    .map((name) => `{${name}}`)
    .join(', ')}.`
}
