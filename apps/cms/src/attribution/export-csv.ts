import type { Pool } from '../utilities/database'
import { leadCountExpression } from './lead-counts'
import { localMinuteSql } from '../utilities/local-time-sql'
import { SqlValues } from '../utilities/sql-values'
import { TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'
import { attributionWhere, type ReportQuery } from './report-filters'
import { sourceRulesCell } from './source-rules'

const BATCH_SIZE = 5000
export const ATTRIBUTION_CSV_HEADER = [
  'sessionId',
  'createdAt',
  'timeZone',
  ...TOUCH_FIELDS,
  'lastTouchAt',
  'leads',
  'sourceRules',
]

/**
 * A session's time zone: that of the location of its first lead, the office that answered it; UTC for a
 * session that sent none (a visit has no location until it sends a lead). One indexed look-up per row.
 */
const SESSION_ZONE = `coalesce((
  SELECT loc.time_zone::text FROM desk_leads dl JOIN locations loc ON loc.id = dl.location_id
  WHERE dl.attribution_session_id = a.session_id ORDER BY dl.created_at, dl.id LIMIT 1), 'UTC')`

/**
 * Every session matching the filters (page and pageSize are ignored) as CSV rows, batch by batch by
 * descending id so memory stays flat whatever the range: each call answers the next batch, an empty
 * one when done (csvDownload's nextBatch). Its times are on its location's clock, the zone beside them;
 * the last column names the source rules the selection followed.
 */
export function attributionCsvBatches(pool: Pool, query: ReportQuery): () => Promise<unknown[][]> {
  const columns = TOUCH_FIELDS.map((field) => `a.${TOUCH_COLUMNS[field]}`).join(', ')
  // Above any serial id (a Postgres integer).
  let afterId = 2_147_483_647
  let done = false
  const rules = sourceRulesCell(query.sourceRules)
  return async () => {
    if (done) return []
    const values = new SqlValues()
    const where = attributionWhere(query, values, { withLeads: true })
    const sql = `
      SELECT a.id, a.session_id, ${localMinuteSql('a.created_at', 'zone.name')}, zone.name, ${columns},
        ${localMinuteSql('a.last_touch_at', 'zone.name')}, ${leadCountExpression('a.session_id')} AS leads
      FROM attribution a CROSS JOIN LATERAL (SELECT ${SESSION_ZONE} AS name) zone
      WHERE ${where} AND a.id < ${values.add(afterId)}
      ORDER BY a.id DESC LIMIT ${values.add(BATCH_SIZE)}`
    const { rows } = await pool.query({ text: sql, values: values.values, rowMode: 'array' } as never)
    const batch = rows as unknown as unknown[][]
    done = batch.length < BATCH_SIZE
    if (batch.length > 0) afterId = Number(batch.at(-1)![0])
    return batch.map((row) => [...row.slice(1), rules])
  }
}

/** The download's file name. */
export const attributionCsvName = (query: Pick<ReportQuery, 'from' | 'to'>) =>
  `attribution-${query.from}-to-${query.to}.csv`
