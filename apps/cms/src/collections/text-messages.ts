import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

export const TEXT_STATUSES = [
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'received',
] as const

/**
 * Each text the provider took or delivered to us, by its id (Twilio's SID): its lead and number, and its
 * delivery status as the provider reports it (the status webhook). What it said is on the lead's timeline.
 */
export const TextMessages: CollectionConfig = {
  slug: 'text-messages',
  labels: { singular: 'Text message', plural: 'Text messages' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    useAsTitle: 'providerId',
    defaultColumns: ['providerId', 'direction', 'phone', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'providerId', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'lead', type: 'relationship', relationTo: 'desk-leads', index: true },
    { name: 'direction', type: 'select', required: true, options: ['outbound', 'inbound'] },
    { name: 'phone', type: 'text', required: true, maxLength: 16, index: true },
    { name: 'status', type: 'select', required: true, options: [...TEXT_STATUSES] },
    { name: 'errorCode', type: 'text', maxLength: 20 },
  ],
}
