import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

/**
 * The numbers that replied STOP (or another opt-out word) and not START since: nothing is texted to
 * them. One row per number, written only by the inbound text webhook; START deletes it.
 */
export const TextOptOuts: CollectionConfig = {
  slug: 'text-opt-outs',
  labels: { singular: 'Text opt-out', plural: 'Text opt-outs' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'keyword', 'createdAt'],
    description: 'Numbers that replied STOP: never texted until they reply START.',
  },
  fields: [
    { name: 'phone', type: 'text', required: true, unique: true, maxLength: 16 },
    { name: 'keyword', type: 'text', required: true, maxLength: 20 },
  ],
}
