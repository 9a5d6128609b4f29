import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * What makes two leads one customer: each normalised email, phone (E.164) and company-at-a-ZIP a customer's
 * leads carried, unique, so the link of a new lead is one probe of this index (customers/link-customer.ts).
 * Nobody reads or writes them through the API; a merge moves them with the leads.
 */
export const CustomerKeys: CollectionConfig = {
  slug: 'customer-keys',
  labels: { singular: 'Customer key', plural: 'Customer keys' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 300 },
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
  ],
}
