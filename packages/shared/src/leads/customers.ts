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

/** A customer with everything they did with us, newest first; `mergedInto` when it was merged away. */
export interface CustomerHistory {
  customer: CustomerSummary & { mergedInto: number | null; mergedAt: string | null }
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
    number: string
    version: number
    status: QuoteStatus
    totalCents: number
    createdAt: string
  }[]
  visits: { id: number; leadId: number; reference: string; kind: VisitKind; status: VisitStatus; startsAt: string }[]
  payments: {
    id: number
    leadId: number
    kind: 'payment' | 'refund'
    amountCents: number
    method: string
    receivedOn: string
  }[]
  reviews: { id: number; leadId: number; rating: number; text: string; date: string }[]
}
