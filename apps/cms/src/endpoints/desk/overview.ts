import { deskOverview } from '../../leads/desk/desk-overview'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/desk/overview (staff): what the /cms dashboard shows of the desk (deskOverview). */
export const deskOverviewEndpoint = contractEndpoint('deskOverview', async ({ req }) =>
  deskOverview(databasePool(req.payload)),
)
