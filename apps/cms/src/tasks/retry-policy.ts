import { env } from '../env'

/** How many times a failed email or delivery is retried after the first try, with doubling waits. */
export const MAX_RETRIES = 6

/** Retries with exponential backoff (e.g. 15 s, 30 s, 1 min … about 16 min in all by default). */
export const retryPolicy = {
  attempts: MAX_RETRIES,
  backoff: { type: 'exponential' as const, delay: env.JOB_RETRY_DELAY_MS },
}
