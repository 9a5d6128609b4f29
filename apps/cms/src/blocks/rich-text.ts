import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const RichTextBlock: Block = {
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
}
