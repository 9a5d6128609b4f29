import type { CollectionConfig } from 'payload'
import { contentAccess } from '../access/content-access'
import { altText } from '../fields/alt-text'
import { illustrationFlag } from '../fields/illustration-flag'
import { localized } from '../fields/localized'
import { proofTags } from '../fields/proof-tags'
import { contentVersions } from './content-versions'

/** A surface before and after we cleaned it: two pictures shown side by side, each with its own alt text. */
export const BeforeAfterPairs: CollectionConfig = {
  slug: 'before-after-pairs',
  labels: { singular: 'Before/after pair', plural: 'Before/after pairs' },
  access: contentAccess,
  admin: {
    useAsTitle: 'caption',
    defaultColumns: ['caption', 'illustration', 'services', 'locations', '_status'],
    description:
      'Photos of one surface before and after cleaning, shown on the pages of the services and locations they are tagged with.',
  },
  defaultSort: 'sortOrder',
  fields: [
    localized({
      name: 'caption',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'One line under the pair, e.g. "A north-facing wall in Kennewick: two years of algae".' },
    }),
    {
      type: 'row',
      fields: [
        { name: 'before', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
        { name: 'after', type: 'upload', relationTo: 'media', required: true, admin: { width: '50%' } },
      ],
    },
    altText('beforeAlt', 'What the before picture shows, e.g. "Green algae streaks on white vinyl siding".'),
    altText('afterAlt', 'What the after picture shows, e.g. "The same siding clean and white after soft washing".'),
    ...proofTags,
    illustrationFlag,
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'The pair’s place among those on a page: lowest first.' },
    },
  ],
  versions: contentVersions,
}
