import type { Access } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/** Editors read drafts too; everyone else reads only what is published. */
export const publishedOrEditor: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'marketing')) return true
  return { _status: { equals: 'published' } }
}
