import type { Block } from 'payload'

export const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      defaultValue: 'Frequently asked questions',
      admin: { description: 'The section title.' },
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Each question opens to show its answer.' },
      fields: [
        { name: 'question', type: 'text', required: true, admin: { description: 'As a customer would ask it.' } },
        { name: 'answer', type: 'textarea', required: true, admin: { description: 'A short, plain answer.' } },
      ],
    },
  ],
}
