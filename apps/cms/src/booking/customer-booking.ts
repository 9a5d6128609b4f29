import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'
import { visitMinutes, type BookWindow, type JobBooking } from '@ecs/shared/booking'
import type { Quote, Visit } from '@ecs/shared/cms'
import { problem, ProblemError } from '@ecs/shared/http'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import { customerLanguage } from '../customer-words'
import { quoteOfLink } from '../quotes/customer-quote'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'
import { locationBooking, type LocationBooking } from './location-booking'
import { inLocationTurn } from './location-turn'
import { openWindows, refuseUnlessFree } from './take-window'
import { visitLink } from './visit-link'
import { changeUntil, customerBookableFrom, customerNotBefore } from './visit-rules'
import { bookVisit, visitView, type VisitBooking } from './visits'

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
 * A booking page's answer once its visit is booked: the visit (labelled in the page's language), and the
 * link to change it while the cut-off allows.
 */
export function bookedAnswer(
  visit: Visit,
  location: LocationBooking,
  minutes: number,
  language: Language = DEFAULT_LANGUAGE,
): JobBooking {
  return {
    visit: visitView(visit, location.timeZone, language),
    changeLink:
      visit.status === 'booked' && changeUntil(visit, location).getTime() > Date.now() ? visitLink(visit) : null,
    windows: [],
    minutes,
    canBook: false,
  }
}

/**
 * The job an accepted quote books: the visit already booked for it, or the free windows of its
 * location's job crews, long enough for the quote's services, from the cut-off on. Nothing to book for a
 * quote not accepted. Labelled in the language of the quote's lead.
 */
export async function jobBooking(req: PayloadRequest, token: string): Promise<JobBooking> {
  const quote = await quoteOfLink(req, token)
  const locationId = idOf(quote.location)
  if (quote.status !== 'accepted' || locationId === null)
    return { visit: null, changeLink: null, windows: [], minutes: 0, canBook: false }
  const location = await locationBooking(req, locationId)
  const language = await customerLanguage(req, idOf(quote.lead)!)
  const minutes = visitMinutes(location.lengths, 'job', servicesOf(quote))
  const visit = await bookedJobOf(req, quote)
  if (visit) return bookedAnswer(visit, location, minutes, language)
  const windows = await openWindows(req, location, {
    kind: 'job',
    minutes,
    notBefore: customerNotBefore(location),
    language,
  })
  return { visit: null, changeLink: null, windows, minutes, canBook: true }
}

/**
 * Books a customer's visit once, from the location's cut-off on (less the grace of a window just
 * offered). A window already gone is refused before any lock, outside any transaction, so a burst for
 * one last place holds a connection only for the bookings that could still win. Then, in the
 * location's turn (inLocationTurn: waiting bookings hold no pooled connection), one transaction:
 * `once.lock` locks the row that allows one booking (a quote, a lead), so a double click is one visit,
 * `once.refusal` answers the refusal of a second booking, and bookVisit takes the window under the
 * location's lock (409 "just taken" with the next free windows), writes the visit, moves the lead on and
 * queues the confirmation; a refusal writes nothing.
 */
export async function bookOnce(
  req: PayloadRequest,
  location: LocationBooking,
  visit: Omit<VisitBooking, 'notBefore' | 'bookedBy' | 'createdBy'>,
  once: { lock: SQL; refusal: () => Promise<ProblemError | null> },
): Promise<void> {
  const booking = { ...visit, notBefore: customerBookableFrom(location), bookedBy: 'customer' as const }
  await refuseUnlessFree(req, location, booking.startsAt, booking)
  await inLocationTurn(location.id, booking.kind, () =>
    inRequestTransaction(req, async () => {
      await queryInTransaction(req, once.lock)
      const refusal = await once.refusal()
      if (refusal) throw refusal
      await bookVisit(req, location, booking)
    }),
  )
}

/**
 * The customer books the job of their accepted quote in a free window: what can be refused without a
 * lock is refused first (the link, the quote's state, a job already booked), then bookOnce with the
 * quote locked (one job per quote) and the lead moved to job booked.
 */
export async function bookJob(req: PayloadRequest, token: string, body: BookWindow): Promise<JobBooking> {
  const quote = await quoteOfLink(req, token)
  const locationId = idOf(quote.location)
  const refuse = (message: string) =>
    new ProblemError(problem(409, message, { errors: [{ field: 'startsAt', message }] }))
  if (quote.status !== 'accepted' || locationId === null)
    throw refuse(`Quote ${quote.number} can be booked once you have accepted it.`)
  const alreadyBooked = async () =>
    (await bookedJobOf(req, quote)) ? refuse(`The job of quote ${quote.number} is already booked.`) : null
  const early = await alreadyBooked()
  if (early) throw early
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
  }
  await bookOnce(req, location, booking, {
    lock: sql`SELECT id FROM quotes WHERE id = ${quote.id} FOR UPDATE`,
    refusal: alreadyBooked,
  })
  return jobBooking(req, token)
}
