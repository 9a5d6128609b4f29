import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff read business data (attribution, leads, payments); admins can too. */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'staff')
