import { contentOverview } from '../../content/overview'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/content-report/overview (staff): what the /cms dashboard lists (contentOverview). */
export const contentOverviewEndpoint = contractEndpoint('contentOverview', async ({ req }) =>
  contentOverview(req.payload),
)
