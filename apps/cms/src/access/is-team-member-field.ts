import type { FieldAccess } from 'payload'
import { isTeamMember } from './is-team-member'

/** Field-level isTeamMember: a setting the team works with and visitors never read (a location's default deposit). */
export const isTeamMemberField: FieldAccess = ({ req }) => isTeamMember({ req }) === true
