import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const ReviewsBlock: Block = {
  slug: 'reviews',
  labels: { singular: 'Reviews', plural: 'Reviews' },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      defaultValue: 'What customers say',
      admin: { description: 'The section title.' },
    }),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'Show reviews from this location only; leave empty for the best from everywhere.' },
    },
    {
      name: 'count',
      type: 'number',
      defaultValue: 3,
      min: 1,
      max: 9,
      admin: { description: 'How many approved reviews to show (newest first).' },
    },
  ],
}
