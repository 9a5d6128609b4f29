import type { CollectionConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { hasRole } from '../access/roles'
import { notifySiteHooks } from '../hooks/notifySiteOfContentChange'

/** Customer reviews. The public sees only those staff approved. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'marketing', 'staff') || { status: { equals: 'approved' } },
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'location', 'rating', 'status', 'date'] },
  defaultSort: '-date',
  fields: [
    { name: 'author', type: 'text', required: true, maxLength: 80 },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    { name: 'service', type: 'relationship', relationTo: 'services' },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
    { name: 'date', type: 'date', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'approved', 'rejected'],
      admin: { position: 'sidebar' },
    },
  ],
  hooks: notifySiteHooks,
}
