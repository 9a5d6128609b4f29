import type { Pool } from 'pg'
import { timeBoxedPool } from './time-budget'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * How long a count may wait for Postgres before this process's memory counts it instead: the limit
 * is checked before the request's own work, which has a budget of its own to fit in.
 */
const COUNT_BUDGET_MS = 400

/** Made by a CMS migration (20261123_033000_shared_rate_limits), so no replica races to create it. */
export const RATE_LIMITS_TABLE = 'rate_limits'

export interface RateLimiterOptions {
  /** Names the limit inside the one table: `site:lead`, `cms:sign-in`... */
  keyPrefix: string
  points: number
  durationSeconds: number
  /** How long a key that ran out stays refused (0: until its window ends). */
  blockSeconds?: number
}

/**
 * One limit. With a database pool the counts live in Postgres, so every replica of every app counts
 * the same requests and a restart forgets nothing; without one (a single process, unit tests) they
 * live in this process's memory. When Postgres cannot answer, or not within 0.4 s, the
 * process's own memory counts until it can (rate-limiter-flexible's insurance limiter): a database
 * outage or pause must not turn every sign-in into a 500, hold it until Postgres is back, nor lift
 * the limits.
 */
export function rateLimiter(options: RateLimiterOptions, pool?: Pool): RateLimiterAbstract {
  const settings = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockSeconds ?? 0,
  }
  if (!pool) return new RateLimiterMemory(settings)
  return new RateLimiterPostgres({
    ...settings,
    storeClient: timeBoxedPool(pool, COUNT_BUDGET_MS),
    storeType: 'pool',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(settings),
  })
}
