import type { Pool } from 'pg'

/** How long a new database connection may take to open: a paused or unreachable Postgres fails here. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3_000

/** The work was not answered within its time budget. */
export class TimeBudgetExceeded extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
    this.name = 'TimeBudgetExceeded'
  }
}

/**
 * The answer of `work`, or a TimeBudgetExceeded rejection once `ms` pass without it. Only the waiting
 * stops: a statement already sent to a Postgres that stopped answering cannot be taken back, and it
 * finishes (or fails) when Postgres answers again. What is given a budget is therefore work that may
 * safely happen late: a count, an upsert, a lead keyed by its idempotency key.
 */
export function withinTimeBudget<Result>(work: Promise<Result>, ms: number): Promise<Result> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeBudgetExceeded(ms)), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * The pool, its queries each failing after `ms` without an answer (node-postgres's own query_timeout
 * hands a connection still busy with the late statement to the next query): for callers with a way on
 * when Postgres is slow to answer, such as the rate limiter's counts in this process's memory.
 */
export function timeBoxedPool(pool: Pool, ms: number): Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>
  return { query: (...args: unknown[]) => withinTimeBudget(query(...args), ms) } as unknown as Pool
}
