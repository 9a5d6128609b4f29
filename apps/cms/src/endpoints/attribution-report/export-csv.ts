import type { Endpoint } from 'payload'
import { attributionCsv, attributionCsvName } from '../../attribution/export-csv'
import { reportHandler } from './report-handler'

/** GET /api/attribution-report/export.csv: every session matching the filters, as a CSV download (attributionCsv). */
export const attributionExportEndpoint: Endpoint = {
  path: '/attribution-report/export.csv',
  method: 'get',
  handler: reportHandler(async ({ req, query, pool }) => {
    const stream = await attributionCsv(pool, query, (error) =>
      req.payload.logger.error({ err: error }, 'attribution export failed'),
    )
    return new Response(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${attributionCsvName(query)}"`,
        'cache-control': 'no-store',
      },
    })
  }),
}
