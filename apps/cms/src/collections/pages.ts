import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { notifySiteHooks } from '../hooks/notify-site-of-content-change'
import { contentVersions } from './content-versions'

/** Free-standing pages: about, legal, plan terms, community programs, and the copy around other pages. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'] },
  defaultSort: 'slug',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'intro', type: 'textarea' },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the title at the top of the page; leave empty for a title band only.' },
    },
    { name: 'content', type: 'richText' },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { position: 'sidebar', description: 'For pages that belong to one location, e.g. a community program.' },
    },
    seoField,
  ],
  hooks: notifySiteHooks,
  versions: contentVersions,
}
