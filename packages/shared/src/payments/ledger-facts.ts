import type { CommunityProgramId } from '../catalog'
import type { OptionLabels } from '../catalog/options'
import { pathFor, type RouteId } from '../routes'

/** How money reached us (or went back): a card through the hosted payment page, or recorded by staff. */
export const PAYMENT_METHODS = ['card', 'check', 'cash', 'bank'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: OptionLabels<PaymentMethod> = {
  card: 'Card',
  check: 'Check',
  cash: 'Cash',
  bank: 'Bank transfer',
}

/** The ledger is append-only: a refund is its own entry, never an edit of the payment it returns. */
export const LEDGER_ENTRY_KINDS = ['payment', 'refund'] as const
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number]

/** What an entry is against: a signup (the customer's recurring or one-off charge) or an invoice. */
export const SIGNUP_ACCOUNT_TYPES = ['plan-signup', 'community-signup'] as const
export type SignupAccountType = (typeof SIGNUP_ACCOUNT_TYPES)[number]

/** Every kind of account an entry can be against: a signup, a quote's deposit, or an invoice. */
export const LEDGER_ACCOUNT_TYPES = [...SIGNUP_ACCOUNT_TYPES, 'quote', 'invoice'] as const

/** Days after a visit's charge falls due before it counts as overdue (the program terms' "within 15 days"). */
export const PAYMENT_DUE_DAYS = 15

/** The most one entry can be: a sanity bound against a slipped key (cents), not a business rule. */
export const MAX_ENTRY_CENTS = 10_000_000

/** The least a card payment can be: Stripe's minimum charge in US dollars. */
export const MIN_CARD_CENTS = 50

/** The three staff payment pages: one per program whose signups owe money. */
export const PAYMENT_PROGRAMS = ['seasonal', 'montebello', 'columbia-river-walk'] as const
export type PaymentProgram = (typeof PAYMENT_PROGRAMS)[number]

/** The staff payment pages' routes (also their page ids). */
type PaymentsPageId = Extract<RouteId, `admin-${string}-payments`>

export const PAYMENT_PROGRAM_FACTS: Readonly<
  Record<
    PaymentProgram,
    { title: string; account: SignupAccountType; communityProgram?: CommunityProgramId; page: PaymentsPageId }
  >
> = {
  seasonal: { title: 'Seasonal plan payments', account: 'plan-signup', page: 'admin-seasonal-payments' },
  montebello: {
    title: 'Montebello payments',
    account: 'community-signup',
    communityProgram: 'montebello',
    page: 'admin-montebello-payments',
  },
  'columbia-river-walk': {
    title: 'Columbia River Walk payments',
    account: 'community-signup',
    communityProgram: 'columbia-river-walk',
    page: 'admin-columbia-river-walk-payments',
  },
}

/** The staff payment page a signup's money is on: seasonal plans, or its community program's page. */
export function paymentProgramOf(account: SignupAccountType, communityProgram?: unknown): PaymentProgram | undefined {
  return PAYMENT_PROGRAMS.find((program) => {
    const facts = PAYMENT_PROGRAM_FACTS[program]
    // A page for one community program takes only its own signups; the seasonal page takes every plan's.
    return (
      facts.account === account && (facts.communityProgram === undefined || facts.communityProgram === communityProgram)
    )
  })
}

/** A staff payment page's address, searching for one account (its reference) when given. */
export function paymentsPagePath(program: PaymentProgram, search?: string): string {
  const path = pathFor(PAYMENT_PROGRAM_FACTS[program].page, {})
  return search ? `${path}?${new URLSearchParams({ q: search })}` : path
}
