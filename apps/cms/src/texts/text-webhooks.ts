import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import twilio from 'twilio'
import { API_ROUTES } from '@ecs/shared/api'
import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { CLOSED_STATUSES } from '@ecs/shared/leads'
import { formatUsPhone, normalizeUsPhone } from '@ecs/shared/schemas'
import { TEXT_STATUSES } from '../collections/text-messages'
import { env } from '../env'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import { fetchBodySource, readBody } from '../utilities/read-body'
import { keywordOf, recordKeyword, type TextKeyword } from './opt-outs'
import { queueText } from './send-text'
import { textProvider, type TextProvider } from './text-provider'

/** Texts are on, or the webhooks do not exist (404, whatever was sent). */
export function requireTextProvider(): TextProvider {
  if (!textProvider) throw new ProblemError(problem(404, 'Texts are not set up here.'))
  return textProvider
}

const refused = (message: string) =>
  new ProblemError(problem(403, message, { kind: 'validation', errors: [{ field: 'x-twilio-signature', message }] }))

/**
 * A Twilio webhook's form fields, once its X-Twilio-Signature verifies them with the account's auth token
 * against the public address Twilio posts to (the site's, which forwards /api to the CMS): the Twilio
 * package's validateRequest. No signature, or one that does not verify (another body, another address, a
 * forged token) is 403 before anything is read into the database.
 */
export async function verifiedTwilioForm(
  req: PayloadRequest,
  route: 'textInbound' | 'textStatus',
): Promise<Record<string, string>> {
  const { authToken } = requireTextProvider()
  const signature = req.headers.get('x-twilio-signature')
  if (!signature) throw refused('The X-Twilio-Signature header is missing.')
  const body = await readBody(fetchBodySource(req), {
    mediaType: 'application/x-www-form-urlencoded',
    maxBytes: BODY_LIMITS.textWebhook,
  })
  const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')))
  const url = new URL(API_ROUTES[route].path, env.SITE_URL).href
  if (!twilio.validateRequest(authToken, signature, url, form))
    throw refused('The X-Twilio-Signature header does not verify this request.')
  // Postgres text holds no NUL; Twilio never sends one, so it is dropped rather than refused.
  return Object.fromEntries(Object.entries(form).map(([name, value]) => [name, value.replaceAll('\u0000', '')]))
}

/** The timeline's word for a text received: a reply, or the keyword it was. */
const RECEIVED_AS: Record<TextKeyword | 'reply', string> = {
  reply: 'received',
  'opt-out': 'opted out',
  'opt-in': 'opted in',
  help: 'asked for help',
}

/** The lead a text from `phone` answers: the newest open one with that number, else the newest at all. */
async function leadOfNumber(req: PayloadRequest, phone: string): Promise<number | undefined> {
  const find = async (open: boolean) => {
    const { docs } = await req.payload.find({
      collection: 'desk-leads',
      where: {
        and: [{ phone: { equals: phone } }, ...(open ? [{ status: { not_in: [...CLOSED_STATUSES] } }] : [])],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    return docs[0]?.id
  }
  return (await find(true)) ?? (await find(false))
}

/**
 * A text a customer sent us (the inbound webhook's verified form): kept once by its SID (Twilio retries
 * a webhook that failed), on the timeline of the lead it answers; STOP and its kin keep the number's
 * opt-out, START forgets it, HELP is answered with the company's name and number. One transaction: a
 * failure leaves nothing half-written, and Twilio's retry finds nothing of the first attempt.
 */
export async function receiveText(req: PayloadRequest, form: Record<string, string>): Promise<string> {
  const sid = form.MessageSid ?? form.SmsSid
  const from = form.From && (normalizeUsPhone(form.From) ?? form.From)
  if (!sid || !from) return 'ignored'
  const body = form.Body ?? ''
  const startedHere = await initTransaction(req)
  try {
    const { totalDocs } = await req.payload.count({
      collection: 'text-messages',
      where: { providerId: { equals: sid } },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) {
      if (startedHere) await commitTransaction(req)
      return 'repeated'
    }
    const keyword = keywordOf(body)
    if (keyword) await recordKeyword(req, from, keyword.keyword, keyword.word)
    const leadId = await leadOfNumber(req, from)
    await req.payload.create({
      collection: 'text-messages',
      data: {
        providerId: sid.slice(0, 64),
        lead: leadId ?? null,
        direction: 'inbound',
        phone: from.slice(0, 16),
        status: 'received',
      },
      overrideAccess: true,
      req,
    })
    if (leadId)
      await appendToTimeline(req, leadId, {
        type: 'text',
        actor: null,
        fromValue: formatUsPhone(from).slice(0, 100),
        toValue: RECEIVED_AS[keyword?.keyword ?? 'reply'],
        text: body.slice(0, 5000),
      })
    if (keyword?.keyword === 'help') {
      const company = await req.payload.findGlobal({ slug: 'company-info', overrideAccess: true, depth: 0, req })
      await queueText(req, {
        purpose: 'help',
        leadId: leadId ?? null,
        to: from,
        body: `${company.name}: texts about your service request. Call us at ${formatUsPhone(company.phone)}. Msg & data rates may apply. Reply STOP to opt out.`,
      })
    }
    if (startedHere) await commitTransaction(req)
    return keyword?.keyword ?? 'reply'
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}

/** A delivery status Twilio reports for a text we sent (the status callback's verified form). */
export async function recordTextStatus(req: PayloadRequest, form: Record<string, string>): Promise<string> {
  const sid = form.MessageSid ?? form.SmsSid
  const status = form.MessageStatus ?? form.SmsStatus
  if (!sid || !status || !(TEXT_STATUSES as readonly string[]).includes(status)) return 'ignored'
  const { docs } = await req.payload.update({
    collection: 'text-messages',
    where: { and: [{ providerId: { equals: sid } }, { direction: { equals: 'outbound' } }] },
    data: { status: status as (typeof TEXT_STATUSES)[number], errorCode: form.ErrorCode?.slice(0, 20) || null },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return docs.length > 0 ? 'recorded' : 'unknown'
}
