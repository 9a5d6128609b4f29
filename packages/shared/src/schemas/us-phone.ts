import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * North American phone numbers as visitors type them ("(202) 555-0123", "202.555.0123", "+1 202 555
 * 0123") in one stored form, E.164 ("+12025550123"), so staff can dial or text every lead the same way.
 * libphonenumber's numbering plan decides what is a real number: an area code in service and a valid
 * exchange (555-555-5555 is none; the reserved fictional 555-0100 to 555-0199 lines are valid numbers).
 */
export function normalizeUsPhone(input: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(input.trim())) return undefined
  const phone = parsePhoneNumberFromString(input, 'US')
  return phone && phone.countryCallingCode === '1' && phone.isValid() ? phone.number : undefined
}

/** "+12025550123" -> "(202) 555-0123" for display; other input is returned as it came. */
export function formatUsPhone(phone: string): string {
  const normalized = normalizeUsPhone(phone)
  if (!normalized) return phone
  const digits = normalized.slice(2)
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
