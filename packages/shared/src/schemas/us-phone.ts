/**
 * US phone numbers as visitors type them ("(202) 555-0123", "202.555.0123", "+1 202 555 0123") in
 * one stored form, E.164 ("+12025550123"), so staff can dial or text every lead the same way.
 */
export function normalizeUsPhone(input: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(input.trim())) return undefined
  let digits = input.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  // North American numbering: neither the area code nor the exchange starts with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? `+1${digits}` : undefined
}

/** "+12025550123" -> "(202) 555-0123" for display; other input is returned as it came. */
export function formatUsPhone(phone: string): string {
  const normalized = normalizeUsPhone(phone)
  if (!normalized) return phone
  const digits = normalized.slice(2)
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
