import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../routes/locales'
import { readHours, WEEKDAYS, type Weekday } from './read-hours'

/** A Monday (1 January 2024) in UTC: each weekday's name is read from the day this many days after it. */
const MONDAY = Date.UTC(2024, 0, 1)

const dayName = (day: Weekday, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    MONDAY + WEEKDAYS.indexOf(day) * 86_400_000,
  )

const timeOf = (time: string, locale: Locale) => {
  const [hours, minutes] = time.split(':').map(Number)
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hours, minutes),
  )
}

/** The words between the days and times, per language. */
const WORDS: Readonly<Record<Locale, { through: string; byAppointment: string }>> = {
  en: { through: 'to', byAppointment: 'by appointment' },
  es: { through: 'a', byAppointment: 'con cita previa' },
}

const BY_APPOINTMENT = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)s?\s+by appointment$/i

/**
 * Office hours as the page's language writes them. The CMS keeps one text, in English, since it is also
 * read for routing and for search engines; in another language the days and times are written through
 * Intl ("lunes a viernes, 7:00 a.m. – 6:00 p.m."), a "Sat by appointment" note is said in the language,
 * and any other note stays as written.
 */
export function hoursText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text
  const parts: string[] = []
  for (const raw of text.split(/[,;]/)) {
    const part = raw.trim()
    if (!part) continue
    const { hours } = readHours(part)
    const appointment = BY_APPOINTMENT.exec(part)
    if (hours[0]) {
      const { days, opens, closes } = hours[0]
      const first = dayName(days[0]!, locale)
      const when = days.length > 1 ? `${first} ${WORDS[locale].through} ${dayName(days.at(-1)!, locale)}` : first
      parts.push(`${when}, ${timeOf(opens, locale)} – ${timeOf(closes, locale)}`)
    } else if (appointment) {
      const day = appointment[1]!
      const weekday = (day.charAt(0).toUpperCase() + day.slice(1, 3).toLowerCase()) as Weekday
      parts.push(`${dayName(weekday, locale)}, ${WORDS[locale].byAppointment}`)
    } else parts.push(part)
  }
  const said = parts.join('; ')
  return said.charAt(0).toUpperCase() + said.slice(1)
}
