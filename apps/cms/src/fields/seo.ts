import type { GroupField } from 'payload'

/** Search-result title and description; the page falls back to its own title and summary. */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  admin: { description: 'How the page appears in search results and link previews.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70 },
    { name: 'description', type: 'textarea', maxLength: 170 },
  ],
}
