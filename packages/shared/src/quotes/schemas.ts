import { z } from 'zod'
import { MIN_CARD_CENTS } from '../payments/ledger-facts'
import { optionalText, requiredText } from '../schemas/fields'
import { MAX_QUANTITY, MAX_UNIT_CENTS } from './totals'

const quantity = z
  .int({ error: 'Enter a whole quantity.' })
  .min(1, 'The quantity must be at least 1.')
  .max(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}.`)

const recordId = (message: string) => z.int({ error: message }).positive(message)

/** One line of a quote as staff build it: a service from the catalog (priced by the CMS), or a free line. */
export const quoteLineSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('service'),
      service: recordId('Choose a service from the catalog.'),
      quantity,
    }),
    z.strictObject({
      kind: z.literal('free'),
      description: requiredText('what the line is for', 200),
      quantity,
      unitCents: z
        .int({ error: 'Enter the price in dollars and cents.' })
        .min(0, 'The price cannot be negative.')
        .max(MAX_UNIT_CENTS, 'The price can be at most $100,000.00.'),
    }),
  ],
  { error: 'Each line is a service from the catalog or a free line.' },
)
export type QuoteLineInput = z.output<typeof quoteLineSchema>

export const quoteDepositSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('percent'),
      percent: z.int({ error: 'Enter the deposit as a whole percentage.' }).min(0).max(100, 'At most 100%.'),
    }),
    z.strictObject({
      type: z.literal('fixed'),
      cents: z
        .int({ error: 'Enter the deposit in dollars and cents.' })
        .refine(
          (cents) => cents === 0 || (cents >= MIN_CARD_CENTS && cents <= MAX_UNIT_CENTS),
          'A deposit is nothing, or between $0.50 and $100,000.00.',
        ),
    }),
  ],
  { error: 'Choose a deposit as a percentage or a fixed amount.' },
)

const day = z
  .string({ error: 'Enter the date the quote is valid until (YYYY-MM-DD).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the quote is valid until (YYYY-MM-DD).')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'That is not a real date.')

/**
 * A quote as staff save it from the lead page. `replaces` names the version it changes (the new one
 * takes its number and the next version); without it the save starts a new quote.
 */
export const quoteDraftSchema = z.strictObject({
  lines: z
    .array(quoteLineSchema, { error: 'Add at least one line.' })
    .min(1, 'Add at least one line.')
    .max(50, 'A quote can have at most 50 lines.'),
  notes: optionalText('the notes', 2000),
  deposit: quoteDepositSchema,
  validUntil: day.refine(
    (value) => value >= new Date().toISOString().slice(0, 10),
    'The validity date cannot be in the past.',
  ),
  replaces: recordId('replaces must be the id of the version this changes.').optional(),
})
export type QuoteDraft = z.output<typeof quoteDraftSchema>
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>

/** The customer accepts: their name as a signature and the terms ticked. */
export const quoteAcceptSchema = z.strictObject({
  name: requiredText('your full name', 200, 2),
  acceptTerms: z.literal(true, { error: 'Please tick that you accept the terms.' }),
})
export type QuoteAccept = z.output<typeof quoteAcceptSchema>

export const quoteDeclineSchema = z.strictObject({
  reason: requiredText('why the quote does not suit you', 1000),
})
export type QuoteDecline = z.output<typeof quoteDeclineSchema>

export const quoteQuestionSchema = z.strictObject({
  question: requiredText('your question', 2000),
})
export type QuoteQuestion = z.output<typeof quoteQuestionSchema>
