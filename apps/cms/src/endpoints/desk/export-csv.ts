import type { Endpoint } from 'payload'
import { deskQuerySchema } from '@ecs/shared/leads'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { DESK_CSV_HEADER, deskCsvBatches, deskCsvName } from '../../leads/desk/desk-export'
import { csvDownload } from '../../utilities/csv'
import { databasePool } from '../../utilities/database'
import { parseQuery } from './desk-handler'

/** GET /api/desk/leads/export.csv: every lead matching the inbox's filters, as a formula-safe CSV download (deskCsvBatches). */
export const deskExportEndpoint: Endpoint = {
  path: '/desk/leads/export.csv',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const query = parseQuery(req, deskQuerySchema)
    return csvDownload(deskCsvName(), DESK_CSV_HEADER, deskCsvBatches(databasePool(req.payload), query), {
      onError: (error) => req.payload.logger.error({ err: error }, 'lead export failed'),
    })
  }),
}
