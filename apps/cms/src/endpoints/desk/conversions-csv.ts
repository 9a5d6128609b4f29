import type { Endpoint } from 'payload'
import { conversionsQuerySchema } from '@ecs/shared/leads'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { adsConversionsCsv } from '../../leads/desk/ads-conversions'
import { csvDownload } from '../../utilities/csv'
import { databasePool } from '../../utilities/database'
import { parseQuery } from './desk-handler'

/**
 * GET /api/desk/conversions.csv: won (and with qualified=true, qualified) leads that came from a Google
 * ad click, as Google Ads' offline conversion import file (adsConversionsCsv).
 */
export const conversionsExportEndpoint: Endpoint = {
  path: '/desk/conversions.csv',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const file = await adsConversionsCsv(
      req.payload,
      databasePool(req.payload),
      parseQuery(req, conversionsQuerySchema),
    )
    let sent = false
    return csvDownload(
      file.fileName,
      file.header,
      async () => {
        if (sent) return []
        sent = true
        return file.rows
      },
      { preamble: file.preamble },
    )
  }),
}
