import { DEFAULT_LOCALE, type Locale } from '../routes/locales'
import { readHours, WEEKDAYS, type Weekday } from './read-hours'

/**
 * The words a page's language writes office hours with: its weekdays (Monday first, as WEEKDAYS), its
 * morning and afternoon marks, and the words between days and times. Written out rather than asked of
 * Intl, because the server (Node) and the browser (Chromium) carry their own ICU data and could write the
 * same hours differently (a.m. or a. m., a narrow space or a plain one), and the page must hydrate as it
 * was rendered.
 */
const WORDS: Readonly<
  Record<Locale, { days: readonly string[]; am: string; pm: string; through: string; byAppointment: string }>
> = {
  en: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    am: 'am',
    pm: 'pm',
    through: 'to',
    byAppointment: 'by appointment',
  },
  es: {
    days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    am: 'a.m.',
    pm: 'p.m.',
    through: 'a',
    byAppointment: 'con cita previa',
  },
}

const dayName = (day: Weekday, locale: Locale) => WORDS[locale].days[WEEKDAYS.indexOf(day)]!

/** "07:30" on a twelve-hour clock: "7:30 a.m.". */
const timeOf = (time: string, locale: Locale) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? WORDS[locale].am : WORDS[locale].pm}`
}

const BY_APPOINTMENT = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)s?\s+by appointment$/i

/**
 * Office hours as the page's language writes them. The CMS keeps one text, in English, since it is also
 * read for routing and for search engines; in another language the days and times are written in its words
 * ("lunes a viernes, 7:00 a.m. – 6:00 p.m."), a "Sat by appointment" note is said in the language,
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
