import type { Endpoint } from 'payload'
import { ATTRIBUTION_CSV_HEADER, attributionCsvBatches, attributionCsvName } from '../../attribution/export-csv'
import { csvDownload } from '../../utilities/csv'
import { reportHandler } from './report-handler'

/** GET /api/attribution-report/export.csv: every session matching the filters, as a CSV download (attributionCsvBatches). */
export const attributionExportEndpoint: Endpoint = {
  path: '/attribution-report/export.csv',
  method: 'get',
  handler: reportHandler(async ({ req, query, pool }) =>
    csvDownload(attributionCsvName(query), ATTRIBUTION_CSV_HEADER, attributionCsvBatches(pool, query), {
      onError: (error) => req.payload.logger.error({ err: error }, 'attribution export failed'),
    }),
  ),
}
