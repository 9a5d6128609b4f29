import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { visitMinutes, type BookWindow, type JobBooking } from '@ecs/shared/booking'
import { problem, ProblemError } from '@ecs/shared/http'
import { findDeskLead } from '../leads/desk/desk-sync'
import { bookedAnswer, bookOnce } from './customer-booking'
import { estimateVisitLink, readEstimateVisitLink } from './estimate-visit-link'
import { locationBooking, type LocationBooking } from './location-booking'
import { openWindows } from './take-window'
import { customerNotBefore } from './visit-rules'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

/** The location of a residential request whose location takes estimate visits online; null for any other. */
async function onlineBookingLocation(
  req: PayloadRequest,
  request: { serviceType?: string | null; location?: unknown },
): Promise<LocationBooking | null> {
  const locationId = idOf(request.location)
  if (request.serviceType !== 'residential' || locationId === null) return null
  const location = await locationBooking(req, locationId)
  return location.estimateBookingOnline ? location : null
}

/**
 * The link to book a stored estimate request's visit online, for the intake's answer: only a residential
 * request of a location where marketing turned online estimate booking on gets one.
 */
export async function estimateVisitOffer(
  req: PayloadRequest,
  row: { id: number; createdAt: string; serviceType?: string | null; location?: unknown },
): Promise<{ token: string; until: string } | undefined> {
  return (await onlineBookingLocation(req, row)) ? estimateVisitLink(row.id, row.createdAt) : undefined
}

/**
 * The request, its desk lead and its location behind a visit link: 403 for a token we did not sign, 410
 * past its expiry or where online booking was turned off since (or the request is not residential).
 */
async function requestOfLink(req: PayloadRequest, token: string) {
  const link = readEstimateVisitLink(token)
  const refuse = (status: number, message: string) =>
    new ProblemError(problem(status, message, { errors: [{ field: 'token', message }] }))
  if (!link.ok)
    throw link.reason === 'expired'
      ? refuse(410, 'This booking link has expired. Please call us to book your estimate visit.')
      : refuse(403, 'This booking link is not valid.')
  const [requestId] = link.parts as [number]
  const request = await req.payload
    .findByID({ collection: 'estimate-requests', id: requestId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  const lead = request ? await findDeskLead(req, 'estimate', request.id) : undefined
  if (!request || !lead) throw refuse(403, 'This booking link is not valid.')
  const location = await onlineBookingLocation(req, request)
  if (!location)
    throw refuse(410, 'Estimate visits cannot be booked online for this request. We will call you to book.')
  return { lead, location }
}

/** The estimate visit booked for a lead, if any (cancelled ones do not count). */
async function bookedEstimateOf(req: PayloadRequest, leadId: number) {
  const { docs } = await req.payload.find({
    collection: 'visits',
    where: { lead: { equals: leadId }, kind: { equals: 'estimate' }, status: { not_equals: 'cancelled' } },
    sort: '-startsAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * What the visitor who sent a request may book: the estimate visit already booked for its lead, or the
 * location's free estimate windows from the cut-off on.
 */
export async function estimateVisitBooking(req: PayloadRequest, token: string): Promise<JobBooking> {
  const { lead, location } = await requestOfLink(req, token)
  const minutes = visitMinutes(location.lengths, 'estimate', [])
  const visit = await bookedEstimateOf(req, lead.id)
  if (visit) return bookedAnswer(visit, location, minutes)
  const windows = await openWindows(req, location, {
    kind: 'estimate',
    minutes,
    notBefore: customerNotBefore(location),
  })
  return { visit: null, changeLink: null, windows, minutes, canBook: true }
}

/**
 * The visitor books the estimate visit of their request in a free window, at the lead's address, the
 * way a quote's job is booked (bookOnce), with the lead locked: one estimate visit per request, the lead
 * moved to visit booked. The request itself was stored before any of this, so a failed booking never
 * loses the lead.
 */
export async function bookEstimateVisit(req: PayloadRequest, token: string, body: BookWindow): Promise<JobBooking> {
  const { lead, location } = await requestOfLink(req, token)
  const alreadyBooked = async () => {
    if (!(await bookedEstimateOf(req, lead.id))) return null
    const message = `The estimate visit of request ${lead.reference} is already booked.`
    return new ProblemError(problem(409, message, { errors: [{ field: 'startsAt', message }] }))
  }
  const early = await alreadyBooked()
  if (early) throw early
  const visit = {
    kind: 'estimate' as const,
    lead: lead.id,
    quote: null,
    services: [],
    customerName: lead.name ?? null,
    address: lead.address ?? null,
    startsAt: body.startsAt,
    minutes: visitMinutes(location.lengths, 'estimate', []),
  }
  await bookOnce(req, location, visit, {
    lock: sql`SELECT id FROM desk_leads WHERE id = ${lead.id} FOR UPDATE`,
    refusal: alreadyBooked,
  })
  return estimateVisitBooking(req, token)
}
