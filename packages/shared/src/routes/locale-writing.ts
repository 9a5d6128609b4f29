import type { Locale } from './locales'

/*
 * Numbers, dollars and days as the site's two languages write them (en-US, es-US), written here instead of
 * with `Intl`. A page's first `Intl` call (a formatter, `toLocaleString`, `localeCompare`) makes the
 * browser load its locale data: 46-166 ms of main thread (Chromium 156, unthrottled, on the busy shared
 * machine) on each of the six pages of `bench/site.mjs`, in a task of the page's hydration, which
 * Lighthouse's phone counts four times over as blocking time. Every public page wrote a price, a rating
 * or a date in its first view. The forms are few and fixed; `locale-writing.property.test.ts` checks each
 * against `Intl`'s own output in both languages. Amounts are below 1e21 (no exponent form).
 */

/** "12345" -> "12,345": both languages group thousands with a comma. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * `value`'s magnitude to `places` decimals, rounded half away from zero as `Intl` rounds: on the shortest
 * decimal that reads back as `value` (26.8735 -> "26.874", although the double is a hair under it).
 */
function roundMagnitude(value: number, places: number): { whole: string; decimals: string } {
  // Below 1e-6 the shortest form has an exponent; at the few places written here it rounds to 0.
  const shortest = String(Math.abs(value))
  const [whole = '0', fraction = ''] = shortest.includes('e') ? ['0'] : shortest.split('.')
  let scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'))
  if ((fraction[places] ?? '0') >= '5') scaled += 1n
  const digits = scaled.toString().padStart(places + 1, '0')
  return { whole: digits.slice(0, digits.length - places), decimals: digits.slice(digits.length - places) }
}

/** `value` with between `min` and `max` decimals, thousands grouped: (1234.5, 1, 2) -> "1,234.5". */
function writeDecimal(value: number, min: number, max: number): string {
  const { whole, decimals: all } = roundMagnitude(value, max)
  let decimals = all
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1)
  const written = groupThousands(whole) + (decimals ? `.${decimals}` : '')
  // Intl keeps the sign of a negative that rounds to zero ("-0", "-$0.00").
  return value < 0 || Object.is(value, -0) ? `-${written}` : written
}

/** A count as both languages write it: 12345 -> "12,345". */
export function writeCount(value: number): string {
  return writeDecimal(value, 0, 0)
}

/** A number to exactly `decimals` places: (4.85, 1) -> "4.9". */
export function writeFixed(value: number, decimals: number): string {
  return writeDecimal(value, decimals, decimals)
}

export interface DollarDecimals {
  min: number
  max: number
}

/** Dollars with cents, as prices are shown: 25.99 -> "$25.99", 30 -> "$30.00". */
export const WITH_CENTS: DollarDecimals = { min: 2, max: 2 }
/** Whole dollars, as estimates are shown: 1234.5 -> "$1,235". */
export const WHOLE_DOLLARS: DollarDecimals = { min: 0, max: 0 }
/** Cents only when there are any, as pay is shown: 19 -> "$19", 19.25 -> "$19.25", 19.5 -> "$19.5". */
export const CENTS_WHEN_ANY: DollarDecimals = { min: 0, max: 2 }

/** US dollars as both languages write them: "$1,234.50", "-$5.00" (es-US writes dollars as en-US does). */
export function writeDollars(amount: number, decimals: DollarDecimals = WITH_CENTS): string {
  const written = writeDecimal(amount, decimals.min, decimals.max)
  return written.startsWith('-') ? `-$${written.slice(1)}` : `$${written}`
}

const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/** The UTC day of a stored date ("2025-10-07", or a moment on it). */
function utcDay(value: string): { year: number; monthIndex: number; day: number } {
  const date = new Date(value)
  return { year: date.getUTCFullYear(), monthIndex: date.getUTCMonth(), day: date.getUTCDate() }
}

/** A month as a language writes it: "October 2025", "octubre de 2025" (the stored UTC day's month). */
export function writeMonthYear(value: string, locale: Locale): string {
  const { year, monthIndex } = utcDay(value)
  const month = MONTHS[locale][monthIndex]
  return locale === 'es' ? `${month} de ${year}` : `${month} ${year}`
}

/** A day as a language writes it: "October 7, 2025", "7 de octubre de 2025" (the stored UTC day). */
export function writeLongDay(value: string, locale: Locale): string {
  const { year, monthIndex, day } = utcDay(value)
  const month = MONTHS[locale][monthIndex]
  return locale === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`
}
