import { STAFF_ROLES } from '@ecs/shared/roles'
import { contractEndpoint } from '../contract-endpoint'

/**
 * GET /api/desk/staff: the accounts a lead can be given to (admins and staff), by name. Staff cannot
 * list accounts themselves (users are read by admins and their owners only); this answers no more than
 * the owner picker needs.
 */
export const deskStaffEndpoint = contractEndpoint('deskStaff', async ({ req }) => {
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
  return { docs: docs.map(({ id, name, email }) => ({ id, name: name || email, email })) }
})
