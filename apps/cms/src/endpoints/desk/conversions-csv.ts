import { adsConversionsCsv } from '../../leads/desk/ads-conversions'
import { csvDownload } from '../../utilities/csv'
import { databasePool } from '../../utilities/database'
import { answeredFile, contractEndpoint } from '../contract-endpoint'

/**
 * GET /api/desk/conversions.csv: won (and with qualified=true, qualified) leads that came from a Google
 * ad click, as Google Ads' offline conversion import file (adsConversionsCsv).
 */
export const conversionsExportEndpoint = contractEndpoint('deskConversions', async ({ req, query }) => {
  const file = await adsConversionsCsv(req.payload, databasePool(req.payload), query)
  let sent = false
  return answeredFile(
    csvDownload(
      file.fileName,
      file.header,
      async () => {
        if (sent) return []
        sent = true
        return file.rows
      },
      { preamble: file.preamble },
    ),
  )
})
