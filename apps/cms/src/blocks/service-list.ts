import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const ServiceListBlock: Block = {
  slug: 'serviceList',
  labels: { singular: 'Service list', plural: 'Service lists' },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      defaultValue: 'What we clean',
      admin: { description: 'The section title.' },
    }),
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      required: true,
      admin: { description: 'The services offered at this location are listed.' },
    },
    {
      name: 'serviceType',
      type: 'select',
      defaultValue: 'all',
      options: [
        { label: 'All services', value: 'all' },
        { label: 'Commercial only', value: 'commercial' },
        { label: 'Residential only', value: 'residential' },
      ],
      admin: { description: 'Narrow the list to one service line.' },
    },
  ],
}
