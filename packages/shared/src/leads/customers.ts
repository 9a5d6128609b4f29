import { z } from 'zod'
import type { LeadKind } from './kinds/registry'
import type { LeadStatus } from './workflow'
import type { LeadValueSource, QuoteStatus } from '../quotes/facts'
import type { VisitKind, VisitStatus } from '../booking/facts'

/** How the desk names a customer record: C- and its number. */
export const customerReference = (id: number) => `C-${id}`

/** The desk's customer search (GET /api/desk/customers?q=...): a name, phone, email or address, in part. */
export const customerSearchSchema = z.strictObject({
  q: z
    .string({ error: 'Type a name, phone, email or address.' })
    .trim()
    .min(2, 'Type at least two letters or digits.')
    .max(100, 'A search can be at most 100 characters.'),
})
export type CustomerSearch = z.infer<typeof customerSearchSchema>

/** How many customers a search answers at most, those seen most recently: more words narrow it. */
export const CUSTOMER_SEARCH_LIMIT = 20

/** How many of each part of a customer's history come at first, and how many more each "Show more" adds. */
export const CUSTOMER_HISTORY_STEP = 20
/** The most of each part one answer carries, however often "Show more" was asked. */
export const CUSTOMER_HISTORY_MAX = 200

/** A customer's history (GET /api/desk/customers/{id}?limit=...): the newest `limit` of each part. */
export const customerHistoryQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(CUSTOMER_HISTORY_MAX, `limit can be at most ${CUSTOMER_HISTORY_MAX}.`)
    .default(CUSTOMER_HISTORY_STEP),
})

const customerId = (field: string) =>
  z
    .number({ error: `Choose the customer ${field}.` })
    .int()
    .positive()
    .max(2_147_483_647)

/** Two customers who are one: `merge`'s leads and history move to `keep`. */
export const customerMergeSchema = z
  .strictObject({ keep: customerId('to keep'), merge: customerId('to merge into it') })
  .refine((body) => body.keep !== body.merge, { path: ['merge'], message: 'A customer cannot be merged into itself.' })
export type CustomerMerge = z.infer<typeof customerMergeSchema>

/** A customer as a search lists it: who, how to reach them, and how many leads they sent. */
export interface CustomerSummary {
  id: number
  name: string | null
  email: string | null
  phone: string | null
  company: string | null
  address: string | null
  lastLeadAt: string | null
  leads: number
}

/** The parts of a customer's history, each capped at the query's limit. */
export const CUSTOMER_HISTORY_PARTS = ['leads', 'quotes', 'visits', 'payments', 'reviews'] as const
export type CustomerHistoryPart = (typeof CUSTOMER_HISTORY_PARTS)[number]

/**
 * A customer with what they did with us, newest first, at most the query's limit of each part;
 * `totals` says how many there are of each (the rest are "n more"). Every row names its lead by id and
 * reference, whether or not that lead is among the leads shown. `mergedInto` when it was merged away.
 */
export interface CustomerHistory {
  customer: CustomerSummary & { mergedInto: number | null; mergedAt: string | null }
  totals: Record<CustomerHistoryPart, number>
  leads: {
    id: number
    kind: LeadKind
    reference: string
    status: LeadStatus
    value: number | null
    valueSource: LeadValueSource | null
    asked: string | null
    locationLabel: string | null
    createdAt: string
  }[]
  quotes: {
    id: number
    leadId: number
    leadReference: string
    number: string
    version: number
    status: QuoteStatus
    totalCents: number
    createdAt: string
  }[]
  visits: {
    id: number
    leadId: number
    leadReference: string
    reference: string
    kind: VisitKind
    status: VisitStatus
    startsAt: string
  }[]
  payments: {
    id: number
    leadId: number
    leadReference: string
    kind: 'payment' | 'refund'
    amountCents: number
    method: string
    receivedOn: string
  }[]
  reviews: { id: number; leadId: number; leadReference: string; rating: number; text: string; date: string }[]
}
