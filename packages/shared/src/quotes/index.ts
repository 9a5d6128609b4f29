export {
  DEFAULT_DEPOSIT_PERCENT,
  DEPOSIT_TYPES,
  LEAD_VALUE_SOURCES,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUSES,
  quoteNumberText,
  type DepositType,
  type LeadValueSource,
  type QuoteStage,
  type QuoteStatus,
} from './facts'
export {
  MAX_QUANTITY,
  MAX_UNIT_CENTS,
  percentOf,
  quoteTotals,
  type LineTotals,
  type QuoteDeposit,
  type QuoteLineAmount,
  type QuoteTotals,
} from './totals'
export {
  quoteAcceptSchema,
  quoteDeclineSchema,
  quoteDepositSchema,
  quoteDraftSchema,
  quoteLineSchema,
  quoteQuestionSchema,
  type QuoteAccept,
  type QuoteDecline,
  type QuoteDraft,
  type QuoteDraftInput,
  type QuoteLineInput,
  type QuoteQuestion,
} from './schemas'
export type { CustomerQuote, LeadQuotes, QuoteCatalogService, QuoteLineView, QuoteSent, QuoteView } from './views'
