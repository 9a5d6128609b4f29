import type { PayloadRequest } from 'payload'
import type { TextQueued } from '@ecs/shared/api'
import { COMPANY_TIME_ZONE } from '@ecs/shared/hours'
import type { LeadKind } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import { formatUsPhone } from '@ecs/shared/schemas'
import { languageOfLead } from '../customer-words'
import { TEXT_STATUSES } from '../collections/text-messages'
import { env } from '../env'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import { fillWords, placeholderValues, type LeadPlaceholder } from '../leads/lead-words'
import { recordFirstContact } from '../leads/routing/first-contact'
import { leadRouting } from '../leads/routing/lead-routing'
import { locationLabelIn } from '../utilities/location-label'
import { isOptedOut } from './opt-outs'
import { textingTime } from './quiet-hours'
import { textProvider } from './text-provider'
import { textWords } from './text-words'
import { sendOnce } from '../utilities/send-once'
import { DEFAULT_LANGUAGE, LANGUAGE_LABELS, type Language } from '@ecs/shared/schemas'

/**
 * What a text is: the customer's instant text on a new lead, a staff member's text from the lead page,
 * a new-lead alert to a staff member, the answer to a customer's HELP, a lead's escalation to its
 * location's manager, a visit's day-before reminder, a done job's review request.
 */
export const TEXT_PURPOSES = [
  'lead-confirmation',
  'staff',
  'staff-alert',
  'help',
  'escalation',
  'visit-reminder',
  'review-request',
] as const
export type TextPurpose = (typeof TEXT_PURPOSES)[number]

/** Texts to the lead's customer, who must have agreed, must not have said STOP, and sleeps at night. */
const TO_CUSTOMER = new Set<TextPurpose>(['lead-confirmation', 'staff', 'visit-reminder', 'review-request'])
/**
 * Texts to staff about a lead, at any hour (they are work, asked for by the staff member or their role),
 * never to a number that said STOP.
 */
const TO_STAFF = new Set<TextPurpose>(['staff-alert', 'escalation'])

/** What each text to staff is called on the lead's timeline. */
const STAFF_TEXT_EVENTS: Partial<Record<TextPurpose, string>> = {
  'staff-alert': 'staff alert',
  escalation: 'manager alert',
}

export interface SendTextInput {
  purpose: TextPurpose
  /** The desk lead it is about (a HELP answer may have none). */
  leadId?: number | null
  /** The number, for texts not to the lead's customer (staff, a HELP answer). */
  to?: string | null
  /** The words, for texts whose words are not the office's (a staff member's, a HELP answer). */
  body?: string | null
  /** The staff member who sent it, for the timeline. */
  actor?: number | null
}

/** Where Twilio reports each text's delivery: the public site, which forwards /api to the CMS. */
const statusCallbackUrl = () => new URL('/api/texts/status', env.SITE_URL).href

/** Where a customer's quiet hours are counted: their lead's office. */
type TextingPlace = { timeZone?: string | null } | null

const timeZoneOf = (location: TextingPlace | undefined) => location?.timeZone ?? COMPANY_TIME_ZONE

/** A desk lead as a text needs it: its customer's number and consent, its location. */
export interface LeadForText {
  id: number
  kind: LeadKind
  /** The id in the kind's collection. */
  documentId: number
  reference: string
  name: string | null
  phone: string | null
  textConsentAt: string | null
  location: { id: number; timeZone?: string | null } | null
  /** The language of the page the lead came from: texts to the customer are written in it. */
  language: Language
}

export async function leadForText(req: PayloadRequest, id: number): Promise<LeadForText | undefined> {
  const lead = await req.payload
    .findByID({ collection: 'desk-leads', id, depth: 1, overrideAccess: true, req })
    .catch(() => undefined)
  if (!lead) return undefined
  const related = <T>(value: unknown) => (typeof value === 'object' && value !== null ? (value as T) : null)
  return {
    id: lead.id,
    kind: lead.kind as LeadKind,
    documentId: lead.documentId,
    reference: lead.reference,
    name: lead.name ?? null,
    phone: lead.phone ?? null,
    textConsentAt: lead.textConsentAt ?? null,
    location: related(lead.location),
    language: languageOfLead(lead),
  }
}

/** Why a text to a lead's customer cannot be sent, or undefined when it can. */
export async function customerRefusal(req: PayloadRequest, lead: LeadForText): Promise<string | undefined> {
  if (!textProvider) return 'Texts are off: the text provider is not set up.'
  if (!lead.phone) return 'This lead has no phone number.'
  if (!lead.textConsentAt) return 'The customer did not agree to texts.'
  if (await isOptedOut(req, lead.phone)) return 'The customer replied STOP: no text can be sent to this number.'
  return undefined
}

/**
 * Queues a text, in the request's transaction: at once, or, to a customer at night in their time zone,
 * at 8:00 there. The job checks everything again when it runs (sendText).
 */
