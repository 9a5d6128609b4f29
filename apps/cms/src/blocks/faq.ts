import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      defaultValue: 'Frequently asked questions',
      admin: { description: 'The section title.' },
    }),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Each question opens to show its answer.' },
      fields: [
        localized({
          name: 'question',
          type: 'text',
          required: true,
          admin: { description: 'As a customer would ask it.' },
        }),
        localized({
          name: 'answer',
          type: 'textarea',
          required: true,
          admin: { description: 'A short, plain answer.' },
        }),
      ],
    },
  ],
}
