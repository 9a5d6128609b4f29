import { section } from './section'
import { localized } from '../fields/localized'

export const CallToActionBlock = section(
  {
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
  },
  {
    pictured: 'A coloured band with a headline, a sentence, a button and a phone number',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="24" y="80" width="432" height="160" rx="16" fill="${c.brand}"/><rect x="56" y="116" width="220" height="22" rx="4" fill="${c.page}"/><rect x="56" y="152" width="180" height="10" rx="5" fill="${c.soft}"/><rect x="56" y="184" width="132" height="32" rx="16" fill="${c.page}"/><rect x="204" y="194" width="96" height="12" rx="6" fill="${c.soft}"/>`,
  },
)
