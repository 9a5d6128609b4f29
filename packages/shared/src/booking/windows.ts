import { openingsFrom, type OpeningHours } from '../hours'
import { WINDOW_STEP_MINUTES } from './facts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The time a location's crews of one kind can work: their hours in the office's zone, less closed days. */
export interface CrewCalendar {
  hours: OpeningHours[]
  timeZone: string
  /** Days nobody works (YYYY-MM-DD as the office writes them). */
  closedDates: readonly string[]
  /** How many visits of this kind can run at once. */
  crews: number
}

/** A stretch of time, in milliseconds since 1970: a visit already booked, or a window offered. */
export interface TimeSpan {
  start: number
  end: number
}

/**
 * How many more visits can start at `span.start` and run to its end: the crews less the most visits
 * running at any one moment of it. The busiest moment is at the window's start or at a booked visit's
 * start inside it, so only those moments are counted.
 */
export function placesLeft(crews: number, booked: readonly TimeSpan[], span: TimeSpan): number {
  const overlapping = booked.filter((visit) => visit.start < span.end && span.start < visit.end)
  const moments = [span.start, ...overlapping.map((visit) => visit.start).filter((start) => start > span.start)]
  const busiest = Math.max(
    0,
    ...moments.map((moment) => overlapping.filter((visit) => visit.start <= moment && moment < visit.end).length),
  )
  return Math.max(0, crews - busiest)
}

export interface WindowQuery {
  /** How long the visit takes. */
  minutes: number
  /** No window starts before this moment. */
  from: number
  /** Nor at or after this one. */
  until: number
  /** At most this many windows (all within the period when not given). */
  limit?: number
}

/**
 * The windows a visit of `minutes` can still be booked in: starting on the hour steps of each working
 * opening of the crews (in the office's zone, daylight saving as the zone has it), ending within it, on
 * a day that is not closed, from `from` to `until`, with a place left beside the visits already booked.
 * The page lists these, and the server checks a chosen window against the same function under its lock.
 */
export function freeWindows(calendar: CrewCalendar, booked: readonly TimeSpan[], query: WindowQuery): TimeSpan[] {
  const windows: TimeSpan[] = []
  const length = query.minutes * MINUTE
  if (length <= 0 || calendar.crews <= 0 || query.until <= query.from) return windows
  const closed = new Set(calendar.closedDates)
  const days = Math.ceil((query.until - query.from) / DAY) + 1
  for (const opening of openingsFrom(calendar, query.from, days)) {
    if (closed.has(opening.date)) continue
    for (let start = opening.start; start + length <= opening.end; start += WINDOW_STEP_MINUTES * MINUTE) {
      if (start >= query.until) return windows
      if (start < query.from) continue
      const span = { start, end: start + length }
      if (placesLeft(calendar.crews, booked, span) === 0) continue
      windows.push(span)
      if (query.limit !== undefined && windows.length >= query.limit) return windows
    }
  }
  return windows
}

/** Whether `start` begins a free window of `minutes`: the same windows as freeWindows, looked up. */
export function isFreeWindow(
  calendar: CrewCalendar,
  booked: readonly TimeSpan[],
  start: number,
  minutes: number,
  notBefore: number,
): boolean {
  if (start < notBefore) return false
  const [window] = freeWindows(calendar, booked, { minutes, from: start, until: start + 1, limit: 1 })
  return window?.start === start
}
