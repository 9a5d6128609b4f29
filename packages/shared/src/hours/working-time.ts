import { TZDateMini } from '@date-fns/tz'
import { WEEKDAYS, type OpeningHours } from './read-hours'

/** The time zones an office may keep its hours in (US offices; the CMS offers these). */
export const LOCATION_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const

export type LocationTimeZone = (typeof LOCATION_TIME_ZONES)[number]

/** Each office zone as staff know it: the region and a city in it. */
export const TIME_ZONE_NAMES: Record<LocationTimeZone, string> = {
  'America/New_York': 'Eastern (New York)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Phoenix': 'Arizona (Phoenix)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
  'America/Anchorage': 'Alaska (Anchorage)',
  'Pacific/Honolulu': 'Hawaii (Honolulu)',
}

/** The US Eastern zone, where the company is based: the zone of whatever names no location. */
export const COMPANY_TIME_ZONE: LocationTimeZone = 'America/New_York'

/** An office's working time: its opening hours read from the CMS text, in its time zone. */
export interface WorkingHours {
  hours: OpeningHours[]
  timeZone: string
}

const MINUTE = 60_000
/** How far ahead an opening is looked for: a week always holds one when any day has hours. */
const DAYS_LOOKED_AHEAD = 8

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Monday-first weekday index (0 = Mon) of a date as it is in its zone. */
const weekdayOf = (date: Date) => (date.getDay() + 6) % 7

/** One opening on one calendar day, as instants, with that day as the office writes it (YYYY-MM-DD). */
export interface Opening {
  date: string
  start: number
  end: number
}

/**
 * The openings of the office's calendar day holding `at` and the days after it, in order: each day's
 * hours turned into instants in the office's zone (a daylight-saving change is taken as the zone has it).
 */
export function* openingsFrom(
  { hours, timeZone }: WorkingHours,
  at: number,
  days = DAYS_LOOKED_AHEAD,
): Generator<Opening> {
  const local = new TZDateMini(at, timeZone)
  for (let offset = 0; offset < days; offset += 1) {
    const day = new TZDateMini(local.getFullYear(), local.getMonth(), local.getDate() + offset, timeZone)
    const weekday = WEEKDAYS[weekdayOf(day)]!
    const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
    const today = hours
      .filter((entry) => entry.days.includes(weekday))
      .map((entry) => ({ opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) }))
      .sort((a, b) => a.opens - b.opens)
    for (const { opens, closes } of today) {
      const startOf = (minutes: number) =>
        new TZDateMini(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutes, timeZone).getTime()
      yield { date, start: startOf(opens), end: startOf(closes) }
    }
  }
}

/** Whether the office is open at `at`. */
export function isOpenAt(working: WorkingHours, at: Date): boolean {
  const instant = at.getTime()
  for (const opening of openingsFrom(working, instant, 1))
    if (opening.start <= instant && instant < opening.end) return true
  return false
}

/** The first moment at or after `at` when the office is open; null when it keeps no hours at all. */
export function nextOpening(working: WorkingHours, at: Date): Date | null {
  const instant = at.getTime()
  for (const opening of openingsFrom(working, instant)) {
    if (instant < opening.end) return new Date(Math.max(instant, opening.start))
  }
  return null
}

/** Whole working minutes between two instants (zero when `to` is not after `from`). */
export function workingMinutesBetween(working: WorkingHours, from: Date, to: Date): number {
  const start = from.getTime()
  const end = to.getTime()
  if (end <= start) return 0
  const days = Math.ceil((end - start) / (24 * 60 * MINUTE)) + 2
  let total = 0
  for (const opening of openingsFrom(working, start, days)) {
    if (opening.start >= end) break
    total += Math.max(0, Math.min(end, opening.end) - Math.max(start, opening.start))
  }
  return Math.floor(total / MINUTE)
}

/**
 * The moment `minutes` working minutes after `from` have passed (counting from the next opening when
 * `from` is outside the hours); null when the office keeps no hours.
 */
export function addWorkingMinutes(working: WorkingHours, from: Date, minutes: number): Date | null {
  let left = minutes * MINUTE
  const instant = from.getTime()
  // A target is at most a day of minutes: a few weeks of openings always hold it.
  for (const opening of openingsFrom(working, instant, DAYS_LOOKED_AHEAD * 4)) {
    if (opening.end <= instant) continue
    const start = Math.max(instant, opening.start)
    if (start + left <= opening.end) return new Date(start + left)
    left -= opening.end - start
  }
  return null
}
