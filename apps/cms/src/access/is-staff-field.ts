import type { FieldAccess } from 'payload'
import { isStaff } from '@ecs/shared/roles'

/** Field-level twin of isStaff: the sales team's working fields (status, notes). */
export const isStaffField: FieldAccess = ({ req }) => isStaff(req.user)
