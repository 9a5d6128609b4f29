import type { Language } from '../schemas'
import type { QuoteStatus } from './facts'
import type { QuoteDeposit, QuoteTotals } from './totals'

export interface QuoteLineView {
  kind: 'service' | 'free'
  /** The catalog service's id (service lines). */
  service: number | null
  description: string
  quantity: number
  unitCents: number
  lineCents: number
  discountCents: number
}

/** A quote version as the customer's page, its PDF and the desk show it. */
export interface QuoteView {
  id: number
  number: string
  version: number
  status: QuoteStatus
  customerName: string | null
  address: string | null
  issuedOn: string
  validUntil: string
  lines: QuoteLineView[]
  planName: string | null
  planDiscountPercent: number
  notes: string | null
  deposit: QuoteDeposit
  totals: Omit<QuoteTotals, 'lines'>
  sentAt: string | null
  acceptedAt: string | null
  acceptedName: string | null
  declinedAt: string | null
  declineReason: string | null
  depositPaidAt: string | null
  /** The office to call: the lead's location's, else the company's. */
  office: { name: string; phone: string }
}

/** What the customer's page can do with the quote it shows. */
export interface CustomerQuote {
  quote: QuoteView
  /** The language of the quote's lead (the page they asked from): the page, its PDF and its mails speak it. */
  language: Language
  canAnswer: boolean
  /** A deposit is due and card payments online are on. */
  canPayDeposit: boolean
}

/** A service the builder can quote, at the CMS's price. */
export interface QuoteCatalogService {
  id: number
  name: string
  unitCents: number
  unit: string | null
}

/** The lead page's quote section: every version, newest first, and what the builder offers. */
export interface LeadQuotes {
  quotes: QuoteView[]
  catalog: QuoteCatalogService[]
  planName: string | null
  planDiscountPercent: number
  defaultDeposit: QuoteDeposit
}

export interface QuoteSent {
  quote: QuoteView
  sentTo: string
}
