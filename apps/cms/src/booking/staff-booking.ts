import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import {
  visitMinutes,
  type BookWindow,
  type DeskVisit,
  type LeadWindows,
  type LeadWindowsQuery,
  type ScheduleVisit,
  type WindowView,
} from '@ecs/shared/booking'
import type { Visit } from '@ecs/shared/cms'
import { problem, ProblemError } from '@ecs/shared/http'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'
import { bookedJobOf, servicesOf } from './customer-booking'
import { noSuchVisit } from './job-done'
import { locationBooking, type LocationBooking } from './location-booking'
import { inLocationTurn } from './location-turn'
import { openWindows, refuseUnlessFree } from './take-window'
import { bookVisit, cancelVisit, deskVisit, locationOfVisit, moveVisit } from './visits'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

const conflict = (field: string, message: string) =>
  new ProblemError(problem(409, message, { errors: [{ field, message }] }))

/**
 * What scheduling a visit for a lead needs: the lead's customer and address, its location's booking
 * settings; null when there is no such lead.
 */
async function leadToSchedule(req: PayloadRequest, leadId: number) {
  const lead = await req.payload
    .findByID({ collection: 'desk-leads', id: leadId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!lead) return null
  const locationId = idOf(lead.location)
  if (locationId === null)
    throw conflict('location', `Lead ${lead.reference} has no location: choose its location before scheduling a visit.`)
  return { lead, location: await locationBooking(req, locationId) }
}

/**
 * How long the visit takes: an estimate visit the location's length; a job its quote's services (the
 * lead's accepted quote, named), or the location's default job length without one. A quote that is not
 * this lead's accepted one is refused naming it.
 */
async function visitLength(req: PayloadRequest, leadId: number, location: LocationBooking, ask: LeadWindowsQuery) {
  if (ask.kind !== 'job' || ask.quote === undefined)
    return { minutes: visitMinutes(location.lengths, ask.kind, []), quote: null }
  const quote = await req.payload
    .findByID({ collection: 'quotes', id: ask.quote, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote || idOf(quote.lead) !== leadId || quote.status !== 'accepted') {
    const message = 'quote must be an accepted quote of this lead.'
    throw new ProblemError(problem(422, message, { errors: [{ field: 'quote', message }] }))
  }
  return { minutes: visitMinutes(location.lengths, 'job', servicesOf(quote)), quote }
}

/** The free windows of the lead's location for a visit of a kind, from now on (staff have no cut-off); null without the lead. */
export async function leadWindows(
  req: PayloadRequest,
  leadId: number,
  ask: LeadWindowsQuery,
): Promise<LeadWindows | null> {
  const scheduling = await leadToSchedule(req, leadId)
  if (!scheduling) return null
  const { location } = scheduling
  const { minutes } = await visitLength(req, leadId, location, ask)
  const windows = await openWindows(req, location, { kind: ask.kind, minutes, notBefore: Date.now() })
  return { kind: ask.kind, minutes, location: { name: location.name, timeZone: location.timeZone }, windows }
}

/**
 * Staff schedule a visit for a lead at its address in a free window of its location, the same way a
 * customer books: a window already gone is refused before any lock, then one transaction takes the
 * window under the location's lock (409 "just taken" with the next free windows), writes the visit,
 * moves the lead on and queues the customer's confirmation; a refusal writes nothing. The transaction
 * starts in the location's turn (inLocationTurn), so bookings waiting for one location hold no pooled
 * connection. A job for a quote locks the quote, so it is booked once whoever books it. Null when there
 * is no such lead.
 */
export async function scheduleVisit(
  req: PayloadRequest,
  leadId: number,
  body: ScheduleVisit,
): Promise<DeskVisit | null> {
  const scheduling = await leadToSchedule(req, leadId)
  if (!scheduling) return null
  const { lead, location } = scheduling
  const { minutes, quote } = await visitLength(req, leadId, location, body)
  const booking = {
    kind: body.kind,
    lead: lead.id,
    quote: quote?.id ?? null,
    services: quote ? servicesOf(quote) : [],
    customerName: quote?.customerName ?? lead.name ?? null,
    address: quote?.address ?? lead.address ?? null,
    startsAt: body.startsAt,
    minutes,
    notBefore: Date.now(),
    bookedBy: 'staff' as const,
    createdBy: req.user?.id ?? null,
  }
  await refuseUnlessFree(req, location, body.startsAt, booking)
  const visit = await inLocationTurn(location.id, body.kind, () =>
    inRequestTransaction(req, async () => {
      if (quote) {
        await queryInTransaction(req, sql`SELECT id FROM quotes WHERE id = ${quote.id} FOR UPDATE`)
        if (await bookedJobOf(req, quote))
          throw conflict('quote', `The job of quote ${quote.number} is already booked.`)
      }
      return bookVisit(req, location, booking)
    }),
  )
  return deskVisit(visit, location.timeZone)
}

/**
 * The visit of the path (with `lock`, its row locked for the caller's transaction); only a booked one
 * can be moved or cancelled.
 */
async function bookedVisit(req: PayloadRequest, visitId: number, { lock = false } = {}): Promise<Visit> {
  if (lock) await queryInTransaction(req, sql`SELECT id FROM visits WHERE id = ${visitId} FOR UPDATE`)
  const visit = await req.payload
    .findByID({ collection: 'visits', id: visitId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!visit) throw noSuchVisit()
  if (visit.status !== 'booked')
    throw conflict('status', `Visit ${visit.reference} is ${visit.status}: it cannot be changed.`)
  return visit
}

/** The free windows a booked visit can be moved to (its own place not counted against it), from now on. */
export async function visitWindows(req: PayloadRequest, visitId: number): Promise<WindowView[]> {
  const visit = await bookedVisit(req, visitId)
  const location = await locationBooking(req, locationOfVisit(visit))
  const minutes = (Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000
  return openWindows(req, location, { kind: visit.kind, minutes, notBefore: Date.now(), except: visit.id })
}

/**
 * Staff move a booked visit to another free window (the customer is sent the new time), whatever the
 * cut-off, in its location's turn (a visit keeps its location and kind).
 */
export async function moveStaffVisit(req: PayloadRequest, visitId: number, body: BookWindow): Promise<DeskVisit> {
  const unlocked = await bookedVisit(req, visitId)
  return inLocationTurn(locationOfVisit(unlocked), unlocked.kind, () =>
    inRequestTransaction(req, async () => {
      const visit = await bookedVisit(req, visitId, { lock: true })
      const location = await locationBooking(req, locationOfVisit(visit))
      return deskVisit(await moveVisit(req, location, visit, body.startsAt, Date.now()), location.timeZone)
    }),
  )
}

/** Staff cancel a booked visit: its place is free at once and the customer is told. */
export function cancelStaffVisit(req: PayloadRequest, visitId: number): Promise<DeskVisit> {
  return inRequestTransaction(req, async () => {
    const visit = await bookedVisit(req, visitId, { lock: true })
    const location = await locationBooking(req, locationOfVisit(visit))
    return deskVisit(await cancelVisit(req, location, visit, 'staff'), location.timeZone)
  })
}
