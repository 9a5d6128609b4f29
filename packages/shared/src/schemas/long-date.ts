import { writeLongDay } from '../routes/locale-writing'
import { DEFAULT_LOCALE, type Locale } from '../routes/locales'

/**
 * A day as a language writes it: "October 7, 2025", "7 de octubre de 2025". Read as the stored UTC day,
 * so a date kept as "2025-10-07" (or a moment on it) is that day wherever it is written.
 */
export function longDate(value: string, locale: Locale = DEFAULT_LOCALE): string {
  return writeLongDay(value, locale)
}
