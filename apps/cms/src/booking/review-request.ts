import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Visit } from '@ecs/shared/cms'
import { isLocationSlug } from '@ecs/shared/catalog'
import { localePath, paths } from '@ecs/shared/routes'
import type { Language } from '@ecs/shared/schemas'
import { customerWords, languageOfLead } from '../customer-words'
import { env } from '../env'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import { queueText } from '../texts/send-text'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'
import { sendMail } from '../utilities/mailer'
import { locationBooking } from './location-booking'
import { reviewRequestEmail, type ReviewRequestStep } from './review-emails'
import { reviewLink } from './visit-link'
import { leadOfVisit, locationOfVisit } from './visits'

export interface ReviewRequestInput {
  visitId: number
  step: ReviewRequestStep
}

export type ReviewRequestOutcome = 'sent' | 'not done' | 'already sent' | 'stopped' | 'reviewed' | 'no email'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

/**
 * The review form's address for this job, in the customer's language: its location, its (first) service
 * and its reference filled in.
 */
async function reviewFormUrl(
  req: PayloadRequest,
  visit: Visit,
  locationSlug: string,
  language: Language,
): Promise<string> {
  const serviceId = idOf(visit.services?.[0])
  const service = serviceId
    ? await req.payload.findByID({ collection: 'services', id: serviceId, depth: 0, overrideAccess: true, req })
    : null
  const location = isLocationSlug(locationSlug) ? locationSlug : undefined
  const path = paths.leaveReview(location, { service: service?.slug ?? undefined, reference: visit.reference })
  return `${env.SITE_URL}${localePath(language, path)}`
}

/** Whether a review already came in with this job's reference (then no reminder is needed). */
async function reviewed(req: PayloadRequest, visit: Visit): Promise<boolean> {
  const rows = await queryInTransaction<{ id: number }>(
    req,
    sql`SELECT id FROM reviews WHERE reference = ${visit.reference} LIMIT 1`,
  )
  return rows.length > 0
}

/**
 * Sends a done job's review request or its reminder (the sendReviewRequest job). The visit's row is
 * locked while it runs and the step's time (`review_requested_at`, `review_reminded_at`) is set in the
 * same transaction, so a retry, a second copy of the job or a second CMS replica racing for it sends
 * nothing more: once per job. The reminder goes only if the customer has neither stopped it nor written
 * a review meanwhile. The request also goes as a text with the customer's consent (queued: the quiet
 * hours and STOP apply); the reminder is an email only. Both are written in the language of the job's lead.
 */
export function sendReviewRequest(req: PayloadRequest, input: ReviewRequestInput): Promise<ReviewRequestOutcome> {
  return inRequestTransaction(req, () => send(req, input))
}

async function send(req: PayloadRequest, { visitId, step }: ReviewRequestInput): Promise<ReviewRequestOutcome> {
  const [locked] = await queryInTransaction<{ id: number }>(
    req,
    sql`SELECT id FROM visits WHERE id = ${visitId} FOR UPDATE`,
  )
  if (!locked) return 'not done'
  const visit = await req.payload.findByID({ collection: 'visits', id: visitId, depth: 0, overrideAccess: true, req })
  if (visit.status !== 'done' || !visit.doneAt) return 'not done'
  if (step === 'request') {
    if (visit.reviewRequestedAt) return 'already sent'
    await queryInTransaction(req, sql`UPDATE visits SET review_requested_at = now() WHERE id = ${visit.id}`)
  } else {
    if (!visit.reviewRequestedAt || visit.reviewRemindedAt) return 'already sent'
    if (visit.reviewOptedOutAt) return 'stopped'
    if (await reviewed(req, visit)) return 'reviewed'
    await queryInTransaction(req, sql`UPDATE visits SET review_reminded_at = now() WHERE id = ${visit.id}`)
  }
  const lead = await req.payload.findByID({
    collection: 'desk-leads',
    id: leadOfVisit(visit),
    depth: 0,
    overrideAccess: true,
    req,
  })
  const location = await locationBooking(req, locationOfVisit(visit))
  const office = { name: location.name, phone: location.phone }
  const language = languageOfLead(lead)
  const formUrl = await reviewFormUrl(req, visit, location.slug, language)
  if (step === 'request')
    await queueText(
      req,
      {
        purpose: 'review-request',
        leadId: lead.id,
        body: customerWords(language).review.text(office.name, location.googleReviewUrl ?? formUrl),
      },
      { timeZone: location.timeZone },
    )
  if (!lead.email) return 'no email'
  const mail = await reviewRequestEmail({
    step,
    customerName: visit.customerName ?? lead.name ?? null,
    reference: visit.reference,
    office,
    googleReviewUrl: location.googleReviewUrl,
    reviewFormUrl: formUrl,
    stopLink: step === 'request' ? reviewLink({ id: visit.id, doneAt: visit.doneAt }) : null,
    siteUrl: env.SITE_URL,
    language,
    to: lead.email,
  })
  const host = new URL(env.CMS_URL).hostname
  await sendMail(req.payload, { ...mail, messageId: `<review-${visit.id}-${step}@${host}>` })
  await appendToTimeline(req, lead.id, {
    type: 'email',
    actor: null,
    toValue: step === 'request' ? 'review request' : 'review reminder',
    text: `${mail.subject} (to ${lead.email})`,
  })
  return 'sent'
}
