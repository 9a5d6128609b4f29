import type { CollectionConfig } from 'payload'
import {
  COMMERCIAL_SERVICE_SLUGS,
  HOME_SIZE_LABELS,
  HOME_SIZES,
  INDUSTRY_NAMES,
  labelledOptions,
  RESIDENTIAL_SERVICE_SLUGS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@ecs/shared/catalog'
import { MAX_STORIES, PROPERTY_SURFACE_LABELS, PROPERTY_SURFACES } from '@ecs/shared/schemas'
import { leadAccess } from '../access/lead-access'
import { deskSyncHooks } from '../leads/desk/desk-sync'
import { estimateFacts } from '@ecs/shared/leads'
import { leadAddressField, leadContactField, leadTrackingFields } from '../fields/lead-fields'

/** Requests for a free estimate: the wizard and every contact page. */
export const EstimateRequests: CollectionConfig = {
  slug: 'estimate-requests',
  labels: { singular: 'Estimate request', plural: 'Estimate requests' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'serviceType', 'location', 'createdAt'],
    listSearchableFields: ['summary', 'contact.email', 'contact.phone', 'address.zip'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'summary',
      type: 'text',
      maxLength: 300,
      admin: { readOnly: true, description: 'Name and ZIP, for lists.' },
    },
    {
      name: 'serviceType',
      type: 'select',
      required: true,
      options: labelledOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS),
      index: true,
    },
    {
      name: 'services',
      type: 'select',
      hasMany: true,
      required: true,
      options: [...RESIDENTIAL_SERVICE_SLUGS, ...COMMERCIAL_SERVICE_SLUGS],
    },
    {
      name: 'property',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'size', type: 'select', required: true, options: labelledOptions(HOME_SIZES, HOME_SIZE_LABELS) },
            { name: 'stories', type: 'number', required: true, min: 1, max: MAX_STORIES },
            { name: 'businessType', type: 'select', options: [...INDUSTRY_NAMES] },
          ],
        },
        {
          name: 'surfaces',
          type: 'select',
          hasMany: true,
          options: labelledOptions(PROPERTY_SURFACES, PROPERTY_SURFACE_LABELS),
        },
      ],
    },
    {
      name: 'priceEstimate',
      label: 'Price shown to the visitor',
      type: 'group',
      admin: {
        readOnly: true,
        description:
          'The range the form showed, worked out again on receipt from the services’ prices at that time, and what it was made from.',
      },
      fields: [
        { name: 'text', type: 'text', maxLength: 300 },
        {
          type: 'row',
          fields: [
            { name: 'low', type: 'number', admin: { description: 'US dollars.' } },
            { name: 'high', type: 'number', admin: { description: 'US dollars.' } },
          ],
        },
        {
          name: 'basis',
          type: 'json',
          admin: { description: 'Each service’s from-price and range, and the answers used.' },
        },
      ],
    },
    leadAddressField,
    leadContactField,
    { name: 'message', type: 'textarea', maxLength: 2000 },
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(estimateFacts.kind),
}
