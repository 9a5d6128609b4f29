import { z } from 'zod'
import { LOCATION_SLUGS } from '../catalog'
import { optionalText, uuidField } from '../schemas/fields'
import { languageField } from '../schemas/language'
import { LEDGER_ENTRY_KINDS, MAX_ENTRY_CENTS, MIN_CARD_CENTS, PAYMENT_METHODS } from './ledger-facts'

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date.`)

const invoiceNumber = z
  .string({ error: 'Please enter the invoice number.' })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'An invoice number is letters, digits and dashes (at most 40).')

const recordId = z.int({ error: 'Choose the signup this is for.' }).positive('Choose the signup this is for.')

/** What an entry is recorded against: one signup, a quote (its deposit), or an invoice by its number. */
export const ledgerAccountSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('plan-signup'), id: recordId }),
    z.strictObject({ type: z.literal('community-signup'), id: recordId }),
    z.strictObject({ type: z.literal('quote'), id: recordId }),
    z.strictObject({ type: z.literal('invoice'), number: invoiceNumber }),
  ],
  { error: 'Say whether this is for a signup or an invoice.' },
)
export type LedgerAccount = z.output<typeof ledgerAccountSchema>

/**
 * A payment or refund staff record by hand (a check, cash, a bank transfer). The key makes a retried
 * or double-clicked save one entry; the day cannot be in the future.
 */
export const recordPaymentSchema = z.strictObject({
  idempotencyKey: uuidField('This form is missing its key. Please reload the page and try again.'),
  kind: z.enum(LEDGER_ENTRY_KINDS, { error: 'Choose payment or refund.' }),
  amountCents: z
    .int({ error: 'Enter the amount in dollars and cents.' })
    .min(1, 'The amount must be more than zero.')
    .max(MAX_ENTRY_CENTS, 'The amount can be at most $100,000.00.'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose card, check, cash or bank transfer.' }),
  receivedOn: day('The date').refine(
    (value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    'The date cannot be in the future.',
  ),
  note: optionalText('the note', 500),
  account: ledgerAccountSchema,
})
export type RecordPayment = z.output<typeof recordPaymentSchema>
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>

export const LEDGER_STATUS_FILTERS = ['owing', 'overdue', 'paid'] as const

/** A staff payment page's filters, as GET query parameters: the month, the status, a location, a search. */
export const ledgerQuerySchema = z.strictObject({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'period must be a month (YYYY-MM).')
    .optional(),
  status: z.enum(LEDGER_STATUS_FILTERS, { error: 'status must be owing, overdue or paid.' }).optional(),
  location: z.enum(LOCATION_SLUGS, { error: `location must be one of ${LOCATION_SLUGS.join(', ')}.` }).optional(),
  q: z.string().trim().max(200, 'The search can be at most 200 characters.').optional(),
})
export type LedgerQuery = z.output<typeof ledgerQuerySchema>

/**
 * What a customer pays for online (POST /api/payments/checkout): an invoice by its number, or a plan or
 * resident signup by the reference its thank-you page and email gave (PLN-1A2B3C4D, RES-1A2B3C4D), and
 * the amount in whole cents, at least what the card processor accepts. The key is the form's: a double
 * click or a retry asks for the same Checkout Session.
 */
export const checkoutSchema = z.strictObject({
  idempotencyKey: uuidField('This form is missing its key. Please reload the page and try again.'),
  payFor: z.discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('invoice'), number: invoiceNumber }),
      z.strictObject({
        type: z.literal('signup'),
        reference: z
          .string({ error: 'Please enter your signup reference.' })
          .trim()
          .toUpperCase()
          .regex(/^(PLN|RES)-[0-9A-F]{8}$/, 'A signup reference looks like PLN-1A2B3C4D or RES-1A2B3C4D.'),
      }),
    ],
    { error: 'Say whether you are paying an invoice or a plan or resident signup.' },
  ),
  amountCents: z
    .int({ error: 'Enter the amount in dollars and cents.' })
    .min(MIN_CARD_CENTS, 'The amount must be at least $0.50.')
    .max(MAX_ENTRY_CENTS, 'The amount can be at most $100,000.00.'),
  /** The page's language: Stripe returns the customer to the pages in it. */
  language: languageField,
})
export type CheckoutRequest = z.output<typeof checkoutSchema>
export type CheckoutRequestInput = z.input<typeof checkoutSchema>

/** A Checkout Session's id as Stripe makes them (cs_test_..., cs_live_...): what the return page asks about. */
export const checkoutSessionIdSchema = z
  .string({ error: 'sessionId must be a Checkout Session id.' })
  .regex(/^cs_(test|live)_[A-Za-z0-9]{1,200}$/, 'sessionId must be a Checkout Session id.')
