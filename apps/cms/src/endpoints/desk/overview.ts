import type { Endpoint } from 'payload'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { deskOverview } from '../../leads/desk/desk-overview'
import { databasePool } from '../../utilities/database'
import { json } from '../../utilities/json-response'

/** GET /api/desk/overview (staff): what the /cms dashboard shows of the desk (deskOverview). */
export const deskOverviewEndpoint: Endpoint = {
  path: '/desk/overview',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => json(await deskOverview(databasePool(req.payload)))),
}
