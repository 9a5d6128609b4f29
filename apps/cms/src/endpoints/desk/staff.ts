import type { Endpoint } from 'payload'
import { STAFF_ROLES } from '@ecs/shared/roles'
import { json } from '../../utilities/json-response'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'

/**
 * GET /api/desk/staff: the accounts a lead can be given to (admins and staff), by name. Staff cannot
 * list accounts themselves (users are read by admins and their owners only); this answers no more than
 * the owner picker needs.
 */
export const deskStaffEndpoint: Endpoint = {
  path: '/desk/staff',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { roles: { in: [...STAFF_ROLES] } },
      select: { name: true, email: true },
      sort: 'name',
      limit: 500,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return json({ docs: docs.map(({ id, name, email }) => ({ id, name: name || email, email })) })
  }),
}
