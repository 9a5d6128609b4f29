import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { importSpend } from '../ad-spend/import-spend'
import { readSpendCsv, SpendCsvError } from '../ad-spend/read-spend-csv'
import { databasePool } from '../utilities/database'
import { fetchBodySource, readBody } from '../utilities/read-body'
import { contractEndpoint } from './contract-endpoint'

/**
 * POST /api/ad-spend/import (text/csv): an ad platform's spend export, its platform told by its header
 * (readSpendCsv), upserted into ad-spend by day, platform and campaign (importSpend). A file with a bad
 * line is a 422 naming its line and column, and nothing of it is stored.
 */
export const adSpendImportEndpoint = contractEndpoint(
  'adSpendImport',
  async ({ req }) => {
    const bytes = await readBody(fetchBodySource(req), { mediaType: 'text/csv', maxBytes: BODY_LIMITS.adSpendCsv })
    let read: ReturnType<typeof readSpendCsv>
    try {
      read = readSpendCsv(bytes.toString('utf8'))
    } catch (error) {
      if (!(error instanceof SpendCsvError)) throw error
      const field = error.line === null ? 'file' : `line ${error.line}${error.column ? `, ${error.column}` : ''}`
      throw new ProblemError(
        problem(422, error.message, { kind: 'validation', errors: [{ field, message: error.message }] }),
      )
    }
    const imported = await importSpend(databasePool(req.payload), read.format.platform, read.lines)
    return { format: read.format.name, platform: read.format.platform, lines: read.lines.length, ...imported }
  },
  { collection: 'ad-spend', ownBody: true },
)
