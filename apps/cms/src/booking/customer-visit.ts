import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { momentLabel, type BookWindow, type CustomerVisit } from '@ecs/shared/booking'
import type { Visit } from '@ecs/shared/cms'
import { problem, ProblemError } from '@ecs/shared/http'
import { customerLanguage } from '../customer-words'
import { quoteOffice } from '../quotes/quote-view'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'
import { locationBooking } from './location-booking'
import { inLocationTurn } from './location-turn'
import { openWindows } from './take-window'
import { readVisitLink } from './visit-link'
import { changeUntil, customerBookableFrom, customerNotBefore } from './visit-rules'
import { cancelVisit, leadOfVisit, locationOfVisit, moveVisit, visitView } from './visits'

/**
 * The visit a customer's link names, or why not: 403 for a link changed or not made by us, 410 for one
 * past its visit's start, each with the office to call. With `lock`, the row is locked for the caller's
 * transaction.
 */
async function visitOfLink(req: PayloadRequest, token: string, { lock = false } = {}): Promise<Visit> {
  const read = readVisitLink(token)
  // A visit that exists is refused in its customer's language too (the site's page of the link says it).
  const refuse = async (status: 403 | 410, message: string, visit?: Visit) => {
    const [office, language] = await Promise.all([
      quoteOffice(req, visit ? locationOfVisit(visit) : null),
      visit ? customerLanguage(req, leadOfVisit(visit)) : undefined,
    ])
    return new ProblemError(
      problem(status, `${message} Please call ${office.name} on ${office.phone}.`, {
        errors: [{ field: 'token', message }],
        language,
      }),
    )
  }
  if (!read.ok && read.reason === 'altered')
    throw await refuse(403, 'This visit link is not valid: it may have been cut short or changed.')
  const visitId = read.ok ? read.visitId : Number(token.split('-')[0])
  if (lock) await queryInTransaction(req, sql`SELECT id FROM visits WHERE id = ${visitId} FOR UPDATE`)
  const visit = await req.payload
    .findByID({ collection: 'visits', id: visitId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!visit) throw await refuse(403, 'This visit link is not valid: it may have been cut short or changed.')
  if (!read.ok) throw await refuse(410, 'This link has expired: the visit it was for has begun.', visit)
  return visit
}

/**
 * The customer's visit page: the visit, whether they may still change it, and the windows to move it to,
 * in the language of its lead.
 */
export async function customerVisit(req: PayloadRequest, token: string): Promise<CustomerVisit> {
  const visit = await visitOfLink(req, token)
  const location = await locationBooking(req, locationOfVisit(visit))
  const language = await customerLanguage(req, leadOfVisit(visit))
  const until = changeUntil(visit, location)
  const canChange = visit.status === 'booked' && until.getTime() > Date.now()
  const minutes = (Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000
  return {
    visit: visitView(visit, location.timeZone, language),
    language,
    canChange,
    changeUntil: momentLabel(until, location.timeZone, language),
    windows: canChange
      ? await openWindows(req, location, {
          kind: visit.kind,
          minutes,
          notBefore: customerNotBefore(location),
          except: visit.id,
          language,
        })
      : [],
    office: { name: location.name, phone: location.phone },
    reviewReminder: reviewReminderOf(visit),
  }
}

/** Where a done job's review reminder stands for its customer (see CustomerVisit). */
function reviewReminderOf(visit: Visit): CustomerVisit['reviewReminder'] {
  if (visit.reviewOptedOutAt) return 'stopped'
  return visit.status === 'done' && !visit.reviewRemindedAt ? 'due' : null
}

/**
 * The customer stops a done job's review reminder (the request's link): the visit's row locked, so a
 * reminder being sent at that moment either went before or finds the stop. Asking twice changes nothing.
 */
export async function stopReviewReminder(req: PayloadRequest, token: string): Promise<CustomerVisit> {
  await inRequestTransaction(req, async () => {
    const visit = await visitOfLink(req, token, { lock: true })
    if (visit.status !== 'done') {
      const message = `Visit ${visit.reference} is not done: there is no review reminder to stop.`
      throw new ProblemError(problem(409, message, { errors: [{ field: 'token', message }] }))
    }
    if (!visit.reviewOptedOutAt)
      await queryInTransaction(req, sql`UPDATE visits SET review_opted_out_at = now() WHERE id = ${visit.id}`)
  })
  return customerVisit(req, token)
}

/** Runs a change on the locked visit in one transaction, after the cut-off check, then answers the page. */
async function change(
  req: PayloadRequest,
  token: string,
  work: (visit: Visit, location: Awaited<ReturnType<typeof locationBooking>>) => Promise<unknown>,
): Promise<CustomerVisit> {
  const startedHere = await initTransaction(req)
  try {
    const visit = await visitOfLink(req, token, { lock: true })
    const location = await locationBooking(req, locationOfVisit(visit))
    const refuse = (message: string) =>
      new ProblemError(problem(409, message, { errors: [{ field: 'token', message }] }))
    if (visit.status !== 'booked') throw refuse(`Visit ${visit.reference} is ${visit.status}: it cannot be changed.`)
    if (changeUntil(visit, location).getTime() <= Date.now())
      throw refuse(
        `Visit ${visit.reference} can no longer be changed online (up to ${location.changeCutoffHours} hours before it). Please call ${location.name} on ${location.phone}.`,
      )
    await work(visit, location)
    if (startedHere) await commitTransaction(req)
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
  return customerVisit(req, token)
}

/**
 * The customer moves their visit to another free window (409 "just taken" when it went meanwhile), in its
 * location's turn like every booking (a visit keeps its location and kind).
 */
export async function rescheduleVisit(req: PayloadRequest, token: string, body: BookWindow): Promise<CustomerVisit> {
  const visit = await visitOfLink(req, token)
  return inLocationTurn(locationOfVisit(visit), visit.kind, () =>
    change(req, token, (locked, location) =>
      moveVisit(req, location, locked, body.startsAt, customerBookableFrom(location)),
    ),
  )
}

/** The customer cancels their visit: its place is free at once, the office sees it on the lead's timeline. */
export function cancelCustomerVisit(req: PayloadRequest, token: string): Promise<CustomerVisit> {
  return change(req, token, (visit, location) => cancelVisit(req, location, visit, 'the customer'))
}
