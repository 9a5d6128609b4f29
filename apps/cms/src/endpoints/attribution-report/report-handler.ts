import { problem, problemResponse } from '@ecs/shared/http'
import type { PayloadHandler, PayloadRequest } from 'payload'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { databasePool, type Pool } from '../../utilities/database'
import { parseReportQuery, type ReportQuery } from '../../attribution/report-filters'

/**
 * The frame every attribution report shares: staff only, filters validated (a 400 naming the field
 * when they are not), then the report itself with the filters and the database pool.
 */
export function reportHandler(
  report: (args: { req: PayloadRequest; query: ReportQuery; pool: Pool }) => Promise<Response>,
): PayloadHandler {
  return staffOnlyEndpoint(async (req) => {
    const parsed = parseReportQuery(req)
    if (!parsed.ok)
      return problemResponse(
        problem(400, 'Some report filters are not valid.', { kind: 'validation', errors: parsed.errors }),
      )
    return report({ req, query: parsed.query, pool: databasePool(req.payload) })
  })
}
