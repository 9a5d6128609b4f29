import type { TaskConfig } from 'payload'
import { CONVERSION_KINDS } from '../collections/ads-conversion-uploads'
import { sendConversion, type SendConversionInput } from '../leads/conversions/send-conversion'
import { retryPolicy } from './retry-policy'

/**
 * One lead's conversion to Google Ads (leads/conversions/send-conversion.ts). A throw (Google unreachable
 * or busy) is retried with backoff by the queue; a refusal is logged and not retried.
 */
export const sendAdsConversionTask: TaskConfig<{ input: SendConversionInput; output: { result: string } }> = {
  slug: 'sendAdsConversion',
  label: 'Send a conversion to Google Ads',
  retries: retryPolicy,
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'conversion', type: 'select', options: [...CONVERSION_KINDS], required: true },
  ],
  outputSchema: [{ name: 'result', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { result: await sendConversion(req, input) } }),
}
