import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { visitMinutes, type BookWindow, type JobBooking } from '@ecs/shared/booking'
import type { Quote } from '@ecs/shared/cms'
import { problem, ProblemError } from '@ecs/shared/http'
import { quoteOfLink } from '../quotes/customer-quote'
import { queryInTransaction } from '../utilities/database'
import { isConnectionTimeout } from '../utilities/postgres-error'
import { locationBooking } from './location-booking'
import { openWindows, refuseUnlessFree } from './take-window'
import { visitLink } from './visit-link'
import { changeUntil, customerNotBefore } from './visit-rules'
import { bookVisit, visitView } from './visits'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

/** The catalog services of a quote's lines (its free lines name none). */
export const servicesOf = (quote: Quote) =>
  quote.lines.map((line) => idOf(line.service)).filter((id): id is number => id !== null)

/** The job booked (or done) for a quote, if any. */
export async function bookedJobOf(req: PayloadRequest, quote: Quote) {
  const { docs } = await req.payload.find({
    collection: 'visits',
    where: { quote: { equals: quote.id }, kind: { equals: 'job' }, status: { not_equals: 'cancelled' } },
    sort: '-startsAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * The job an accepted quote books: the visit already booked for it (with the customer's link to change
 * it while the cut-off allows), or the free windows of its location's job crews, long enough for the
 * quote's services, from the cut-off on. Nothing to book for a quote not accepted.
 */
export async function jobBooking(req: PayloadRequest, token: string): Promise<JobBooking> {
  const quote = await quoteOfLink(req, token)
  const locationId = idOf(quote.location)
  if (quote.status !== 'accepted' || locationId === null)
    return { visit: null, changeLink: null, windows: [], minutes: 0, canBook: false }
  const location = await locationBooking(req, locationId)
  const minutes = visitMinutes(location.lengths, 'job', servicesOf(quote))
  const visit = await bookedJobOf(req, quote)
  if (visit)
    return {
      visit: visitView(visit, location.timeZone),
      changeLink:
        visit.status === 'booked' && changeUntil(visit, location).getTime() > Date.now() ? visitLink(visit) : null,
      windows: [],
      minutes,
      canBook: false,
    }
  const windows = await openWindows(req, location, { kind: 'job', minutes, notBefore: customerNotBefore(location) })
  return { visit: null, changeLink: null, windows, minutes, canBook: true }
}

/**
 * The customer books the job of their accepted quote in a free window. What can be refused without a
 * lock is refused first, outside any transaction (the link, the quote's state, a window already gone),
 * so a burst of customers for one last place holds a connection only for the bookings that could still
 * win. Then one transaction: the quote locked (one booking per quote, so a double click is one visit),
 * the window taken under the location's lock (409 "just taken" with the next free windows), the visit
 * written, the lead's stage moved to job booked and the confirmation queued; a refusal writes nothing.
 */
export async function bookJob(req: PayloadRequest, token: string, body: BookWindow): Promise<JobBooking> {
  try {
    return await bookInWindow(req, token, body)
  } catch (error) {
    // A burst for one last place can keep every connection busy past its budget: 503, try again (nothing written).
    if (!isConnectionTimeout(error)) throw error
    throw new ProblemError(problem(503, 'We could not take your booking just now. Please try again in a moment.'))
  }
}

async function bookInWindow(req: PayloadRequest, token: string, body: BookWindow): Promise<JobBooking> {
  const quote = await quoteOfLink(req, token)
  const locationId = idOf(quote.location)
  const refuse = (message: string) =>
    new ProblemError(problem(409, message, { errors: [{ field: 'startsAt', message }] }))
  if (quote.status !== 'accepted' || locationId === null)
    throw refuse(`Quote ${quote.number} can be booked once you have accepted it.`)
  const alreadyBooked = () => refuse(`The job of quote ${quote.number} is already booked.`)
  if (await bookedJobOf(req, quote)) throw alreadyBooked()
  const location = await locationBooking(req, locationId)
  const [lead] = await queryInTransaction<{ name: string | null; address: string | null }>(
    req,
    sql`SELECT name, address FROM desk_leads WHERE id = ${idOf(quote.lead)}`,
  )
  const booking = {
    kind: 'job' as const,
    lead: idOf(quote.lead)!,
    quote: quote.id,
    services: servicesOf(quote),
    customerName: quote.customerName ?? lead?.name ?? null,
    address: quote.address ?? lead?.address ?? null,
    startsAt: body.startsAt,
    minutes: visitMinutes(location.lengths, 'job', servicesOf(quote)),
    notBefore: customerNotBefore(location),
    bookedBy: 'customer' as const,
  }
  await refuseUnlessFree(req, location, body.startsAt, booking)
  const startedHere = await initTransaction(req)
  try {
    await queryInTransaction(req, sql`SELECT id FROM quotes WHERE id = ${quote.id} FOR UPDATE`)
    if (await bookedJobOf(req, quote)) throw alreadyBooked()
    await bookVisit(req, location, booking)
    if (startedHere) await commitTransaction(req)
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
  return jobBooking(req, token)
}
