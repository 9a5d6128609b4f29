import { TZDateMini } from '@date-fns/tz'
import { openingsFrom } from '../hours'
import type { CalendarView } from './facts'
import { WINDOW_STEP_MINUTES } from './facts'
import { placesLeft, type CrewCalendar, type TimeSpan } from './windows'

const DAY = 86_400_000

/** A day (YYYY-MM-DD) moved by a number of days; calendar arithmetic, the same in every zone. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
}

/** The days a calendar view shows for a day: its week from Monday, or the day alone; and the views before and after. */
export function calendarPeriod(date: string, view: CalendarView) {
  if (view === 'day') return { days: [date], previous: addDays(date, -1), next: addDays(date, 1) }
  const monday = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7))
  return {
    days: Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)),
    previous: addDays(date, -7),
    next: addDays(date, 7),
  }
}

/** A window of the crews' working time and how many more visits could start in it and run through it. */
export interface CrewSlot extends TimeSpan {
  date: string
  left: number
}

/**
 * The crews' working time over the days `from` and after, as windows of WINDOW_STEP_MINUTES (the last
 * one of an opening shorter when the opening ends off the step), each with the places left beside the
 * visits booked; closed days have none.
 */
export function crewSlots(calendar: CrewCalendar, booked: readonly TimeSpan[], from: number, days: number): CrewSlot[] {
  const closed = new Set(calendar.closedDates)
  const slots: CrewSlot[] = []
  for (const opening of openingsFrom(calendar, from, days)) {
    if (closed.has(opening.date)) continue
    for (let start = opening.start; start < opening.end; start += WINDOW_STEP_MINUTES * 60_000) {
      const span = { start, end: Math.min(start + WINDOW_STEP_MINUTES * 60_000, opening.end) }
      slots.push({ ...span, date: opening.date, left: placesLeft(calendar.crews, booked, span) })
    }
  }
  return slots
}

/** The calendar day (YYYY-MM-DD) a moment falls on in a zone. */
export function dayIn(at: number | string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
  return parts.format(new Date(at))
}

/** The instant a calendar day (YYYY-MM-DD) begins in a zone. */
export function dayStart(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new TZDateMini(year, month - 1, day, timeZone).getTime()
}

/** A calendar day as staff read it: "Mon, Nov 23". */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}
