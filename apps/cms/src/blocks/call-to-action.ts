import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    localized({ name: 'heading', type: 'text', required: true, admin: { description: 'The band’s title.' } }),
    localized({ name: 'text', type: 'textarea', admin: { description: 'A sentence under the title.' } }),
    localized({
      name: 'buttonLabel',
      type: 'text',
      defaultValue: 'Get my free estimate',
      admin: { description: 'Jumps to the page’s estimate form (or /contact); the phone number is shown beside it.' },
    }),
  ],
}
