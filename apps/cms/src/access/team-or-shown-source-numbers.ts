import type { Access } from 'payload'
import { isTeamMember } from './is-team-member'

/**
 * The team reads every tracking number; anyone else only the active source numbers, which the site
 * writes into every page for visitors of that source to see (the page's number swap before its first
 * layout). Pool numbers, lent to one visit at a time, and retired numbers stay the team's.
 */
export const teamOrShownSourceNumbers: Access = (args) =>
  isTeamMember(args) || { and: [{ use: { equals: 'source' } }, { active: { equals: true } }] }
