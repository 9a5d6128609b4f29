// State that every replica of an app must see the same way (docs/decisions/011-replicas.md): rate limit
// counts and Postgres notices (content changed, the lead desk changed), kept in the Postgres the stack
// already runs, and the size of a job queue run. Server-only: it depends on node-postgres, so neither
// the browser nor the pure parts of this package import it.
export { rateLimiter, RATE_LIMITS_TABLE, type RateLimiterOptions } from './rate-limiter'
export { CONTENT_CHANGED_CHANNEL, parseContentChange, type ContentChange } from './content-changes'
export { listenForNotices, type NoticeListener } from './notice-listener'
export { CMS_POOL_SIZE, JOBS_AT_ONCE } from './job-queue'
export { DATABASE_CONNECT_TIMEOUT_MS, TimeBudgetExceeded, timeBoxedPool, withinTimeBudget } from './time-budget'
