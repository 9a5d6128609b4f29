import { ATTRIBUTION_CSV_HEADER, attributionCsvBatches, attributionCsvName } from '../../attribution/export-csv'
import { withSourceRules } from '../../attribution/report-filters'
import { csvDownload } from '../../utilities/csv'
import { databasePool } from '../../utilities/database'
import { answeredFile, contractEndpoint } from '../contract-endpoint'

/** GET /api/attribution-report/export.csv: every session matching the filters, as a CSV download (attributionCsvBatches). */
export const attributionExportEndpoint = contractEndpoint('reportExport', async ({ req, query }) =>
  answeredFile(
    csvDownload(
      attributionCsvName(query),
      ATTRIBUTION_CSV_HEADER,
      attributionCsvBatches(databasePool(req.payload), await withSourceRules(databasePool(req.payload), query)),
      { onError: (error) => req.payload.logger.error({ err: error }, 'attribution export failed') },
    ),
  ),
)
