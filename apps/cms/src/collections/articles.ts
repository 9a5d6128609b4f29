import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

export const Articles: CollectionConfig = {
  slug: 'articles',
  access: contentAccess,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    localized({ name: 'title', type: 'text', required: true }),
    slugField(),
    localized({
      name: 'excerpt',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: {
        description: 'The teaser on the Learn page and under the title; the search result unless SEO says otherwise.',
      },
    }),
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The picture at the top of the article and on its card.' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'The date the article shows; the Learn page lists the newest first.' },
    },
    localized({ name: 'content', type: 'richText', required: true }),
    seoField,
  ],
  versions: contentVersions,
}
