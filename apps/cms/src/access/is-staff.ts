import { isStaff as isStaffUser } from '@ecs/shared/roles'
import type { Access } from 'payload'

/** Staff read business data (attribution, leads, payments); admins can too. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)
