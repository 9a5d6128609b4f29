import { section } from './section'
import { localized } from '../fields/localized'

export const HeroBlock = section(
  {
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
  },
  {
    pictured: 'A wide band with a large headline, a line of text and a button on the left and a picture on the right',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="0" y="0" width="480" height="320" fill="${c.soft}"/><rect x="32" y="84" width="200" height="24" rx="4" fill="${c.ink}"/><rect x="32" y="118" width="160" height="24" rx="4" fill="${c.ink}"/><rect x="32" y="160" width="190" height="10" rx="5" fill="${c.line}"/><rect x="32" y="178" width="150" height="10" rx="5" fill="${c.line}"/><rect x="32" y="210" width="120" height="34" rx="17" fill="${c.brand}"/><rect x="264" y="56" width="184" height="208" rx="12" fill="${c.brand}" opacity="0.35"/><path d="M284 240 L340 160 L380 210 L405 180 L430 240 Z" fill="${c.brand}" opacity="0.6"/>`,
  },
)
