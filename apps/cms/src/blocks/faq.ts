import { section, sectionHeading } from './section'
import { localized } from '../fields/localized'

export const FaqBlock = section(
  {
    slug: 'faq',
    labels: { singular: 'FAQ', plural: 'FAQs' },
    fields: [
      sectionHeading('Frequently asked questions'),
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
  },
  {
    pictured: 'A section title above a list of questions, each a row with a plus sign that opens its answer',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="140" y="28" width="200" height="20" rx="4" fill="${c.ink}"/>${[72, 124, 176, 228]
        .map(
          (y) =>
            `<rect x="64" y="${y}" width="352" height="40" rx="8" fill="${c.page}" stroke="${c.line}" stroke-width="2"/><rect x="80" y="${y + 15}" width="220" height="10" rx="5" fill="${c.ink}"/><path d="M388 ${y + 20} h16 M396 ${y + 12} v16" stroke="${c.brand}" stroke-width="4" stroke-linecap="round"/>`,
        )
        .join('')}`,
  },
)
