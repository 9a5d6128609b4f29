import type { QueryResultRow } from 'pg'
import { inTransaction, type Pool } from '../utilities/database'
import { COUNTED_LEAD, SESSION_LEAD_FIGURES } from './lead-counts'
import { rollupBoundary, ensureRollup } from './daily-rollup'
import type { SqlValues } from '../utilities/sql-values'
import { attributionWhere, touchWhere, type ReportQuery } from './report-filters'
import { reportedSourceSql } from './source-rules'
import { LEAD_TOUCH, ROLLUP_TOUCH, SESSION_TOUCH, type TouchColumns, type TouchDimension } from './touch-columns'

interface CountedOptions {
  /** The first-touch facts the rows are grouped by: the relation's first columns, named as here. */
  dimensions: readonly TouchDimension[]
  /** Only sessions that first landed on a campaign landing page. */
  landed?: boolean
  /** Only the sessions' count (s) is read: without a "converted" filter the lead rows can be skipped. */
  sessionsOnly?: boolean
  /** Whether c (sessions with a lead) is read: grouping the leads per session is needed only for it and for "converted". */
  convertedRead?: boolean
}

/**
 * The rows every aggregate report sums: (...dimensions, s, l, c, w, v) where summing s gives sessions,
 * l leads, c sessions with a lead, w won leads and v their won value, for the query's filters. A
 * session's leads and revenue count for its first touch and its day.
 *
 * - Sessions of closed days come from the daily rollup, today's from `attribution` (a few rows).
 * - Leads come from the desk's leads alone, grouped per session (for c): each carries a copy of its session's
 *   first touch (migration report_rollups), so no lead is joined to its session here. That is also how
 *   the "converted" filter is answered: converted=true counts only those sessions; converted=false takes
 *   them away from all sessions (s = -1).
 */
export async function countedSessions(
  pool: Pool,
  query: ReportQuery,
  values: SqlValues,
  { dimensions, landed = false, sessionsOnly = false, convertedRead = true }: CountedOptions,
): Promise<string> {
  const boundary = rollupBoundary()
  await ensureRollup(pool, query.from, query.to, boundary)
  // A source is grouped as the reports count it (merged into its target); filters read the stored one.
  // Written once per table, so its select list and GROUP BY hold the same expression (same placeholders).
  const reported = new Map<TouchColumns, string>()
  const column = (touch: TouchColumns, dimension: TouchDimension) => {
    if (dimension !== 'source') return touch[dimension]
    if (!reported.has(touch)) reported.set(touch, reportedSourceSql(touch.source, query.sourceRules, values))
    return reported.get(touch)!
  }
  const grouped = (touch: TouchColumns) => dimensions.map((dimension) => `${column(touch, dimension)}, `).join('')
  const groupBy = (touch: TouchColumns) =>
    dimensions.length ? ` GROUP BY ${dimensions.map((dimension) => column(touch, dimension)).join(', ')}` : ''
  const landedOnly = (touch: TouchColumns) => (landed ? ` AND ${touch.landingPage} IS NOT NULL` : '')
  const parts: string[] = []
  if (query.converted !== 'true') {
    const boundaryDay = values.add(boundary)
    parts.push(
      `SELECT ${grouped(ROLLUP_TOUCH)}sum(d.sessions), 0, 0, 0, 0::numeric FROM attribution_daily d WHERE ${touchWhere(query, values, ROLLUP_TOUCH)} AND d.day < ${boundaryDay}::date${landedOnly(ROLLUP_TOUCH)}${groupBy(ROLLUP_TOUCH)}`,
    )
    parts.push(
      `SELECT ${grouped(SESSION_TOUCH)}count(*), 0, 0, 0, 0 FROM attribution a WHERE ${attributionWhere(query, values)} AND a.created_at >= ${boundaryDay}::date AT TIME ZONE 'UTC'${landedOnly(SESSION_TOUCH)}${groupBy(SESSION_TOUCH)}`,
    )
  }
  if (!sessionsOnly || query.converted) {
    const leadRows = `FROM desk_leads dl WHERE ${touchWhere(query, values, LEAD_TOUCH)} AND ${COUNTED_LEAD}${landedOnly(LEAD_TOUCH)}`
    const { leads, won, value } = SESSION_LEAD_FIGURES
    if (!convertedRead && !query.converted) {
      // No figure needs the sessions that have a lead: the leads are summed straight by the dimensions.
      parts.push(`SELECT ${grouped(LEAD_TOUCH)}0, ${leads}, 0, ${won}, ${value} ${leadRows}${groupBy(LEAD_TOUCH)}`)
    } else {
      const [s, c, figures] =
        query.converted === 'true'
          ? ['1', '1', `${leads}, ${won}, ${value}`]
          : query.converted === 'false'
            ? ['-1', '0', '0, 0, 0']
            : ['0', '1', `${leads}, ${won}, ${value}`]
      const perSession = `SELECT ${grouped(LEAD_TOUCH)}${s}, ${figures}, ${c} ${leadRows} GROUP BY ${grouped(LEAD_TOUCH)}dl.attribution_session_id`
      const names = dimensions.map((dimension) => `"${dimension}", `).join('')
      parts.push(
        `SELECT ${names}sum(s), sum(l), sum(c), sum(w), sum(v) FROM (${perSession}) AS per_session(${names}s, l, w, v, c)${dimensions.length ? ` GROUP BY ${names.slice(0, -2)}` : ''}`,
      )
    }
  }
  const columns = [...dimensions.map((dimension) => `"${dimension}"`), 's', 'l', 'c', 'w', 'v'].join(', ')
  return `(${parts.join('\n      UNION ALL\n      ')}) AS counted(${columns})`
}

/**
 * Sort and hash memory for a query over countedSessions: grouping the leads per session holds one entry
 * per converted session (about 15 MB for 97,000 of them at bench volume). Postgres's default 4 MB
 * made it sort on disk (an external merge), which cost more than the rest of the report.
 */
const REPORT_WORK_MEM = '32MB'

/** Runs `sql` (a query over countedSessions' relation) with the memory its grouping needs. */
export function sumCounted<Row extends QueryResultRow>(pool: Pool, sql: string, values: SqlValues): Promise<Row[]> {
  return inTransaction(pool, async (client) => {
    await client.query(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`)
    return (await client.query<Row>(sql, values.values)).rows
  })
}
