import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const HeroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      required: true,
      admin: { description: 'The page’s main headline (its H1).' },
    }),
    localized({ name: 'text', type: 'textarea', admin: { description: 'One or two sentences under the headline.' } }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown beside the headline; leave empty for a plain band.' },
    },
    localized({
      name: 'buttonLabel',
      type: 'text',
      defaultValue: 'Get my free estimate',
      admin: { description: 'The button under the headline: it jumps to the page’s estimate form (or /contact).' },
    }),
  ],
}
