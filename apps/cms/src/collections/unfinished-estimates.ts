import type { CollectionConfig } from 'payload'
import {
  COMMERCIAL_SERVICE_SLUGS,
  labelledOptions,
  RESIDENTIAL_SERVICE_SLUGS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from '@ecs/shared/catalog'
import { unfinishedEstimateFacts } from '@ecs/shared/leads'
import { leadAccess } from '../access/lead-access'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { leadTrackingFields } from '../fields/lead-fields'
import { deskSyncHooks } from '../leads/desk/desk-sync'

/**
 * What a visitor gave the estimate wizard before leaving it unsent (its beacon): a name, a phone or an
 * email, and whatever else they had answered. Kept under the wizard's idempotency key until the full
 * request with that key takes its desk lead over (this row is then deleted), or for 30 days
 * (deleteUnfinishedEstimates). Staff work it on the desk, so the menu shows it to admins only.
 */
export const UnfinishedEstimates: CollectionConfig = {
  slug: unfinishedEstimateFacts.collection,
  labels: { singular: 'Unfinished estimate', plural: 'Unfinished estimates' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'location', 'createdAt'],
    listSearchableFields: ['summary', 'contact.email', 'contact.phone'],
    hidden: adminOnlyInMenu,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'serviceType', type: 'select', options: labelledOptions(SERVICE_TYPES, SERVICE_TYPE_LABELS) },
    {
      name: 'services',
      type: 'select',
      hasMany: true,
      options: [...RESIDENTIAL_SERVICE_SLUGS, ...COMMERCIAL_SERVICE_SLUGS],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text', maxLength: 200 },
        { name: 'city', type: 'text', maxLength: 100 },
        { name: 'zip', type: 'text', maxLength: 10 },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'firstName', type: 'text', required: true, maxLength: 100 },
        { name: 'lastName', type: 'text', maxLength: 100 },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', maxLength: 30 },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 2000 },
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(unfinishedEstimateFacts.kind),
}
