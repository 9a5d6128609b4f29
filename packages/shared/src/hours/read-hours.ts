/**
 * Office hours as editors write them ("Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm"), read into
 * days and times, so one text in the CMS gives both what visitors read and the opening hours search
 * engines are given (schema.org OpeningHoursSpecification). A part that is not a day range with times
 * ("Sat by appointment") stays a note: shown, never given to search engines as hours.
 */

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

const SCHEMA_DAYS: Record<Weekday, string> = {
  Mon: 'https://schema.org/Monday',
  Tue: 'https://schema.org/Tuesday',
  Wed: 'https://schema.org/Wednesday',
  Thu: 'https://schema.org/Thursday',
  Fri: 'https://schema.org/Friday',
  Sat: 'https://schema.org/Saturday',
  Sun: 'https://schema.org/Sunday',
}

export interface OpeningHours {
  days: Weekday[]
  /** 24-hour "HH:MM". */
  opens: string
  closes: string
}

export interface ReadHours {
  hours: OpeningHours[]
  /** The parts that are not days with times, as written. */
  notes: string[]
}

const DAY = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun)'
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*([ap])\\.?m\\.?'
const DASH = '\\s*[-–—]\\s*'
const PART = new RegExp(`^${DAY}(?:${DASH}${DAY})?\\s+${TIME}${DASH}${TIME}$`, 'i')

function canonicalDay(day: string): Weekday {
  return (day.charAt(0).toUpperCase() + day.slice(1, 3).toLowerCase()) as Weekday
}

function to24(hour: string, minute: string | undefined, half: string): string | undefined {
  const h = Number(hour)
  const m = Number(minute ?? '0')
  if (h < 1 || h > 12 || m > 59) return undefined
  const h24 = (h % 12) + (half.toLowerCase() === 'p' ? 12 : 0)
  return `${String(h24).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** Reads "Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm" into days and times (parts split at commas). */
export function readHours(text: string): ReadHours {
  const hours: OpeningHours[] = []
  const notes: string[] = []
  for (const raw of text.split(/[,;]/)) {
    const part = raw.trim()
    if (!part) continue
    const found = PART.exec(part)
    const opens = found && to24(found[3]!, found[4], found[5]!)
    const closes = found && to24(found[6]!, found[7], found[8]!)
    if (!found || !opens || !closes || opens >= closes) {
      notes.push(part)
      continue
    }
    const first = WEEKDAYS.indexOf(canonicalDay(found[1]!))
    const last = found[2] ? WEEKDAYS.indexOf(canonicalDay(found[2])) : first
    if (last < first) {
      notes.push(part)
      continue
    }
    hours.push({ days: WEEKDAYS.slice(first, last + 1), opens, closes })
  }
  return { hours, notes }
}

/** The CMS's check of an hours text: at least one part must be days with times. */
export function hoursProblem(text: string | null | undefined): string | undefined {
  if (!text || readHours(text).hours.length === 0)
    return 'Write the hours as days and times, e.g. "Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm".'
  return undefined
}

/** schema.org OpeningHoursSpecification entries for the parts that are days with times. */
export function openingHoursSpecification(text: string): Record<string, unknown>[] {
  return readHours(text).hours.map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entry.days.map((day) => SCHEMA_DAYS[day]),
    opens: entry.opens,
    closes: entry.closes,
  }))
}
