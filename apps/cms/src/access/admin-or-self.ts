import type { Access } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/** Admins manage every account; any other signed-in user only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}
