import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/contentAccess'
import { slugField } from '../fields/slug'
import { notifySiteHooks } from '../hooks/notifySiteOfContentChange'

/** Open roles shown on /careers/roles. */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'employmentType', '_status'] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'locations', type: 'relationship', relationTo: 'locations', hasMany: true, required: true },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      options: [
        { label: 'Full-time', value: 'full-time' },
        { label: 'Part-time', value: 'part-time' },
        { label: 'Seasonal', value: 'seasonal' },
      ],
    },
    { name: 'payRange', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    { name: 'body', type: 'richText' },
  ],
  hooks: notifySiteHooks,
  versions: { drafts: true, maxPerDoc: 20 },
}
