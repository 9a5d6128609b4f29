import type { Access } from 'payload'
import { CONTENT_EDITOR_ROLES, hasRole } from '@ecs/shared/roles'

/** Marketing edits the site's content; admins can do everything marketing can. */
export const isContentEditor: Access = ({ req }) => hasRole(req.user, ...CONTENT_EDITOR_ROLES)
