import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const PlanTableBlock: Block = {
  slug: 'planTable',
  labels: { singular: 'Plan table', plural: 'Plan tables' },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      defaultValue: 'Seasonal protection plans',
      admin: { description: 'The section title.' },
    }),
    localized({
      name: 'text',
      type: 'textarea',
      admin: { description: 'A sentence above the plans; prices come from the Plans collection.' },
    }),
  ],
}
