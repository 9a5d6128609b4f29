import type { CollectionConfig } from 'payload'
import { VISIT_BOOKERS, VISIT_KIND_LABELS, VISIT_KINDS, VISIT_STATUS_LABELS, VISIT_STATUSES } from '@ecs/shared/booking'
import { labelledOptions } from '@ecs/shared/catalog'
import { isStaff } from '../access/is-staff'
import { visitEndpoints } from '../endpoints/visits'
import { nobody } from '../access/nobody'

/**
 * Estimate visits and jobs on a location's calendar. Written only by the booking endpoints (the
 * customer's from their quote link, staff's from the lead page), each under the location's booking
 * lock, which counts the visits already booked against the crews (booking/take-window.ts): so nobody
 * writes them through Payload's REST, where that count would be skipped. Staff and admins read them.
 */
export const Visits: CollectionConfig = {
  slug: 'visits',
  labels: { singular: 'Visit', plural: 'Visits' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'location', 'startsAt', 'status', 'lead'],
    description: "Booked on the desk's calendar (/admin/calendar) and by customers from their quote; read-only here.",
  },
  defaultSort: 'startsAt',
  // The customer's side, behind its signed link; checked before Payload's own /:id routes.
  endpoints: visitEndpoints,
  indexes: [{ fields: ['location', 'kind', 'startsAt'] }],
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 40,
      admin: { description: 'The visit’s reference: in its emails, and on a review the customer writes about it.' },
    },
    { name: 'kind', type: 'select', required: true, options: labelledOptions(VISIT_KINDS, VISIT_KIND_LABELS) },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      index: true,
      options: labelledOptions(VISIT_STATUSES, VISIT_STATUS_LABELS),
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    { name: 'lead', type: 'relationship', relationTo: 'desk-leads', required: true, index: true },
    { name: 'quote', type: 'relationship', relationTo: 'quotes', index: true },
    { name: 'startsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'customerName', type: 'text', maxLength: 300 },
    { name: 'address', type: 'text', maxLength: 400 },
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'services',
      hasMany: true,
      admin: { description: 'What the job does (from its quote): its length, and the review form’s service.' },
    },
    { name: 'bookedBy', type: 'select', required: true, options: [...VISIT_BOOKERS] },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    { name: 'cancelledAt', type: 'date' },
    { name: 'doneAt', type: 'date' },
    {
      name: 'reminderSentAt',
      type: 'date',
      admin: { description: 'When the day-before reminder was sent (each visit gets one).' },
    },
    { name: 'reviewRequestedAt', type: 'date' },
    { name: 'reviewRemindedAt', type: 'date' },
    {
      name: 'reviewOptedOutAt',
      type: 'date',
      admin: { description: 'The customer asked not to be asked again for a review of this job.' },
    },
  ],
}