export async function queueText(
  req: PayloadRequest,
  input: SendTextInput,
  location?: TextingPlace,
): Promise<TextQueued> {
  const now = new Date()
  const sendAt = TO_CUSTOMER.has(input.purpose) ? textingTime(now, timeZoneOf(location)) : now
  const held = sendAt.getTime() > now.getTime()
  await req.payload.jobs.queue({
    task: 'sendText',
    input: { ...input },
    ...(held && { waitUntil: sendAt }),
    req,
  })
  return { sendAt: sendAt.toISOString(), held }
}

/**
 * What a text's {placeholders} say for this lead, in the customer's language unless told (staff read
 * English): {promise} is the sentence its routing gave the visitor.
 */
export async function textPlaceholders(req: PayloadRequest, lead: LeadForText, language = lead.language) {
  const [company, routing, locationLabel] = await Promise.all([
    req.payload.findGlobal({ slug: 'company-info', overrideAccess: true, depth: 0, req }),
    leadRouting(req, lead.kind, lead.documentId),
    lead.location ? locationLabelIn(req, lead.location.id, language) : undefined,
  ])
  return placeholderValues({
    kind: lead.kind,
    firstName: null,
    name: lead.name,
    reference: lead.reference,
    locationLabel,
    companyName: company.name,
    routing,
    language,
  })
}

/** The new-lead alert to staff: the words filled in, the customer's language when not ours, the lead's page. */
export function staffAlertText(
  words: string,
  values: Record<LeadPlaceholder, string>,
  lead: { id: number; language: Language },
): string {
  const prefers = lead.language === DEFAULT_LANGUAGE ? '' : ` Prefers ${LANGUAGE_LABELS[lead.language]}.`
  return `${fillWords(words, values)}${prefers} ${new URL(paths.admin.leads(lead.id), env.SITE_URL).href}`
}

/** The customer's or staff member's words, filled in for the lead (a HELP answer is sent as it is). */
async function wordsFor(req: PayloadRequest, input: SendTextInput, lead: LeadForText | undefined): Promise<string> {
  if (input.purpose === 'help' || input.purpose === 'escalation' || !lead) return input.body ?? ''
  const toStaff = input.purpose === 'staff-alert'
  const [words, values] = await Promise.all([
    textWords(req, lead.language),
    textPlaceholders(req, lead, toStaff ? DEFAULT_LANGUAGE : lead.language),
  ])
  if (input.purpose === 'lead-confirmation') return fillWords(words.customerConfirmation, values)
  if (toStaff) return staffAlertText(words.staffAlert, values, lead)
  return fillWords(input.body ?? '', values)
}

export type SendOutcome = 'sent' | 'off' | 'no lead' | 'refused' | 'held'

/**
 * Sends one queued text (the sendText job): checks again that it may go (the provider, the lead, the
 * customer's consent and STOP, the quiet hours: a job that ran late is queued again for 8:00), sends it
 * through Twilio's Messaging API with a delivery callback, keeps its id and notes it on the lead's timeline.
 * `onceKey` is the same on every run of the job: a run after its runner died mid-way sends nothing again.
 */
export async function sendText(req: PayloadRequest, input: SendTextInput, onceKey: string): Promise<SendOutcome> {
  if (!textProvider) return 'off'
  const lead = input.leadId ? await leadForText(req, input.leadId) : undefined
  if (input.leadId && !lead) return 'no lead'
  const toCustomer = TO_CUSTOMER.has(input.purpose)
  if (toCustomer) {
    const refusal = await customerRefusal(req, lead!)
    if (refusal) {
      req.payload.logger.info({ lead: lead!.id, purpose: input.purpose, refusal }, 'text not sent')
      return 'refused'
    }
    const sendAt = textingTime(new Date(), timeZoneOf(lead!.location))
    if (sendAt.getTime() > Date.now()) {
      await req.payload.jobs.queue({ task: 'sendText', input: { ...input }, waitUntil: sendAt, req })
      return 'held'
    }
  }
  const to = toCustomer ? lead!.phone! : input.to
  if (!to) return 'refused'
  if (TO_STAFF.has(input.purpose) && (await isOptedOut(req, to))) return 'refused'
  const body = await wordsFor(req, input, lead)
  const { client, sender } = textProvider
  const sent = await sendOnce(req.payload, onceKey, () =>
    client.messages.create({ to, body, statusCallback: statusCallbackUrl(), ...sender }),
  )
  if (!sent) return 'sent'
  const message = sent.result
  await req.payload.create({
    collection: 'text-messages',
    data: {
      providerId: message.sid,
      lead: lead?.id ?? null,
      direction: 'outbound',
      phone: to,
      status: TEXT_STATUSES.find((status) => status === message.status) ?? 'queued',
    },
    overrideAccess: true,
    req,
  })
  if (lead)
    await appendToTimeline(req, lead.id, {
      type: 'text',
      actor: input.actor ?? null,
      fromValue: formatUsPhone(to),
      toValue: STAFF_TEXT_EVENTS[input.purpose] ?? 'sent',
      text: body,
    })
  // A staff member's text, once sent, is a first contact; the office's automatic texts are not.
  if (lead && input.purpose === 'staff') await recordFirstContact(req, lead.id, 'text', input.actor ?? null)
  return 'sent'
}
