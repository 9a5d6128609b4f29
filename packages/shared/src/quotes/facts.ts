import type { OptionLabels } from '../catalog/options'

/**
 * A quote version's life: saved (draft), sent to the customer, then accepted or declined by them, or
 * superseded when staff save a changed version. An accepted version is frozen.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'superseded'] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
export const QUOTE_STATUS_LABELS: OptionLabels<QuoteStatus> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  superseded: 'Replaced by a newer version',
}

/** Where a sales lead stands from its estimate visit to the job done, shown beside its status on the desk. */
export const QUOTE_STAGES = [
  'visit-booked',
  'quote-sent',
  'quote-accepted',
  'deposit-paid',
  'job-booked',
  'job-done',
] as const
export type QuoteStage = (typeof QUOTE_STAGES)[number]
export const QUOTE_STAGE_LABELS: OptionLabels<QuoteStage> = {
  'visit-booked': 'Visit booked',
  'quote-sent': 'Quote sent',
  'quote-accepted': 'Quote accepted',
  'deposit-paid': 'Deposit paid',
  'job-booked': 'Job booked',
  'job-done': 'Job done',
}

/** Where a won lead's value came from: typed by staff, or the total of the quote the customer accepted. */
export const LEAD_VALUE_SOURCES = ['typed', 'quote'] as const
export type LeadValueSource = (typeof LEAD_VALUE_SOURCES)[number]

export const DEPOSIT_TYPES = ['percent', 'fixed'] as const
/** The deposit a quote asks for where a location has not set its own: a quarter of the total. */
export const DEFAULT_DEPOSIT_PERCENT = 25
export type DepositType = (typeof DEPOSIT_TYPES)[number]

/** A quote's number as customers read it: the year it was first made and its place in that year. */
export function quoteNumberText(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(4, '0')}`
}
