import type { PayloadRequest, TaskConfig } from 'payload'
import { kindOfCollection, type LeadCollection } from '@ecs/shared/leads'
import { DEFAULT_LANGUAGE } from '@ecs/shared/schemas'
import { languageOfLead } from '../customer-words'
import { env } from '../env'
import { findDeskLead } from '../leads/desk/desk-sync'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import type { LeadEmailFacts, LeadForEmail } from '../leads/kinds/email-facts'
import { customerConfirmation, staffAlert } from '../leads/emails/lead-emails'
import { wordsFor } from '../leads/emails/lead-email-words'
import { leadKindModule } from '../leads/kinds/registry'
import { leadRouting } from '../leads/routing/lead-routing'
import { sendMail } from '../utilities/mailer'
import { sendOnce } from '../utilities/send-once'
import { readInLocale } from '../utilities/read-in-locale'
import { retryPolicy } from './retry-policy'

export interface SendLeadEmailInput {
  collection: LeadCollection
  leadId: string
  audience: 'team' | 'customer'
}

/** Everything a lead's emails say: the document, its desk lead, the company and marketing's words. */
async function gatherFacts(req: PayloadRequest, input: SendLeadEmailInput): Promise<LeadEmailFacts> {
  const kind = kindOfCollection(input.collection)
  if (!kind) throw new Error(`No lead kind keeps its leads in ${input.collection}`)
  const { payload } = req
  // Filed in the same transaction as the document (desk-sync), so it is there once the job can run.
  const desk = await findDeskLead(req, kind, input.leadId)
  if (!desk) throw new Error(`The ${kind} ${input.leadId} has no desk lead`)
  const language = languageOfLead(desk)
  // What the lead points at (its location's label, its plan's name) in the reader's language: the
  // customer's, or English for staff.
  const lead = (await readInLocale(req, () =>
    payload.findByID({
      collection: input.collection,
      id: input.leadId,
      depth: 1,
      locale: input.audience === 'customer' ? language : DEFAULT_LANGUAGE,
      overrideAccess: true,
      req,
    }),
  )) as unknown as LeadForEmail
  const lookUp = leadKindModule(kind).emails.lookUp
  const [company, words, lookedUp, routing] = await Promise.all([
    payload.findGlobal({ slug: 'company-info', overrideAccess: true, req }),
    wordsFor(req, kind, language),
    lookUp ? lookUp(req, lead) : null,
    leadRouting(req, kind, input.leadId),
  ])
  return { kind, lead, desk, company, words, siteUrl: env.SITE_URL, lookedUp, routing, language }
}

/**
 * One email about a lead: the staff alert to the location's inbox (the company's when the lead has no
 * location) or the confirmation to the visitor. Separate jobs, so a failing visitor address never holds
 * back the office's alert. A throw is retried with backoff by the queue. Each sent email is noted on the
 * lead's timeline; a run after its runner died once the email had gone sends nothing (sendOnce).
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
    const name = `${input.collection}-${input.leadId}-${input.audience}`
    const messageId = `<${name}@${new URL(env.CMS_URL).hostname}>`
    if (!(await sendOnce(req.payload, `email-${name}`, () => sendMail(req.payload, { ...mail, messageId }))))
      return { output: { sentTo: mail.to } }
    await appendToTimeline(req, facts.desk.id, {
      type: 'email',
      actor: null,
      toValue: input.audience === 'team' ? 'staff alert' : 'confirmation',
      // What was sent, word for word (the plain-text part), so staff see what the customer read.
      text: `To ${mail.to}: ${mail.subject}\n\n${mail.text}`.slice(0, 5000),
    })
    return { output: { sentTo: mail.to } }
  },
}
