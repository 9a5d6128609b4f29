import type { Endpoint } from 'payload'
import { reportHandler } from './report-handler'
import { TOUCH_COLUMNS, TOUCH_FIELDS } from '../../attribution/columns'
import { leadCountExpression, leadTables } from '../../leads/lead-tables'
import { attributionWhere, SqlValues } from '../../attribution/report-filters'

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
 * GET /api/attribution-report/export.csv: every session matching the filters (page and pageSize are
 * ignored), streamed in batches by descending id so memory stays flat whatever the range.
 */
export const attributionExportEndpoint: Endpoint = {
  path: '/attribution-report/export.csv',
  method: 'get',
  handler: reportHandler(async ({ req, query, pool }) => {
    const tables = await leadTables(pool)
    const columns = TOUCH_FIELDS.map((field) => `a.${TOUCH_COLUMNS[field]}`).join(', ')
    const encoder = new TextEncoder()
    // Above any serial id (a Postgres integer).
    let afterId = 2_147_483_647

    const stream = new ReadableStream<Uint8Array>({
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
          req.payload.logger.error({ err: error }, 'attribution export failed')
          controller.error(error)
        }
      },
    })
    const name = `attribution-${query.from}-to-${query.to}.csv`
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    })
  }),
}
