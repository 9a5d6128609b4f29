import type { Pool } from '../utilities/database'
import { rollupBoundary, ensureRollup } from './daily-rollup'
import { leadTables } from '../leads/lead-tables'
import { attributionWhere, leadCtes, rollupWhere, type ReportQuery, type SqlValues } from './report-filters'

/**
 * The rows every aggregate report sums: (day, utm_source, utm_medium, utm_campaign, s, l, c) where
 * summing s gives sessions, l leads and c sessions with a lead, for the query's filters.
 *
 * - Sessions of closed days come from the daily rollup, today's from `attribution` (a few rows).
 * - Leads come from the lead tables joined to their session (at most a few tens of thousands of
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
  const ctes = leadCtes(await leadTables(pool), `${values.add(`${query.from}T00:00:00Z`)}::timestamptz`)
  const day = `(a.created_at AT TIME ZONE 'UTC')::date`
  const dimensions = 'a.utm_source, a.utm_medium, a.utm_campaign'
  const parts: string[] = []
  if (query.converted !== 'true') {
    const boundaryDay = values.add(boundary)
    parts.push(
      `SELECT d.day, d.utm_source, d.utm_medium, d.utm_campaign, d.sessions AS s, 0 AS l, 0 AS c FROM attribution_daily d WHERE ${rollupWhere(query, values)} AND d.day < ${boundaryDay}::date`,
    )
    parts.push(
      `SELECT ${day}, ${dimensions}, 1, 0, 0 FROM attribution a WHERE ${attributionWhere(query, values)} AND a.created_at >= ${boundaryDay}::date AT TIME ZONE 'UTC'`,
    )
  }
  // Without a "converted" filter the lead rows add no sessions: a plain count can skip them.
  if (sessionsOnly && !query.converted)
    return {
      ctes,
      relation: `(${parts.join(' UNION ALL ')}) AS counted(day, utm_source, utm_medium, utm_campaign, s, l, c)`,
    }
  const [s, l, c] =
    query.converted === 'true'
      ? ['1', 'lc.leads', '1']
      : query.converted === 'false'
        ? ['-1', '0', '0']
        : ['0', 'lc.leads', '1']
  parts.push(
    `SELECT ${day}, ${dimensions}, ${s}, ${l}, ${c} FROM lead_counts lc JOIN attribution a ON a.session_id = lc.session_id WHERE ${attributionWhere(query, values)}`,
  )
  return {
    ctes,
    relation: `(${parts.join('\n      UNION ALL\n      ')}) AS counted(day, utm_source, utm_medium, utm_campaign, s, l, c)`,
  }
}
