import { attributionSummary } from '../../attribution/summary-report'
import { withSourceRules } from '../../attribution/report-filters'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/attribution-report/summary: sessions, leads and conversion, in total and by campaign (attributionSummary). */
export const attributionSummaryEndpoint = contractEndpoint('reportSummary', async ({ req, query }) =>
  attributionSummary(databasePool(req.payload), await withSourceRules(databasePool(req.payload), query)),
)
