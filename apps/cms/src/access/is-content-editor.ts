import type { Access } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/** Marketing edits the site's content; admins can do everything marketing can. */
export const isContentEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'marketing')
