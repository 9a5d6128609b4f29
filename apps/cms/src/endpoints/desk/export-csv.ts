import { readSourceRules } from '../../attribution/source-rules'
import { DESK_CSV_HEADER, deskCsvBatches, deskCsvName } from '../../leads/desk/desk-export'
import { csvDownload } from '../../utilities/csv'
import { databasePool } from '../../utilities/database'
import { answeredFile, contractEndpoint } from '../contract-endpoint'

/** GET /api/desk/leads/export.csv: every lead matching the inbox's filters, as a formula-safe CSV download (deskCsvBatches). */
export const deskExportEndpoint = contractEndpoint('deskExport', async ({ req, query }) => {
  const pool = databasePool(req.payload)
  const batches = deskCsvBatches(pool, query, await readSourceRules(pool))
  return answeredFile(
    csvDownload(deskCsvName(), DESK_CSV_HEADER, batches, {
      onError: (error) => req.payload.logger.error({ err: error }, 'lead export failed'),
    }),
  )
})
