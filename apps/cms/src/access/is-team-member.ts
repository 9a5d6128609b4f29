import type { Access } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/** Anyone on the team (admins, staff, marketing): settings both the office and marketing work with. */
export const isTeamMember: Access = ({ req }) => hasRole(req.user, 'admin', 'staff', 'marketing')
