import type { TaskConfig } from 'payload'
import { sendVisitMail, type VisitMailInput, type VisitMailOutcome } from '../booking/send-visit-mail'
import { VISIT_MAILS } from '../booking/visit-emails'
import { retryPolicy } from './retry-policy'

/** One of a visit's emails (booking/send-visit-mail.ts): checked against the visit again when it runs. */
export const sendVisitMailTask: TaskConfig<{ input: VisitMailInput; output: { outcome: VisitMailOutcome } }> = {
  slug: 'sendVisitMail',
  label: "Send a visit's email",
  retries: retryPolicy,
  inputSchema: [
    { name: 'visitId', type: 'number', required: true },
    { name: 'mail', type: 'select', options: [...VISIT_MAILS], required: true },
    { name: 'startsAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendVisitMail(req, input) } }),
}
