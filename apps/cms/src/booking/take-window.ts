import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import {
  BOOKING_DAYS_AHEAD,
  freeWindows,
  isFreeWindow,
  NEXT_WINDOWS_OFFERED,
  VISIT_KINDS,
  windowLabel,
  type TimeSpan,
  type VisitKind,
  type WindowView,
} from '@ecs/shared/booking'
import { problem, ProblemError } from '@ecs/shared/http'
import { queryInTransaction } from '../utilities/database'
import type { LocationBooking } from './location-booking'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The advisory locks' namespace for booking (the first key of pg_advisory_xact_lock's two). */
const BOOKING_LOCKS = 24_001

/** The two keys of the advisory lock that serialises the bookings of one location's visits of one kind. */
export const locationLockKeys = (locationId: number, kind: VisitKind) =>
  [BOOKING_LOCKS, locationId * VISIT_KINDS.length + VISIT_KINDS.indexOf(kind)] as const

/** The visits already booked of one location and kind overlapping a period (one being moved left out). */
async function bookedSpans(
  req: PayloadRequest,
  location: LocationBooking,
  kind: VisitKind,
  period: TimeSpan,
  except: number | null = null,
): Promise<TimeSpan[]> {
  const rows = await queryInTransaction<{ start: Date; end: Date }>(
    req,
    sql`SELECT starts_at AS start, ends_at AS "end" FROM visits
      WHERE location_id = ${location.id} AND kind = ${kind} AND status = 'booked'
        AND starts_at < ${new Date(period.end).toISOString()} AND ends_at > ${new Date(period.start).toISOString()}
        AND id IS DISTINCT FROM ${except}`,
  )
  return rows.map((row) => ({ start: new Date(row.start).getTime(), end: new Date(row.end).getTime() }))
}

/** A window offered, labelled in the reader's language (staff: English). */
const windowView = (span: TimeSpan, timeZone: string, language: Language = DEFAULT_LANGUAGE): WindowView => ({
  startsAt: new Date(span.start).toISOString(),
  endsAt: new Date(span.end).toISOString(),
  label: windowLabel(span, timeZone, language),
})

export interface WindowAsk {
  kind: VisitKind
  minutes: number
  /** No window before this moment (now, or the customer's cut-off from now). */
  notBefore: number
  /** A visit being moved: its own place does not count against it. */
  except?: number | null
  limit?: number
  /** The language the windows are labelled in (English when not given). */
  language?: Language
}

/** The free windows of a location's crews of one kind, from `notBefore` to BOOKING_DAYS_AHEAD days on. */
export async function openWindows(
  req: PayloadRequest,
  location: LocationBooking,
  ask: WindowAsk,
): Promise<WindowView[]> {
  const period = { start: ask.notBefore, end: ask.notBefore + BOOKING_DAYS_AHEAD * DAY }
  const booked = await bookedSpans(req, location, ask.kind, period, ask.except)
  return freeWindows(location.calendarOf(ask.kind), booked, {
    minutes: ask.minutes,
    from: period.start,
    until: period.end,
    limit: ask.limit,
  }).map((span) => windowView(span, location.timeZone, ask.language))
}

/**
 * Refuses a start that does not begin a free window (taken, or never offered): a 409 that says so and
 * names the next free windows. Outside a transaction it is the quick refusal of a window already gone;
 * inside takeWindow's, the check that counts.
 */
export async function refuseUnlessFree(
  req: PayloadRequest,
  location: LocationBooking,
  startsAt: string,
  ask: WindowAsk,
): Promise<TimeSpan> {
  const start = Date.parse(startsAt)
  const span = { start, end: start + ask.minutes * 60_000 }
  const around = { start: start - DAY, end: span.end + DAY }
  const booked = await bookedSpans(req, location, ask.kind, around, ask.except)
  if (isFreeWindow(location.calendarOf(ask.kind), booked, start, ask.minutes, ask.notBefore)) return span
  const next = await openWindows(req, location, { ...ask, limit: NEXT_WINDOWS_OFFERED })
  const offered = next.length
    ? `The next free times: ${next.map((window) => window.label).join('; ')}.`
    : `Please call ${location.name} on ${location.phone}.`
  const message = `${windowLabel(span, location.timeZone)} was just taken or is not free. ${offered}`
  throw new ProblemError(problem(409, message, { errors: [{ field: 'startsAt', message }] }))
}

/**
 * Takes a place in the window starting at `startsAt`, in the caller's transaction: the location's lock
 * for this kind of visit is taken first (pg_advisory_xact_lock, held to the commit or rollback), so the
 * visits read next include every booking committed before, and none can commit until this one has.
 * A window that is not free is refused (refuseUnlessFree) and the caller writes nothing. Returns the
 * window, for the visit to be written in it.
 */
export async function takeWindow(
  req: PayloadRequest,
  location: LocationBooking,
  startsAt: string,
  ask: WindowAsk,
): Promise<TimeSpan> {
  const [namespace, key] = locationLockKeys(location.id, ask.kind)
  await queryInTransaction(req, sql`SELECT pg_advisory_xact_lock(${namespace}, ${key})`)
  return refuseUnlessFree(req, location, startsAt, ask)
}
