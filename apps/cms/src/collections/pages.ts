import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { keepPublishedSlug } from '../hooks/keep-published-slug'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

/** Free-standing pages: about, legal, plan terms, community programs, and the copy around other pages. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status'] },
  defaultSort: 'slug',
  fields: [
    localized({ name: 'title', type: 'text', required: true, admin: { description: 'The page’s heading.' } }),
    slugField({
      admin: {
        position: 'sidebar',
        description:
          'Which page of the site this text is for, e.g. about-us for /about-us. Fixed once published: to send another address here, add a redirect.',
      },
    }),
    localized({
      name: 'intro',
      type: 'textarea',
      admin: { description: 'The paragraph under the heading, and the search result unless SEO says otherwise.' },
    }),
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the title at the top of the page; leave empty for a title band only.' },
    },
    localized({ name: 'content', type: 'richText', admin: { description: 'The body of the page.' } }),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { position: 'sidebar', description: 'For pages that belong to one location, e.g. a community program.' },
    },
    seoField,
  ],
  hooks: { beforeValidate: [keepPublishedSlug] },
  versions: contentVersions,
}
