import type { Pool } from '../utilities/database'
import { leadCountExpression } from './lead-counts'
import { SqlValues } from '../utilities/sql-values'
import { TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'
import { attributionWhere, type ReportQuery } from './report-filters'

const BATCH_SIZE = 5000
export const ATTRIBUTION_CSV_HEADER = ['sessionId', 'createdAt', ...TOUCH_FIELDS, 'lastTouchAt', 'leads']

/**
 * Every session matching the filters (page and pageSize are ignored) as CSV rows, batch by batch by
 * descending id so memory stays flat whatever the range: each call answers the next batch, an empty
 * one when done (csvDownload's nextBatch).
 */
export function attributionCsvBatches(pool: Pool, query: ReportQuery): () => Promise<unknown[][]> {
  const columns = TOUCH_FIELDS.map((field) => `a.${TOUCH_COLUMNS[field]}`).join(', ')
  // Above any serial id (a Postgres integer).
  let afterId = 2_147_483_647
  let done = false
  return async () => {
    if (done) return []
    const values = new SqlValues()
    const where = attributionWhere(query, values, { withLeads: true })
    const sql = `
      SELECT a.id, a.session_id, a.created_at, ${columns}, a.last_touch_at, ${leadCountExpression('a.session_id')} AS leads
      FROM attribution a
      WHERE ${where} AND a.id < ${values.add(afterId)}
      ORDER BY a.id DESC LIMIT ${values.add(BATCH_SIZE)}`
    const { rows } = await pool.query({ text: sql, values: values.values, rowMode: 'array' } as never)
    const batch = rows as unknown as unknown[][]
    done = batch.length < BATCH_SIZE
    if (batch.length > 0) afterId = Number(batch.at(-1)![0])
    return batch.map((row) => row.slice(1))
  }
}

/** The download's file name. */
export const attributionCsvName = (query: Pick<ReportQuery, 'from' | 'to'>) =>
  `attribution-${query.from}-to-${query.to}.csv`
