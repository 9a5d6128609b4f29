import type { Endpoint } from 'payload'
import { attributionSummary } from '../../attribution/summary-report'
import { json } from '../../utilities/json-response'
import { reportHandler } from './report-handler'

/** GET /api/attribution-report/summary: sessions, leads and conversion, in total and by campaign (attributionSummary). */
export const attributionSummaryEndpoint: Endpoint = {
  path: '/attribution-report/summary',
  method: 'get',
  handler: reportHandler(async ({ query, pool }) => json(await attributionSummary(pool, query))),
}
