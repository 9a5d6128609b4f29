import type { CollectionConfig } from 'payload'
import { LEDGER_ACCOUNT_TYPES, LEDGER_ENTRY_KINDS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@ecs/shared/payments'
import { labelledOptions } from '@ecs/shared/catalog'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'
import { paymentEndpoints } from '../endpoints/payments'
import { centsField } from '../fields/cents'

/**
 * The payments ledger, append-only: each row is a payment or a refund, written once by the payment
 * endpoints (staff recording a check, cash or bank transfer; the card processor's signed webhook) and
 * never updated or deleted, by anyone: a mistake is corrected by a refund entry. An entry names its
 * account by kind and id rather than by a foreign key, so erasing a signup (a data request) leaves the
 * money's history as it was. Amounts are whole cents.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    defaultColumns: ['receivedOn', 'kind', 'amountCents', 'method', 'account', 'accountId', 'invoiceNumber'],
    description: 'Payments and refunds, recorded on the staff payment pages or by the card processor; never edited.',
  },
  defaultSort: '-createdAt',
  // Checked before Payload's own /:id routes.
  endpoints: paymentEndpoints,
  indexes: [{ fields: ['account', 'accountId'] }],
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...LEDGER_ENTRY_KINDS] },
    centsField('amountCents', { min: 1, admin: { description: 'In cents.' } }),
    {
      name: 'method',
      type: 'select',
      required: true,
      options: labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS),
    },
    {
      name: 'receivedOn',
      type: 'text',
      required: true,
      maxLength: 10,
      index: true,
      admin: { description: 'YYYY-MM-DD.' },
    },
    {
      name: 'account',
      type: 'select',
      required: true,
      options: [...LEDGER_ACCOUNT_TYPES],
    },
    { name: 'accountId', type: 'number', admin: { description: 'The signup or quote this is for.' } },
    { name: 'invoiceNumber', type: 'text', maxLength: 40, index: true },
    { name: 'note', type: 'textarea', maxLength: 500 },
    {
      name: 'recordedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Empty for the card processor.' },
    },
    { name: 'idempotencyKey', type: 'text', unique: true, maxLength: 255, admin: { readOnly: true } },
    {
      name: 'stripeEventId',
      type: 'text',
      unique: true,
      maxLength: 255,
      admin: { readOnly: true, description: 'The Stripe event that recorded a card payment.' },
    },
    {
      name: 'stripeCheckoutSessionId',
      type: 'text',
      // One payment per Checkout Session, whichever of its events (completed, async succeeded) came first.
      unique: true,
      maxLength: 255,
      admin: { readOnly: true },
    },
  ],
}
