import type { Access } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/**
 * Who reads leads: staff work them, admins too, and marketing reads them to judge which campaigns
 * bring customers (attribution). Marketing does not change them: that is the sales team's record.
 */
export const isLeadReader: Access = ({ req }) => hasRole(req.user, 'admin', 'staff', 'marketing')
