import type { CollectionConfig } from 'payload'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

/**
 * One customer per person or business, holding every lead of theirs (and through the leads their quotes,
 * visits, payments and reviews). A lead is linked in its own transaction by its normalised email, phone and
 * company (customer-keys, customers/link-customer.ts). The record holds no copy of a name or address: a
 * customer is named by its latest lead, so a new lead never writes the customer's row and two leads of
 * one customer never wait for each other. Staff merge two records that are one person; the one merged
 * away keeps `mergedInto` so old links still lead somewhere. Only the office reads them; only the server
 * writes them. See docs/decisions/029-customers.md.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    hidden: adminOnlyInMenu,
    defaultColumns: ['id', 'mergedInto', 'createdAt'],
    description: 'Worked on the lead desk of the site (/admin/leads); read-only here.',
  },
  fields: [
    {
      name: 'mergedInto',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      admin: { description: 'The customer this one was merged into: its leads are there now.' },
    },
    { name: 'mergedAt', type: 'date' },
    { name: 'mergedBy', type: 'relationship', relationTo: 'users' },
  ],
}
