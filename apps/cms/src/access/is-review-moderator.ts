import type { Access } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/** Who approves or rejects reviews: marketing owns the site's content, staff answer customers. */
export const isReviewModerator: Access = ({ req }) => hasRole(req.user, 'admin', 'marketing', 'staff')
