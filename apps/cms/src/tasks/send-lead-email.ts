import type { TaskConfig } from 'payload'
import { env } from '../env'
import { customerConfirmation, teamNotice, type LeadCollection, type LeadForEmail } from '../leads/lead-emails'
import { sendMail } from '../utilities/mailer'
import { retryPolicy } from './retry-policy'

export interface SendLeadEmailInput {
  collection: LeadCollection
  leadId: string
  audience: 'team' | 'customer'
}

/**
 * One email about a lead: the notice to the location's inbox (the company's when the lead has no
 * location) or the confirmation to the customer. Separate jobs, so a failing customer address never
 * holds back the team's notice. A throw is retried with backoff by the queue.
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
    const { payload } = req
    const lead = (await payload.findByID({
      collection: input.collection,
      id: input.leadId,
      depth: 1,
      overrideAccess: true,
    })) as unknown as LeadForEmail
    const company = await payload.findGlobal({ slug: 'company-info', overrideAccess: true })
    const mail =
      input.audience === 'team'
        ? teamNotice(
            input.collection,
            lead,
            (typeof lead.location === 'object' && lead.location?.email) || company.email,
            env.CMS_URL,
          )
        : customerConfirmation(input.collection, lead, company.phone)
    if (!mail) return { output: { sentTo: '' } }
    const messageId = `<${input.collection}-${input.leadId}-${input.audience}@${new URL(env.CMS_URL).hostname}>`
    await sendMail(payload, { ...mail, messageId })
    return { output: { sentTo: mail.to } }
  },
}
