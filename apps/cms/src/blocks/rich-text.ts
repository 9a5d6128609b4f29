import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  labels: { singular: 'Text', plural: 'Texts' },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: { description: 'Headings, paragraphs, lists, links.' },
    },
  ],
}
