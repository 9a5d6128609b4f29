import type { Pool } from '../utilities/database'
import { leadCountExpression, SESSION_LEADS_SQL } from './lead-counts'
import { SqlValues } from '../utilities/sql-values'
import { countedSessions, sumCounted } from './counted-sessions'
import { attributionWhere, type ReportQuery } from './report-filters'
import { LAST_TOUCH_JSON, SESSION_SELECT } from './session-columns'

/** Fewer matching sessions than this are fetched through the filters' indexes rather than by date. */
const RARE_MATCHES = 20_000

/**
 * One page of sessions matching the filters, newest first, with each session's lead count and the
 * total number of matches (counted in the database), and the source rules it applied.
 */
export async function sessionsPage(pool: Pool, query: ReportQuery) {
  // The total is summed from the rollup like the summary's, not counted row by row.
  const countValues = new SqlValues()
  const counted = await countedSessions(pool, query, countValues, { dimensions: [], sessionsOnly: true })
  const countSql = `SELECT coalesce(sum(s), 0)::int AS total FROM ${counted}`
  const counting = sumCounted<{ total: number }>(pool, countSql, countValues).then((rows) => rows[0]?.total ?? 0)
  // Converted sessions are found through the leads (a semi-join), so their page need not wait for the count.
  const total = query.converted === 'true' ? null : await counting

  // The page first, then lead counts for its rows only. Walking the created_at index newest first
  // is best when matches are common; when they are rare it would read the whole range to fill a
  // page, so the order is made non-indexable and Postgres finds the few matches through the filter
  // columns' indexes and sorts them.
  const rare = total !== null && total < RARE_MATCHES
  const pageValues = new SqlValues()
  const pageWhere = attributionWhere(query, pageValues, { withLeads: true })
  const pageSql = `
    SELECT page.*, ${leadCountExpression('page."sessionId"')}::int AS leads
    FROM (
      SELECT ${SESSION_SELECT} FROM attribution a
      WHERE ${pageWhere}
      ORDER BY ${rare ? "a.created_at + interval '0 seconds'" : 'a.created_at'} DESC, a.id DESC
      LIMIT ${pageValues.add(query.pageSize)} OFFSET ${pageValues.add((query.page - 1) * query.pageSize)}
    ) page
    ORDER BY page."createdAt" DESC, page.id DESC`

  const [page, totalDocs] = await Promise.all([pool.query(pageSql, pageValues.values), counting])
  return {
    docs: page.rows,
    page: query.page,
    pageSize: query.pageSize,
    totalDocs,
    totalPages: Math.max(1, Math.ceil(totalDocs / query.pageSize)),
    sourceRules: query.sourceRules,
  }
}

/** A session's full record (both touches) and its leads on the desk; null when the session has no record. */
export async function sessionDetail(pool: Pool, sessionId: string) {
  const { rows } = await pool.query(
    `SELECT ${SESSION_SELECT}, ${LAST_TOUCH_JSON} AS "lastTouch" FROM attribution a WHERE a.session_id = $1`,
    [sessionId],
  )
  if (rows.length === 0) return null

  const { rows: leads } = await pool.query(SESSION_LEADS_SQL, [sessionId])
  return { session: rows[0], leads }
}
