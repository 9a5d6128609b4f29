import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../routes/locales'

const dayOf = (timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'short', month: 'short', day: 'numeric', timeZone })
const timeOf = (timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit', timeZone })

/**
 * A moment as customers and staff read it, in the office's zone: "Fri, Nov 27, 9:00 AM" (in Spanish
 * "vie, 27 de nov, 9:00 a. m."). The day, then the time, after the day's own comma: pickers group
 * windows by the part before the second comma.
 */
export function momentLabel(at: number | string | Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  const moment = new Date(at)
  return `${dayOf(timeZone, locale).format(moment)}, ${timeOf(timeZone, locale).format(moment)}`
}

/** A window the same way: "Fri, Nov 27, 9:00 AM – 12:00 PM". */
export function windowLabel(
  window: { start: number | string; end: number | string },
  timeZone: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return `${momentLabel(window.start, timeZone, locale)} – ${timeOf(timeZone, locale).format(new Date(window.end))}`
}
