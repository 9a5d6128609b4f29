import type { CollectionConfig } from 'payload'
import { isContentEditor } from './is-content-editor'
import { publishedOrEditor } from './published-or-editor'

/** Site content with drafts: the public reads published documents, marketing and admins write. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrEditor,
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
  readVersions: isContentEditor,
}
