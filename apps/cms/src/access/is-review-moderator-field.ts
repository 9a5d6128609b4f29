import type { FieldAccess } from 'payload'
import { hasRole } from './roles'

/**
 * Field-level twin of isReviewModerator. On create, a field a visitor may not set is dropped and takes
 * its default: a public review is always stored pending and dated now, whatever it claims.
 */
export const isReviewModeratorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'marketing', 'staff')
