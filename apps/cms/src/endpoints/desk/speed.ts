import { speedReport } from '../../leads/desk/speed-report'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/desk/speed (staff): how fast leads were answered over a range of days (speedReport). */
export const deskSpeedEndpoint = contractEndpoint('deskSpeed', async ({ req, query }) =>
  speedReport(databasePool(req.payload), query),
)
