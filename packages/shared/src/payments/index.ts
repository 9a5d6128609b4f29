export {
  LEDGER_ENTRY_KINDS,
  MAX_ENTRY_CENTS,
  PAYMENT_DUE_DAYS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_PROGRAM_FACTS,
  PAYMENT_PROGRAMS,
  paymentProgramOf,
  paymentsPagePath,
  SIGNUP_ACCOUNT_TYPES,
  type LedgerEntryKind,
  type PaymentMethod,
  type PaymentProgram,
  type SignupAccountType,
} from './ledger-facts'
export { centsToDecimal, parseDollars } from './money'
export {
  currentPeriod,
  dayOf,
  dueDays,
  periodDays,
  summarize,
  type Account,
  type AccountSummary,
  type Entry,
  type LedgerRow,
  type ProgramLedger,
} from './billing'
export {
  LEDGER_STATUS_FILTERS,
  ledgerAccountSchema,
  ledgerQuerySchema,
  recordPaymentSchema,
  type LedgerAccount,
  type LedgerQuery,
  type RecordPayment,
  type RecordPaymentInput,
} from './schemas'
