import type { Block } from 'payload'

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, admin: { description: 'The band’s title.' } },
    { name: 'text', type: 'textarea', admin: { description: 'A sentence under the title.' } },
    {
      name: 'buttonLabel',
      type: 'text',
      defaultValue: 'Get my free estimate',
      admin: { description: 'Jumps to the page’s estimate form (or /contact); the phone number is shown beside it.' },
    },
  ],
}
