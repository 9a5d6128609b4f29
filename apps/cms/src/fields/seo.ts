import type { GroupField } from 'payload'
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@ecs/shared/seo'

/** Search-result title and description; the page falls back to its own title and summary. */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  admin: { description: 'How the page appears in search results and link previews.' },
  fields: [
    { name: 'title', type: 'text', maxLength: TITLE_MAX_LENGTH },
    { name: 'description', type: 'textarea', maxLength: DESCRIPTION_MAX_LENGTH },
  ],
}
