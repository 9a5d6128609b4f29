import type { CollectionConfig } from 'payload'
import { HOME_SIZES, labelledOptions, PLAN_FREQUENCIES, PLAN_FREQUENCY_LABELS, PLAN_IDS } from '@ecs/shared/catalog'
import { contentAccess } from '../access/content-access'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

export const Plans: CollectionConfig = {
  slug: 'plans',
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'frequency', 'discountPercent', '_status'] },
  defaultSort: 'sortOrder',
  fields: [
    {
      name: 'planId',
      type: 'select',
      required: true,
      unique: true,
      options: [...PLAN_IDS],
      admin: { position: 'sidebar', description: 'Which plan this is to signups and their prices; fixed.' },
    },
    localized({ name: 'name', type: 'text', required: true }),
    localized({
      name: 'description',
      type: 'textarea',
      required: true,
      admin: { description: 'One or two sentences on the plan’s card.' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: "The picture on the plan's card." },
    },
    {
      name: 'frequency',
      type: 'select',
      required: true,
      options: labelledOptions(PLAN_FREQUENCIES, PLAN_FREQUENCY_LABELS),
    },
    {
      name: 'prices',
      type: 'group',
      admin: { description: 'US dollars per visit, by home size.' },
      fields: [
        {
          type: 'row',
          fields: HOME_SIZES.map((size) => ({ name: size, type: 'number' as const, required: true, min: 0 })),
        },
      ],
    },
    {
      name: 'enhancedPrices',
      type: 'group',
      admin: {
        description:
          'US dollars per visit for the enhanced plan (this plan plus a fall gutter cleaning and spring and fall inspections), offered where the location has an enhanced plans page. Leave empty to not offer it.',
      },
      fields: [
        {
          type: 'row',
          fields: HOME_SIZES.map((size) => ({ name: size, type: 'number' as const, min: 0 })),
        },
      ],
    },
    {
      name: 'discountPercent',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      admin: { description: 'Off additional services.' },
    },
    {
      name: 'prioritySchedule',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The card says "Priority scheduling".' },
    },
    {
      name: 'annualDeepClean',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The card says "Annual deep cleaning included".' },
    },
    {
      name: 'features',
      type: 'array',
      admin: { description: 'What a visit includes, listed on the plan’s card.' },
      fields: [localized({ name: 'text', type: 'text', required: true })],
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'The plan’s place on the plans page: lowest first.' },
    },
  ],
  versions: contentVersions,
}
