import type { CollectionConfig } from 'payload'
import type { EstimateRequest } from '@ecs/shared/cms'
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
import {
  BUILDING_TYPE_LABELS,
  BUILDING_TYPES,
  BUSINESS_LIMITS,
  MAX_STORIES,
  PROPERTY_SURFACE_LABELS,
  PROPERTY_SURFACES,
} from '@ecs/shared/schemas'
import { leadAccess } from '../access/lead-access'
import { deskSyncHooks } from '../leads/desk/desk-sync'
import { estimateFacts } from '@ecs/shared/leads'
import { leadAddressField, leadContactField, leadTrackingFields } from '../fields/lead-fields'

// A home is asked its size and stories, a business its building and company: each request shows its own.
const forHomes = (data: Partial<EstimateRequest>) => data.serviceType !== 'commercial'
const forBusinesses = (data: Partial<EstimateRequest>) => data.serviceType === 'commercial'

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
          admin: { condition: forHomes },
          fields: [
            { name: 'size', type: 'select', options: labelledOptions(HOME_SIZES, HOME_SIZE_LABELS) },
            { name: 'stories', type: 'number', min: 1, max: MAX_STORIES },
          ],
        },
        {
          type: 'row',
          admin: { condition: forBusinesses },
          fields: [
            { name: 'businessType', type: 'select', options: [...INDUSTRY_NAMES] },
            { name: 'buildingType', type: 'select', options: labelledOptions(BUILDING_TYPES, BUILDING_TYPE_LABELS) },
          ],
        },
        {
          type: 'row',
          admin: { condition: forBusinesses },
          fields: [
            { name: 'floors', type: 'number', min: 1, max: BUSINESS_LIMITS.floors },
            { name: 'squareFeet', type: 'number', min: 1, max: BUSINESS_LIMITS.squareFeet },
            {
              name: 'levels',
              type: 'number',
              min: 1,
              max: BUSINESS_LIMITS.levels,
              admin: { description: 'Parking garages.' },
            },
            {
              name: 'stalls',
              type: 'number',
              min: 1,
              max: BUSINESS_LIMITS.stalls,
              admin: { description: 'Parking garages.' },
            },
            {
              name: 'frontageFeet',
              label: 'Frontage (feet)',
              type: 'number',
              min: 1,
              max: BUSINESS_LIMITS.frontageFeet,
            },
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
      name: 'business',
      type: 'group',
      admin: { condition: forBusinesses, description: 'Who asked, for a business.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'company', type: 'text', maxLength: 200 },
            { name: 'jobTitle', type: 'text', maxLength: 100 },
            { name: 'sites', type: 'number', min: 1, max: BUSINESS_LIMITS.sites },
          ],
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
    leadContactField('phone-or-email'),
    { name: 'message', type: 'textarea', maxLength: 2000 },
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(estimateFacts.kind),
}
