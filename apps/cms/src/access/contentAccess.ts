import type { CollectionConfig } from 'payload'
import { isContentEditor } from './isContentEditor'
import { publishedOrEditor } from './publishedOrEditor'

/** Site content with drafts: the public reads published documents, marketing and admins write. */
export const contentAccess: CollectionConfig['access'] = {
  read: publishedOrEditor,
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
  readVersions: isContentEditor,
}
