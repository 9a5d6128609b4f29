import type { CollectionConfig } from 'payload'
import { BILLING_CADENCE_FACTS, BILLING_CADENCES, COMMUNITY_PROGRAM_IDS } from '@ecs/shared/catalog'
import { contentAccess } from '../access/content-access'
import { centsField } from '../fields/cents'
import { phoneField } from '../fields/phone'
import { localized } from '../fields/localized'
import { RESIDENT_CONFIRMATION_DEFAULT } from '../content/resident-confirmation'

/**
 * A resident program run at one property (Montebello, Columbia River Walk): its community page shows
 * the resident price list, schedule and terms, and its signup form quotes the price from here.
 */
export const CommunityPrograms: CollectionConfig = {
  slug: 'community-programs',
  labels: { singular: 'Community program', plural: 'Community programs' },
  access: contentAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'property', 'location', '_status'] },
  fields: [
    {
      name: 'programId',
      type: 'select',
      required: true,
      unique: true,
      options: [...COMMUNITY_PROGRAM_IDS],
      admin: { position: 'sidebar', description: 'Which community page and signup form this program is for; fixed.' },
    },
    localized({ name: 'name', type: 'text', required: true, maxLength: 120 }),
    {
      name: 'property',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'The property and its address, as residents know it.' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    {
      name: 'prices',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Resident price', plural: 'Resident prices' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              type: 'text',
              required: true,
              maxLength: 60,
              admin: { description: 'Lower-case words joined by dashes; signups refer to the service by it.' },
              validate: (value: string | null | undefined) =>
                (typeof value === 'string' && /^[a-z0-9-]{1,60}$/.test(value)) ||
                'Use lower-case letters, digits and dashes.',
            },
            localized({ name: 'service', type: 'text', required: true, maxLength: 120 }),
          ],
        },
        {
          type: 'row',
          fields: [
            centsField('priceCents', { admin: { description: 'In cents: 8900 is $89.00.' } }),
            {
              name: 'cadence',
              type: 'select',
              required: true,
              defaultValue: 'once',
              options: BILLING_CADENCES.map((value) => ({ value, label: BILLING_CADENCE_FACTS[value].label.en })),
            },
          ],
        },
        localized({ name: 'description', type: 'text', maxLength: 300 }),
      ],
    },
    localized({ name: 'schedule', type: 'textarea', required: true, maxLength: 2000 }),
    localized({ name: 'terms', type: 'textarea', required: true, maxLength: 5000 }),
    localized({
      name: 'confirmation',
      type: 'textarea',
      required: true,
      maxLength: 1000,
      // A new program starts with words written for a resident's signup, in the language being edited.
      defaultValue: ({ locale }: { locale?: string }) => RESIDENT_CONFIRMATION_DEFAULT[locale === 'es' ? 'es' : 'en'],
      admin: {
        description:
          'What a resident reads once signed up: on the program page, in the confirmation email. The program phone is shown with it.',
      },
    }),
    {
      name: 'contact',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [phoneField(), { name: 'email', type: 'email', required: true }],
        },
      ],
    },
  ],
  versions: { drafts: true, maxPerDoc: 20 },
}
