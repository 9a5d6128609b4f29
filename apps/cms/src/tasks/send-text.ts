import type { TaskConfig } from 'payload'
import { sendText, TEXT_PURPOSES, type SendOutcome, type SendTextInput } from '../texts/send-text'
import { retryPolicy } from './retry-policy'

/**
 * One text (texts/send-text.ts): checked again when it runs, since a STOP or the night may have come
 * since it was queued. A throw (Twilio unreachable or refusing) is retried with backoff by the queue.
 */
export const sendTextTask: TaskConfig<{ input: SendTextInput; output: { outcome: SendOutcome } }> = {
  slug: 'sendText',
  label: 'Send a text',
  retries: retryPolicy,
  inputSchema: [
    { name: 'purpose', type: 'select', options: [...TEXT_PURPOSES], required: true },
    { name: 'leadId', type: 'number' },
    { name: 'to', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'actor', type: 'number' },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, job, req }) => ({ output: { outcome: await sendText(req, input, `text-job-${job.id}`) } }),
}
