// Imports nothing: the site's form fields read it in every form's first view, where the schemas'
// zod and phone numbering plan must not come along.

/**
 * A whole name as typed in one field, kept as the desk, emails and exports read it: first name up to the
 * first space, the rest (possibly empty) as the last name, so `first + ' ' + last` gives back what was
 * typed (runs of spaces inside the rest are kept). A one-word name is a first name alone.
 */
export function splitName(whole: string): { firstName: string; lastName: string } {
  const name = whole.trim()
  const space = name.indexOf(' ')
  return space === -1
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trimStart() }
}

/** The name again as one line: first and last, or the first alone. */
export function wholeName(contact: { firstName: string; lastName?: string | null }): string {
  return contact.lastName ? `${contact.firstName} ${contact.lastName}` : contact.firstName
}
