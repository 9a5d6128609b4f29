/**
 * Dollars as staff or a customer type them ("125", "125.5", "$1,250.00") in whole cents, read as text
 * so no float ever rounds them; undefined for anything else (more than two decimals, a sign, letters).
 */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : undefined
}

/** 12345 -> "123.45": cents as a plain decimal (CSV cells, form values), without float division. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(cents)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}
