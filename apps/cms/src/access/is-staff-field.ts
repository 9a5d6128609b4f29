import { isStaff as isStaffUser } from '@ecs/shared/roles'
import type { FieldAccess } from 'payload'

/** Field-level isStaff: an office setting marketing and visitors neither read nor set (who answers leads). */
export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req.user)
