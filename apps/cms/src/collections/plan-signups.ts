import type { CollectionConfig } from 'payload'
import { HOME_SIZE_LABELS, HOME_SIZES, labelledOptions, PLAN_IDS } from '@ecs/shared/catalog'
import { leadAccess } from '../access/lead-access'
import { deskSyncHooks } from '../leads/desk/desk-sync'
import { planSignupFacts } from '@ecs/shared/leads'
import { leadAddressField, leadContactField, leadTrackingFields } from '../fields/lead-fields'

/** Protection-plan signups. The price is the CMS's price at signup time, kept as quoted. */
export const PlanSignups: CollectionConfig = {
  slug: 'plan-signups',
  labels: { singular: 'Plan signup', plural: 'Plan signups' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'planId', 'homeSize', 'price', 'location', 'createdAt'],
    listSearchableFields: ['summary', 'contact.email', 'contact.phone'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', maxLength: 300, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'planId', type: 'select', required: true, options: [...PLAN_IDS], index: true },
        { name: 'homeSize', type: 'select', required: true, options: labelledOptions(HOME_SIZES, HOME_SIZE_LABELS) },
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'Per visit, in US dollars, as quoted.' },
        },
        { name: 'frequency', type: 'text', maxLength: 100 },
      ],
    },
    {
      name: 'enhanced',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The enhanced plan: fall gutter cleaning and spring and fall inspections, at its price.' },
    },
    { name: 'acceptedTermsAt', type: 'date', required: true, admin: { readOnly: true } },
    leadContactField('phone-and-email'),
    leadAddressField,
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(planSignupFacts.kind),
}
