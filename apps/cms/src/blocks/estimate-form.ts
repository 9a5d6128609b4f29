import type { Block } from 'payload'
import { localized } from '../fields/localized'

export const EstimateFormBlock: Block = {
  slug: 'estimateForm',
  labels: { singular: 'Estimate form', plural: 'Estimate forms' },
  fields: [
    localized({
      name: 'heading',
      type: 'text',
      defaultValue: 'Get your free estimate',
      admin: { description: 'The section title above the estimate wizard.' },
    }),
    localized({
      name: 'text',
      type: 'textarea',
      admin: { description: 'A sentence of encouragement; leads from this page carry it as their source page.' },
    }),
    {
      name: 'serviceType',
      type: 'select',
      options: [
        { label: 'Let the visitor choose', value: 'any' },
        { label: 'Commercial', value: 'commercial' },
        { label: 'Residential', value: 'residential' },
      ],
      defaultValue: 'any',
      admin: { description: 'Preset the wizard’s first question for a campaign aimed at one kind of customer.' },
    },
  ],
}
