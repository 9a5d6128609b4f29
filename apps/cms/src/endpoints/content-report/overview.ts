import type { Endpoint } from 'payload'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { contentOverview } from '../../content/overview'
import { json } from '../../utilities/json-response'

/** GET /api/content-report/overview (staff): what the /cms dashboard lists (contentOverview). */
export const contentOverviewEndpoint: Endpoint = {
  path: '/content-report/overview',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => json(await contentOverview(req.payload))),
}
