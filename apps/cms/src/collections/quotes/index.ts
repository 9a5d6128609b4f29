import type { CollectionConfig } from 'payload'
import { labelledOptions } from '@ecs/shared/catalog'
import { DEPOSIT_TYPES, QUOTE_STATUS_LABELS, QUOTE_STATUSES } from '@ecs/shared/quotes'
import { isStaff } from '../../access/is-staff'
import { nobody } from '../../access/nobody'
import { quoteEndpoints } from '../../endpoints/quotes'
import { centsField } from '../../fields/cents'
import { refuseChangesToAcceptedQuote } from './hooks/refuse-changes-to-accepted-quote'

/**
 * Quotes sent to a sales lead's customer. Each row is one version: staff saving a change write a new
 * row with the same number and the next version (the earlier one is then superseded), so what a
 * customer was sent stays as it was sent, and an accepted version is frozen. Amounts are whole cents,
 * computed by the server from the lines (quoteTotals); written only by the desk's and the customer
 * page's endpoints. Staff and admins read them; marketing does not.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Quote', plural: 'Quotes' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    useAsTitle: 'number',
    defaultColumns: ['number', 'version', 'lead', 'status', 'totalCents', 'validUntil', 'createdAt'],
    description: "Built and sent from a lead's page on the desk (/admin/leads); read-only here.",
  },
  defaultSort: '-createdAt',
  // The customer's side, behind its signed link; checked before Payload's own /:id routes.
  endpoints: quoteEndpoints,
  hooks: { beforeChange: [refuseChangesToAcceptedQuote] },
  indexes: [{ fields: ['number', 'version'], unique: true }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'desk-leads', required: true, index: true },
    {
      name: 'number',
      type: 'text',
      required: true,
      maxLength: 20,
      index: true,
      admin: { description: 'The quote’s number, e.g. Q-2026-0042, the same on every version of the quote.' },
    },
    { name: 'version', type: 'number', required: true, min: 1 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: labelledOptions(QUOTE_STATUSES, QUOTE_STATUS_LABELS),
      index: true,
    },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'customerName', type: 'text', maxLength: 300 },
    { name: 'address', type: 'text', maxLength: 400 },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 50,
      fields: [
        { name: 'kind', type: 'select', required: true, options: ['service', 'free'] },
        { name: 'service', type: 'relationship', relationTo: 'services' },
        { name: 'description', type: 'text', required: true, maxLength: 200 },
        { name: 'quantity', type: 'number', required: true, min: 1 },
        centsField('unitCents'),
        centsField('lineCents'),
        centsField('discountCents'),
      ],
    },
    { name: 'planName', type: 'text', maxLength: 100 },
    { name: 'planDiscountPercent', type: 'number', required: true, defaultValue: 0, min: 0, max: 100 },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    {
      name: 'deposit',
      type: 'group',
      fields: [
        { name: 'type', type: 'select', required: true, options: [...DEPOSIT_TYPES] },
        { name: 'percent', type: 'number', min: 0, max: 100 },
        { name: 'fixedCents', type: 'number', min: 0 },
      ],
    },
    { name: 'validUntil', type: 'text', required: true, maxLength: 10, admin: { description: 'YYYY-MM-DD.' } },
    centsField('subtotalCents'),
    centsField('discountCents'),
    centsField('totalCents'),
    centsField('depositCents'),
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
    { name: 'sentAt', type: 'date' },
    { name: 'sentTo', type: 'text', maxLength: 254 },
    { name: 'acceptedAt', type: 'date' },
    { name: 'acceptedName', type: 'text', maxLength: 200 },
    { name: 'acceptedIp', type: 'text', maxLength: 64 },
    { name: 'acceptedUserAgent', type: 'text', maxLength: 500 },
    { name: 'declinedAt', type: 'date' },
    { name: 'declineReason', type: 'textarea', maxLength: 1000 },
    { name: 'depositPaidAt', type: 'date' },
  ],
}
