import type { Pool } from '../utilities/database'
import { rollupBoundary, ensureRollup } from './daily-rollup'
import type { SqlValues } from '../utilities/sql-values'
import { attributionWhere, leadCtes, rollupWhere, type ReportQuery } from './report-filters'

/** The columns of the relation countedSessions answers, in order. */
const COUNTED_COLUMNS = 'counted(day, utm_source, utm_medium, utm_campaign, s, l, c, w, v)'

/**
 * The rows every aggregate report sums: (day, utm_source, utm_medium, utm_campaign, s, l, c, w, v) where
 * summing s gives sessions, l leads, c sessions with a lead, w won leads and v their won value, for the
 * query's filters. A session's leads and revenue count for its first touch and its day.
 *
 * - Sessions of closed days come from the daily rollup, today's from `attribution` (a few rows).
 * - Leads come from the desk's leads joined to their session (at most a few tens of thousands of
 *   index lookups), which is also how the "converted" filter is answered: converted=true counts only
 *   those sessions; converted=false takes them away from all sessions (s = -1).
 */
export async function countedSessions(
  pool: Pool,
  query: ReportQuery,
  values: SqlValues,
  { sessionsOnly = false } = {},
): Promise<{ ctes: string; relation: string }> {
  const boundary = rollupBoundary()
  await ensureRollup(pool, query.from, query.to, boundary)
  const ctes = leadCtes(`${values.add(`${query.from}T00:00:00Z`)}::timestamptz`)
  const day = `(a.created_at AT TIME ZONE 'UTC')::date`
  const dimensions = 'a.utm_source, a.utm_medium, a.utm_campaign'
  const parts: string[] = []
  if (query.converted !== 'true') {
    const boundaryDay = values.add(boundary)
    parts.push(
      `SELECT d.day, d.utm_source, d.utm_medium, d.utm_campaign, d.sessions AS s, 0 AS l, 0 AS c, 0 AS w, 0::numeric AS v FROM attribution_daily d WHERE ${rollupWhere(query, values)} AND d.day < ${boundaryDay}::date`,
    )
    parts.push(
      `SELECT ${day}, ${dimensions}, 1, 0, 0, 0, 0 FROM attribution a WHERE ${attributionWhere(query, values)} AND a.created_at >= ${boundaryDay}::date AT TIME ZONE 'UTC'`,
    )
  }
  // Without a "converted" filter the lead rows add no sessions: a plain count can skip them.
  if (sessionsOnly && !query.converted)
    return { ctes, relation: `(${parts.join(' UNION ALL ')}) AS ${COUNTED_COLUMNS}` }
  const [s, l, c] =
    query.converted === 'true'
      ? ['1', 'lc.leads', '1']
      : query.converted === 'false'
        ? ['-1', '0', '0']
        : ['0', 'lc.leads', '1']
  const [w, v] = query.converted === 'false' ? ['0', '0'] : ['lc.won', 'lc.value']
  parts.push(
    `SELECT ${day}, ${dimensions}, ${s}, ${l}, ${c}, ${w}, ${v} FROM lead_counts lc JOIN attribution a ON a.session_id = lc.session_id WHERE ${attributionWhere(query, values)}`,
  )
  return { ctes, relation: `(${parts.join('\n      UNION ALL\n      ')}) AS ${COUNTED_COLUMNS}` }
}
