import type { Pool } from '../utilities/database'
import { leadCountExpression, leadTables } from '../leads/lead-tables'
import { TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'
import { attributionWhere, SqlValues, type ReportQuery } from './report-filters'

const BATCH_SIZE = 5000
const HEADER = ['sessionId', 'createdAt', ...TOUCH_FIELDS, 'lastTouchAt', 'leads']

/**
 * A CSV cell. Quoted when needed; a leading =, +, - or @ is defused with an apostrophe so a
 * spreadsheet never runs a visitor-supplied campaign tag as a formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Every session matching the filters as CSV (page and pageSize are ignored), streamed in batches by
 * descending id so memory stays flat whatever the range. A failed batch is told to `onError` and ends
 * the stream with its error.
 */
export async function attributionCsv(
  pool: Pool,
  query: ReportQuery,
  onError: (error: unknown) => void,
): Promise<ReadableStream<Uint8Array>> {
  const tables = await leadTables(pool)
  const columns = TOUCH_FIELDS.map((field) => `a.${TOUCH_COLUMNS[field]}`).join(', ')
  const encoder = new TextEncoder()
  // Above any serial id (a Postgres integer).
  let afterId = 2_147_483_647

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${HEADER.join(',')}\r\n`))
    },
    async pull(controller) {
      const values = new SqlValues()
      const where = attributionWhere(query, values, { leadTables: tables })
      const sql = `
        SELECT a.id, a.session_id, a.created_at, ${columns}, a.last_touch_at, ${leadCountExpression(tables, 'a.session_id')} AS leads
        FROM attribution a
        WHERE ${where} AND a.id < ${values.add(afterId)}
        ORDER BY a.id DESC LIMIT ${values.add(BATCH_SIZE)}`
      try {
        const { rows } = await pool.query<Record<string, unknown>>({
          text: sql,
          values: values.values,
          rowMode: 'array',
        } as never)
        const lines = (rows as unknown as unknown[][]).map((row) => row.slice(1).map(csvCell).join(',')).join('\r\n')
        if (rows.length > 0) controller.enqueue(encoder.encode(`${lines}\r\n`))
        if (rows.length < BATCH_SIZE) controller.close()
        else afterId = Number((rows as unknown as unknown[][]).at(-1)![0])
      } catch (error) {
        onError(error)
        controller.error(error)
      }
    },
  })
}

/** The download's file name. */
export const attributionCsvName = (query: ReportQuery) => `attribution-${query.from}-to-${query.to}.csv`
