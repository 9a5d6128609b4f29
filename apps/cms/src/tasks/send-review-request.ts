import type { TaskConfig } from 'payload'
import { REVIEW_REQUEST_STEPS } from '../booking/review-emails'
import { sendReviewRequest, type ReviewRequestInput, type ReviewRequestOutcome } from '../booking/review-request'
import { retryPolicy } from './retry-policy'

/** A done job's review request or its reminder (booking/review-request.ts): sent once per job. */
export const sendReviewRequestTask: TaskConfig<{
  input: ReviewRequestInput
  output: { outcome: ReviewRequestOutcome }
}> = {
  slug: 'sendReviewRequest',
  label: 'Ask for a review of a done job',
  retries: retryPolicy,
  inputSchema: [
    { name: 'visitId', type: 'number', required: true },
    { name: 'step', type: 'select', options: [...REVIEW_REQUEST_STEPS], required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendReviewRequest(req, input) } }),
}
