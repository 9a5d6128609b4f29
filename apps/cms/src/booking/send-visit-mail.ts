import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { momentLabel } from '@ecs/shared/booking'
import { customerWords, languageOfLead } from '../customer-words'
import { env } from '../env'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import { queueText } from '../texts/send-text'
import { inRequestTransaction, queryInTransaction } from '../utilities/database'
import { sendMail } from '../utilities/mailer'
import { locationBooking } from './location-booking'
import { visitEmail, type VisitMail } from './visit-emails'
import { visitInvitation } from './visit-invitation'
import { visitLink } from './visit-link'
import { changeUntil } from './visit-rules'
import { leadOfVisit, locationOfVisit, visitView } from './visits'

export interface VisitMailInput {
  visitId: number
  mail: VisitMail
  /** The start the mail was queued for: a visit moved since is not mailed about its old time. */
  startsAt: string
}

export type VisitMailOutcome = 'sent' | 'no email' | 'out of date' | 'already sent'

/**
 * Sends one of a visit's emails (the sendVisitMail job), with its calendar invitation. The visit's row is
 * locked while it runs; a reminder is sent only while the visit is still booked at the time it was queued
 * for, and `reminder_sent_at` is set in the same transaction, so a retry or a second runner sends nothing.
 * With the customer's consent the reminder also goes as a text (queued, so the quiet hours apply). All of
 * it, the invitation's words too, is written in the language of the visit's lead.
 */
export function sendVisitMail(req: PayloadRequest, input: VisitMailInput): Promise<VisitMailOutcome> {
  return inRequestTransaction(req, () => send(req, input))
}

async function send(req: PayloadRequest, input: VisitMailInput): Promise<VisitMailOutcome> {
  const [locked] = await queryInTransaction<{ id: number }>(
    req,
    sql`SELECT id FROM visits WHERE id = ${input.visitId} FOR UPDATE`,
  )
  if (!locked) return 'out of date'
  const visit = await req.payload.findByID({
    collection: 'visits',
    id: input.visitId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const current = Date.parse(visit.startsAt) === Date.parse(input.startsAt)
  const wanted = input.mail === 'cancelled' ? visit.status === 'cancelled' : visit.status === 'booked' && current
  if (!wanted) return 'out of date'
  if (input.mail === 'reminder' && visit.reminderSentAt) return 'already sent'
  const lead = await req.payload.findByID({
    collection: 'desk-leads',
    id: leadOfVisit(visit),
    depth: 0,
    overrideAccess: true,
    req,
  })
  const location = await locationBooking(req, locationOfVisit(visit))
  const language = languageOfLead(lead)
  const words = customerWords(language).visit
  const view = visitView(visit, location.timeZone, language)
  const office = { name: location.name, phone: location.phone }
  if (input.mail === 'reminder') {
    await queryInTransaction(req, sql`UPDATE visits SET reminder_sent_at = now() WHERE id = ${visit.id}`)
    await queueText(
      req,
      {
        purpose: 'visit-reminder',
        leadId: lead.id,
        body: words.reminderText(office.name, view.label, view.reference, office.phone),
      },
      { timeZone: location.timeZone },
    )
  }
  if (!lead.email) return 'no email'
  const until = changeUntil(visit, location)
  const mail = await visitEmail({
    mail: input.mail,
    visit: view,
    office,
    changeLink: until.getTime() > Date.now() ? visitLink(visit) : null,
    changeUntil: momentLabel(until, location.timeZone, language),
    siteUrl: env.SITE_URL,
    language,
    to: lead.email,
  })
  const invitation = visitInvitation(
    {
      reference: visit.reference,
      title: words.invitationTitle(view.kind, office.name),
      startsAt: visit.startsAt,
      endsAt: visit.endsAt,
      address: visit.address ?? null,
      description: words.invitationDescription(visit.reference, office.phone),
      organizer: { name: office.name, email: location.email },
      sequence: Math.floor(Date.parse(visit.updatedAt) / 1000) % 2_147_483_647,
    },
    input.mail === 'cancelled',
  )
  const host = new URL(env.CMS_URL).hostname
  await sendMail(req.payload, {
    ...mail,
    icalEvent: invitation,
    messageId: `<visit-${visit.id}-${input.mail}-${Date.parse(input.startsAt)}@${host}>`,
  })
  await appendToTimeline(req, lead.id, {
    type: 'email',
    actor: null,
    toValue: input.mail,
    text: `${mail.subject} (to ${lead.email})`,
  })
  return 'sent'
}
