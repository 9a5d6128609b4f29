import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { REVIEW_REMINDER_DAYS, type DeskVisit } from '@ecs/shared/booking'
import { problem, ProblemError } from '@ecs/shared/http'
import { recordQuoteStep } from '../quotes/quote-lead'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'
import { locationBooking } from './location-booking'
import { deskVisit, leadOfVisit, locationOfVisit } from './visits'

const DAY = 86_400_000

export const noSuchVisit = () => new ProblemError(problem(404, 'There is no visit with this id.'))

/**
 * Staff mark a booked job done, in one transaction: the visit's row locked (a second click, or a
 * colleague at the same moment, is told it is done already and queues nothing), the visit done, the
 * lead's stage moved to job done with a timeline entry, and the customer's review request queued with
 * its one reminder REVIEW_REMINDER_DAYS later. Every done job's customer is asked the same way.
 */
export function markJobDone(req: PayloadRequest, visitId: number): Promise<DeskVisit> {
  return inRequestTransaction(req, () => markDone(req, visitId))
}

async function markDone(req: PayloadRequest, visitId: number): Promise<DeskVisit> {
  const [locked] = await queryInTransaction<{ id: number }>(
    req,
    sql`SELECT id FROM visits WHERE id = ${visitId} FOR UPDATE`,
  )
  if (!locked) throw noSuchVisit()
  const visit = await req.payload.findByID({ collection: 'visits', id: visitId, depth: 0, overrideAccess: true, req })
  const refuse = (field: 'kind' | 'status', message: string) =>
    new ProblemError(problem(409, message, { errors: [{ field, message }] }))
  if (visit.kind !== 'job')
    throw refuse('kind', `Visit ${visit.reference} is an estimate visit: only a job is marked done.`)
  if (visit.status !== 'booked') throw refuse('status', `Job ${visit.reference} is ${visit.status} already.`)
  const doneAt = new Date()
  const done = await req.payload.update({
    collection: 'visits',
    id: visit.id,
    data: { status: 'done', doneAt: doneAt.toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordQuoteStep(req, leadOfVisit(visit), {
    stage: 'job-done',
    event: { type: 'visit', toValue: 'done', text: `Job ${visit.reference} done; the customer is asked for a review.` },
  })
  await req.payload.jobs.queue({ task: 'sendReviewRequest', input: { visitId: visit.id, step: 'request' }, req })
  await req.payload.jobs.queue({
    task: 'sendReviewRequest',
    input: { visitId: visit.id, step: 'reminder' },
    waitUntil: new Date(doneAt.getTime() + REVIEW_REMINDER_DAYS * DAY),
    req,
  })
  const location = await locationBooking(req, locationOfVisit(visit))
  return deskVisit(done, location.timeZone)
}

/** The lead's visits for the lead page, soonest first, with where each review request stands. */
export async function leadVisits(req: PayloadRequest, leadId: number): Promise<DeskVisit[]> {
  const { docs } = await req.payload.find({
    collection: 'visits',
    where: { lead: { equals: leadId } },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const zones = new Map<number, string>()
  for (const visit of docs) {
    const locationId = locationOfVisit(visit)
    if (!zones.has(locationId)) zones.set(locationId, (await locationBooking(req, locationId)).timeZone)
  }
  return docs.map((visit) => deskVisit(visit, zones.get(locationOfVisit(visit))!))
}
