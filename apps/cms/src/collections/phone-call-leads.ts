import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@ecs/shared/catalog'
import { TRACKING_SOURCE_LABELS, TRACKING_SOURCES } from '@ecs/shared/calls'
import { phoneCallFacts } from '@ecs/shared/leads'
import { leadAccess } from '../access/lead-access'
import { leadTrackingFields } from '../fields/lead-fields'
import { deskSyncHooks } from '../leads/desk/desk-sync'

/**
 * A caller with no open lead, made a lead by their first call (its CallSid is the idempotency key, so
 * repeated events of that call make one lead). Their later calls join the same desk lead's timeline.
 */
export const PhoneCallLeads: CollectionConfig = {
  slug: 'phone-call-leads',
  labels: { singular: 'Phone call lead', plural: 'Phone call leads' },
  access: leadAccess,
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'callBack', 'source', 'location', 'createdAt'],
    listSearchableFields: ['summary', 'contact.phone'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'summary', type: 'text', maxLength: 300, admin: { readOnly: true } },
    { name: 'contact', type: 'group', fields: [{ name: 'phone', type: 'text', required: true, maxLength: 30 }] },
    {
      name: 'callBack',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Nobody answered: call them back first.' },
    },
    { name: 'firstCall', type: 'relationship', relationTo: 'phone-calls' },
    { name: 'source', type: 'select', options: labelledOptions(TRACKING_SOURCES, TRACKING_SOURCE_LABELS) },
    ...leadTrackingFields(),
  ],
  hooks: deskSyncHooks(phoneCallFacts.kind),
}
