import type { FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Field-level twin of isStaff: the sales team's working fields (status, notes). */
export const isStaffField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'staff')
