import { section } from './section'
import { localized } from '../fields/localized'

export const RichTextBlock = section(
  {
    slug: 'richText',
    labels: { singular: 'Text', plural: 'Texts' },
    fields: [
      localized({
        name: 'content',
        type: 'richText',
        required: true,
        admin: { description: 'Headings, paragraphs, lists, links.' },
      }),
    ],
  },
  {
    pictured: 'A column of text: a heading, paragraphs and a short list',
    summary: 'content',
    sketch: (c) =>
      `<rect x="96" y="36" width="220" height="20" rx="4" fill="${c.ink}"/>${[76, 94, 112, 130, 166, 184, 202]
        .map(
          (y, index) =>
            `<rect x="96" y="${y}" width="${index % 3 === 2 ? 220 : 288}" height="8" rx="4" fill="${c.line}"/>`,
        )
        .join('')}${[236, 256, 276]
        .map(
          (y) =>
            `<circle cx="104" cy="${y + 4}" r="4" fill="${c.brand}"/><rect x="116" y="${y}" width="180" height="8" rx="4" fill="${c.line}"/>`,
        )
        .join('')}`,
  },
)
