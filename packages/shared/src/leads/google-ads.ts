/**
 * Google Ads offline conversion import, as a file (docs/decisions/009-lead-desk.md): Google's "conversions
 * from clicks" template. A `Parameters:TimeZone=` line says in which zone the conversion times are written,
 * then one row per conversion carrying exactly one click identifier (gclid, or gbraid / wbraid for iOS
 * app and web traffic). With enhanced conversions for leads, the customer's email and phone go along,
 * normalised and SHA-256 hashed as Google specifies, never in the clear.
 */

/** The template's columns, in its order; Email and Phone Number only when hashed identifiers are asked for. */
export const CLICK_CONVERSION_COLUMNS = [
  'Google Click ID',
  'GBRAID',
  'WBRAID',
  'Conversion Name',
  'Conversion Time',
  'Conversion Value',
  'Conversion Currency',
] as const
export const ENHANCED_LEAD_COLUMNS = ['Email', 'Phone Number'] as const

/** The currency the business prices its jobs in (USD across the site). */
export const CONVERSION_CURRENCY = 'USD'

/** The preamble line; `timeZone` is an IANA zone id (America/New_York), which Google accepts. */
export const timeZoneLine = (timeZone: string) => `Parameters:TimeZone=${timeZone}`

/** Whether the runtime knows an IANA time zone id (the CMS checks the configured one with this). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return value.length > 0
  } catch {
    return false
  }
}

/**
 * A conversion time as Google's template writes it, `yyyy-MM-dd HH:mm:ss`, in the file's time zone (no
 * "T", no offset: the preamble line carries the zone).
 */
export function conversionTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

/** A money amount as the Conversion Value column takes it: a plain decimal, no currency sign or grouping. */
const conversionValue = (value: number) => value.toFixed(2)

/**
 * An email normalised as Google specifies before hashing: white space removed (around and within), lower
 * case; for gmail.com and googlemail.com addresses, dots and any "+suffix" removed from the name part.
 */
export function normaliseEmail(email: string): string {
  const lower = email.replace(/\s+/g, '').toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at <= 0) return lower
  const domain = lower.slice(at + 1)
  if (domain !== 'gmail.com' && domain !== 'googlemail.com') return lower
  const name = lower.slice(0, at).split('+')[0]!.replace(/\./g, '')
  return `${name}@${domain}`
}

/**
 * A phone number in E.164 (+ and country code, digits only), as Google specifies before hashing. The
 * business is in the US: a 10-digit number (or 11 starting with 1) is a North American one; a number
 * written with a leading + keeps its country code. Null when no valid number can be made of it.
 */
export function normalisePhone(phone: string): string | null {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return null
}

/** SHA-256 of UTF-8 text as lower-case hex (Web Crypto: the same in Node and browsers). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** One conversion as the desk knows it. */
export interface ClickConversion {
  gclid: string | null
  gbraid: string | null
  wbraid: string | null
  conversionName: string
  at: Date
  /** The won job's value; null for a conversion without one (a qualified lead). */
  value: number | null
  email: string | null
  phone: string | null
}

/**
 * One template row, or null when the conversion has no click identifier Google could match. A row carries
 * one identifier only (Google refuses more): gclid first, then gbraid, then wbraid. With `hashed`, the
 * normalised email and phone are added as SHA-256 hex (empty when missing or not a valid number).
 */
export async function clickConversionRow(
  conversion: ClickConversion,
  { timeZone, hashed }: { timeZone: string; hashed: boolean },
): Promise<string[] | null> {
  const { gclid, gbraid, wbraid } = conversion
  const clickIds = gclid ? [gclid, '', ''] : gbraid ? ['', gbraid, ''] : wbraid ? ['', '', wbraid] : null
  if (!clickIds) return null
  const row = [
    ...clickIds,
    conversion.conversionName,
    conversionTime(conversion.at, timeZone),
    conversion.value === null ? '' : conversionValue(conversion.value),
    conversion.value === null ? '' : CONVERSION_CURRENCY,
  ]
  if (!hashed) return row
  const email = conversion.email ? await sha256Hex(normaliseEmail(conversion.email)) : ''
  const phone = conversion.phone ? normalisePhone(conversion.phone) : null
  return [...row, email, phone ? await sha256Hex(phone) : '']
}
