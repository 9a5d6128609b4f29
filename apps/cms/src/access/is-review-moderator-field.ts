import type { FieldAccess } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/**
 * Field-level twin of isReviewModerator: who sets a review's status and date, and who sees where a
 * review came from. A field a caller may not set is dropped and takes its default.
 */
export const isReviewModeratorField: FieldAccess = ({ req }) => hasRole(req.user, 'admin', 'marketing', 'staff')
