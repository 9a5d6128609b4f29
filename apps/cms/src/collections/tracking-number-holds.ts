import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

/**
 * Which visit held which pool number and when: written only by the number swap (one visit per number at
 * a time, under a lock per location), read when a call comes in to find the visit that was shown the
 * number at that moment. Kept after release, so a later call is still matched to its time.
 */
export const TrackingNumberHolds: CollectionConfig = {
  slug: 'tracking-number-holds',
  labels: { singular: 'Tracking number hold', plural: 'Tracking number holds' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: { group: 'Calls', hidden: true },
  indexes: [{ fields: ['trackingNumber', 'heldUntil'] }, { fields: ['sessionId', 'heldUntil'] }],
  fields: [
    { name: 'trackingNumber', type: 'relationship', relationTo: 'tracking-numbers', required: true },
    { name: 'sessionId', type: 'text', required: true, maxLength: 64 },
    { name: 'heldFrom', type: 'date', required: true },
    { name: 'heldUntil', type: 'date', required: true },
  ],
}
