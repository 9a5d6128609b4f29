import type { Pool } from '../utilities/database'
import { SqlValues } from '../utilities/sql-values'
import { countedSessions, sumCounted } from './counted-sessions'
import { breakdownOrder, type LandingPagesQuery } from '@ecs/shared/attribution'
import { breakdownPage } from './breakdown-page'
import type { ReportQuery } from './report-filters'
import { reportFigures, type GroupCounts } from './summary-report'

/**
 * Sessions, leads and conversion by campaign landing page (/lp/{slug}) over the range and filters: the
 * sessions whose first touch landed on one, and their leads. Summed like the summary: closed days from
 * the daily rollup's landing page column, today's sessions from `attribution`, leads (and the
 * "converted" filter) from the desk's copies of their session's first touch. Every landing page is
 * counted, then sorted and cut to the page asked for as the summary's breakdowns are. With the source
 * rules it applied.
 */
export async function landingPageReport(pool: Pool, query: ReportQuery & LandingPagesQuery) {
  const values = new SqlValues()
  const relation = await countedSessions(pool, query, values, { dimensions: ['landingPage'], landed: true })
  const sql = `
    SELECT "landingPage" AS landing_page, sum(s)::int AS sessions, sum(l)::int AS leads, sum(c)::int AS converted,
      sum(w)::int AS won, sum(v)::float8 AS value
    FROM ${relation}
    GROUP BY "landingPage"
    HAVING sum(s) > 0`
  const rows = await sumCounted<GroupCounts & { landing_page: string }>(pool, sql, values)
  const { rows: byLandingPage, page } = breakdownPage(
    rows.map((row) => ({ landingPage: row.landing_page, ...reportFigures(row) })),
    (row) => row.landingPage,
    breakdownOrder(query, 'landingPage'),
    query.pageSize,
  )
  return {
    from: query.from,
    to: query.to,
    byLandingPage,
    page,
    sourceRules: query.sourceRules,
  }
}
