import type { Pool } from '../utilities/database'
import { SqlValues } from '../utilities/sql-values'
import { attributionWhere, leadCtes, type ReportQuery } from './report-filters'
import { reportFigures, type GroupCounts } from './summary-report'

/** The campaign landing page (/lp/{slug}) a session first landed on, from its landing URL. */
const LANDING_PATH = `substring(a.landing_page from '^[a-z]+://[^/?#]+(/lp/[^/?#]+)')`

/**
 * Sessions, leads and conversion by campaign landing page (/lp/{slug}) over the range and filters:
 * the sessions whose first touch landed on one, and their leads. Read from the sessions themselves
 * (the daily rollup does not know landing pages): an index range over the days asked for.
 */
export async function landingPageReport(pool: Pool, query: ReportQuery) {
  const values = new SqlValues()
  const sql = `
    WITH ${leadCtes(`${values.add(`${query.from}T00:00:00Z`)}::timestamptz`)},
    landed AS (
      SELECT a.session_id, ${LANDING_PATH} AS landing_page FROM attribution a
      WHERE ${attributionWhere(query, values, { withLeads: true })} AND a.landing_page LIKE '%/lp/%'
    )
    SELECT landed.landing_page, count(*)::int AS sessions, coalesce(sum(lc.leads), 0)::int AS leads,
      count(lc.session_id)::int AS converted, coalesce(sum(lc.won), 0)::int AS won, coalesce(sum(lc.value), 0)::float8 AS value
    FROM landed LEFT JOIN lead_counts lc ON lc.session_id = landed.session_id
    WHERE landed.landing_page IS NOT NULL
    GROUP BY landed.landing_page
    ORDER BY sessions DESC, landed.landing_page
    LIMIT 100`
  const { rows } = await pool.query<GroupCounts & { landing_page: string }>(sql, values.values)
  return {
    from: query.from,
    to: query.to,
    byLandingPage: rows.map((row) => ({ landingPage: row.landing_page, ...reportFigures(row) })),
  }
}
