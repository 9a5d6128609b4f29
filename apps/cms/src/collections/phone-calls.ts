import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@ecs/shared/catalog'
import { TRACKING_SOURCE_LABELS, TRACKING_SOURCES } from '@ecs/shared/calls'
import { isAdmin } from '../access/is-admin'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

const CALL_OUTCOMES = ['ringing', 'answered', 'missed'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

/**
 * Every call to a tracking number, one row per call (Twilio's CallSid), written only by the voice
 * webhook's events, whatever their order or repetition (calls/store-call-event.ts). The visit or
 * source it is matched to and the lead it joined are set once, by the first event.
 */
export const PhoneCalls: CollectionConfig = {
  slug: 'phone-calls',
  labels: { singular: 'Phone call', plural: 'Phone calls' },
  access: { read: isStaff, create: nobody, update: nobody, delete: isAdmin },
  admin: {
    group: 'Calls',
    useAsTitle: 'callSid',
    defaultColumns: ['startedAt', 'caller', 'calledNumber', 'outcome', 'durationSeconds', 'source'],
    description: 'Calls to the tracking numbers, as Twilio reported them; read-only.',
  },
  defaultSort: '-startedAt',
  fields: [
    { name: 'callSid', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'caller', type: 'text', maxLength: 30, index: true },
    { name: 'calledNumber', type: 'text', maxLength: 30 },
    { name: 'trackingNumber', type: 'relationship', relationTo: 'tracking-numbers', index: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
    { name: 'startedAt', type: 'date', required: true, index: true },
    { name: 'durationSeconds', type: 'number', min: 0 },
    { name: 'outcome', type: 'select', required: true, options: [...CALL_OUTCOMES], index: true },
    { name: 'recordingUrl', type: 'text', maxLength: 500 },
    { name: 'source', type: 'select', options: labelledOptions(TRACKING_SOURCES, TRACKING_SOURCE_LABELS) },
    { name: 'attributionSessionId', type: 'text', maxLength: 64, index: true },
    { name: 'lead', type: 'relationship', relationTo: 'desk-leads', index: true },
  ],
}
