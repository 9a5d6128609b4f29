import type { CollectionConfig } from 'payload'
import { BILLING_CADENCES, COMMUNITY_PROGRAM_IDS } from '@ecs/shared/catalog'
import { leadAccess } from '../access/lead-access'
import { centsField } from '../fields/cents'
import { leadContactField, leadTrackingFields } from '../fields/lead-fields'
import { deskSyncHooks } from '../leads/desk/desk-sync'
import { communitySignupFacts } from '@ecs/shared/leads'

/**
 * Residents' signups on a community program's page: one or more services of the program's price list,
 * each at the program's price at signup time, kept as quoted.
 */
export const CommunitySignups: CollectionConfig = {
  slug: 'community-signups',
  labels: { singular: 'Resident signup', plural: 'Resident signups' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'program', 'unit', 'createdAt'],
    listSearchableFields: ['summary', 'unit', 'contact.email', 'contact.phone'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', maxLength: 300, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'program', type: 'select', required: true, options: [...COMMUNITY_PROGRAM_IDS], index: true },
        { name: 'unit', type: 'text', required: true, maxLength: 20 },
      ],
    },
    {
      name: 'services',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Service', plural: 'Services' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'service', type: 'text', required: true, maxLength: 60 },
            { name: 'serviceName', type: 'text', required: true, maxLength: 120 },
            centsField('priceCents', { admin: { description: 'In cents, as quoted.' } }),
            { name: 'cadence', type: 'select', required: true, options: [...BILLING_CADENCES] },
          ],
        },
      ],
    },
    { name: 'acceptedTermsAt', type: 'date', required: true, admin: { readOnly: true } },
    leadContactField('phone-and-email'),
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(communitySignupFacts.kind),
}
