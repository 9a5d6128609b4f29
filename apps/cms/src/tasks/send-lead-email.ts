import type { PayloadRequest, TaskConfig } from 'payload'
import { kindOfCollection, type LeadKind } from '@ecs/shared/leads'
import { env } from '../env'
import { DEFAULT_WORDS, WORDS_GROUP, type EmailWords } from '../leads/emails/email-words'
import { findDeskLead } from '../leads/desk-sync'
import {
  customerConfirmation,
  staffAlert,
  type LeadCollection,
  type LeadEmailFacts,
  type LeadForEmail,
} from '../leads/lead-emails'
import { appendToTimeline } from '../leads/lead-timeline'
import { sendMail } from '../utilities/mailer'
import { retryPolicy } from './retry-policy'

export interface SendLeadEmailInput {
  collection: LeadCollection
  leadId: string
  audience: 'team' | 'customer'
}

/** Marketing's words for a kind's emails; a word left empty (or a row never saved) reads as the default. */
async function wordsFor(req: PayloadRequest, kind: LeadKind): Promise<EmailWords> {
  const saved = (await req.payload.findGlobal({ slug: 'lead-emails', overrideAccess: true, req }))[
    WORDS_GROUP[kind]
  ] as { staffSubject?: string | null; customer?: Record<string, string | null | undefined> | null } | undefined
  const defaults = DEFAULT_WORDS[kind]
  return {
    staffSubject: saved?.staffSubject || defaults.staffSubject,
    customer: defaults.customer && {
      subject: saved?.customer?.subject || defaults.customer.subject,
      greeting: saved?.customer?.greeting || defaults.customer.greeting,
      closing: saved?.customer?.closing || defaults.customer.closing,
    },
  }
}

async function roleTitle(req: PayloadRequest, role: unknown): Promise<string | null> {
  if (typeof role !== 'string') return null
  const { docs } = await req.payload.find({
    collection: 'jobs',
    where: { slug: { equals: role } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]?.title ?? null
}

/** Everything a lead's emails say: the document, its desk lead, the company and marketing's words. */
async function gatherFacts(req: PayloadRequest, input: SendLeadEmailInput): Promise<LeadEmailFacts> {
  const kind = kindOfCollection(input.collection)
  if (!kind) throw new Error(`No lead kind keeps its leads in ${input.collection}`)
  const { payload } = req
  const lead = (await payload.findByID({
    collection: input.collection,
    id: input.leadId,
    depth: 1,
    overrideAccess: true,
    req,
  })) as unknown as LeadForEmail
  // Filed in the same transaction as the document (desk-sync), so it is there once the job can run.
  const desk = await findDeskLead(req, kind, input.leadId)
  if (!desk) throw new Error(`The ${kind} ${input.leadId} has no desk lead`)
  const [company, words, role] = await Promise.all([
    payload.findGlobal({ slug: 'company-info', overrideAccess: true, req }),
    wordsFor(req, kind),
    kind === 'career-application' ? roleTitle(req, lead.role) : null,
  ])
  return { kind, lead, desk, company, words, siteUrl: env.SITE_URL, roleTitle: role }
}

/**
 * One email about a lead: the staff alert to the location's inbox (the company's when the lead has no
 * location) or the confirmation to the visitor. Separate jobs, so a failing visitor address never holds
 * back the office's alert. A throw is retried with backoff by the queue. Each sent email is noted on the
 * lead's timeline.
 */
export const sendLeadEmailTask: TaskConfig<{ input: SendLeadEmailInput; output: { sentTo: string } }> = {
  slug: 'sendLeadEmail',
  label: 'Send a lead email',
  retries: retryPolicy,
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'leadId', type: 'text', required: true },
    { name: 'audience', type: 'select', options: ['team', 'customer'], required: true },
  ],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
  handler: async ({ input, req }) => {
    const facts = await gatherFacts(req, input)
    const mail = input.audience === 'team' ? await staffAlert(facts) : await customerConfirmation(facts)
    if (!mail) return { output: { sentTo: '' } }
    const messageId = `<${input.collection}-${input.leadId}-${input.audience}@${new URL(env.CMS_URL).hostname}>`
    await sendMail(req.payload, { ...mail, messageId })
    await appendToTimeline(req, facts.desk.id, {
      type: 'email',
      actor: null,
      toValue: input.audience === 'team' ? 'staff alert' : 'confirmation',
      text: `To ${mail.to}: ${mail.subject}`,
    })
    return { output: { sentTo: mail.to } }
  },
}
