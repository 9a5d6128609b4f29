import { LEAD_EVENT_TYPES } from '@ecs/shared/leads'
import type { CollectionConfig } from 'payload'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

/**
 * A lead's timeline, append-only: what happened (LEAD_EVENT_TYPES), who did it (empty for the visitor and the system) and when (createdAt). Nothing
 * here is ever updated; the rows go only with their lead, when an admin erases it.
 */
export const LeadEvents: CollectionConfig = {
  slug: 'lead-events',
  labels: { singular: 'Lead event', plural: 'Lead events' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    hidden: adminOnlyInMenu,
    defaultColumns: ['lead', 'type', 'actor', 'toValue', 'createdAt'],
    description: "Each lead's history; written by the lead desk, never edited.",
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'desk-leads', required: true, index: true },
    { name: 'type', type: 'select', required: true, options: [...LEAD_EVENT_TYPES] },
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'fromValue', type: 'text', maxLength: 100 },
    { name: 'toValue', type: 'text', maxLength: 100 },
    { name: 'text', type: 'textarea', maxLength: 5000 },
  ],
}
