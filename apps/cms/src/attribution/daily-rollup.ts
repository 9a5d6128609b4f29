import { inTransaction, type Connection, type Pool } from '../utilities/database'
import { SESSION_TOUCH } from './touch-columns'

const DAY_MS = 24 * 60 * 60 * 1000
/** Sessions are stamped by the database at insert; a day is closed once this long has passed after it. */
const SETTLE_MS = 10 * 60 * 1000

/**
 * The first day that is not rolled up (UTC, YYYY-MM-DD): earlier days are read from
 * `attribution_daily`, this day and later from `attribution` itself. A day is rolled up only once it
 * can get no more sessions (the visit time is the insert time).
 */
export function rollupBoundary(now = Date.now()): string {
  return new Date(now - SETTLE_MS).toISOString().slice(0, 10)
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10)
}

/** One statement: the missing days of [from, to] aggregated into the rollup and marked rolled up. */
const ROLL_UP_SQL = `
  WITH missing AS (
    SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d
    WHERE NOT EXISTS (SELECT 1 FROM attribution_rollup_days r WHERE r.day = d::date)
  ),
  rolled AS (
    INSERT INTO attribution_daily (day, utm_source, utm_medium, utm_campaign, has_click_id, landing_page, sessions)
    SELECT ${SESSION_TOUCH.day}, ${SESSION_TOUCH.source}, ${SESSION_TOUCH.medium}, ${SESSION_TOUCH.campaign},
      ${SESSION_TOUCH.hasClickId}, ${SESSION_TOUCH.landingPage}, count(*)::int
    FROM attribution a
    WHERE a.created_at >= $1::date AT TIME ZONE 'UTC' AND a.created_at < ($2::date + 1) AT TIME ZONE 'UTC'
      AND ${SESSION_TOUCH.day} IN (SELECT day FROM missing)
    GROUP BY 1, 2, 3, 4, 5, 6
  )
  INSERT INTO attribution_rollup_days (day) SELECT day FROM missing`

/**
 * Makes sure every closed day of [from, to] is in the rollup. Usually nothing to do or one new day
 * (a few milliseconds); the first report after a large import rolls up everything it covers once.
 * An advisory lock keeps two reports from rolling up the same day twice.
 */
export async function ensureRollup(pool: Pool, from: string, to: string, boundary = rollupBoundary()): Promise<void> {
  const lastClosed = previousDay(boundary)
  const until = to < lastClosed ? to : lastClosed
  if (from > until) return
  const { rows } = await pool.query<{ missing: number }>(
    `SELECT count(*)::int AS missing FROM generate_series($1::date, $2::date, interval '1 day') AS d WHERE NOT EXISTS (SELECT 1 FROM attribution_rollup_days r WHERE r.day = d::date)`,
    [from, until],
  )
  if (rows[0]!.missing === 0) return
  await underRollupLock(pool, async (client) => {
    await client.query(ROLL_UP_SQL, [from, until])
  })
}

/**
 * Forgets the rollup of the days given (after staff change or delete a session of a closed day), so
 * the next report rolls them up again from the sessions themselves.
 */
export async function invalidateRollup(pool: Pool, days: string[]): Promise<void> {
  if (days.length === 0) return
  await underRollupLock(pool, async (client) => {
    await client.query('DELETE FROM attribution_daily WHERE day = ANY($1::date[])', [days])
    await client.query('DELETE FROM attribution_rollup_days WHERE day = ANY($1::date[])', [days])
  })
}

/** Runs `work` in one transaction holding the rollup's advisory lock, so rollups and invalidations never interleave. */
async function underRollupLock(pool: Pool, work: (client: Connection) => Promise<void>): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('attribution_daily_rollup'))`)
    await work(client)
  })
}
