import {
  PAYMENT_DUE_DAYS,
  type LedgerEntryKind,
  type PaymentMethod,
  type PaymentProgram,
  type SignupAccountType,
} from './ledger-facts'

/**
 * What a signup owes and has paid, month by month. A signup is charged its price on the day it was
 * made and again every `cadenceMonths` months (never again for a one-off service); every amount is in
 * whole cents and every date a UTC day (YYYY-MM-DD), so sums are exact and days compare as text.
 */

export interface Account {
  /** The day of the signup: the first charge falls due then. */
  signedUpOn: string
  priceCents: number
  /** Months between charges; null for a one-off. */
  cadenceMonths: number | null
}

export interface Entry {
  kind: LedgerEntryKind
  amountCents: number
  method: PaymentMethod
  receivedOn: string
  note?: string | null
}

export interface AccountSummary {
  /** Charges falling due within the period. */
  owedCents: number
  /** Payments less refunds received within the period. */
  paidCents: number
  /** Everything charged through the period's end less everything paid by then (negative: in credit). */
  balanceCents: number
  /** Charges due more than PAYMENT_DUE_DAYS days before the period's end (or today) still unpaid. */
  overdueCents: number
  lastEntry: Entry | null
  status: 'paid' | 'owing' | 'overdue'
}

const DAY_MS = 86_400_000

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10)

function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** The same day `months` later, clamped to the month's end (January 31 + 1 month is February 28 or 29). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(date, lastDay))
  return dayOf(first)
}

/** A month (YYYY-MM) as its first and last day. */
export function periodDays(period: string): { first: string; last: string } {
  const first = `${period}-01`
  return { first, last: addDays(addMonths(first, 1), -1) }
}

export const currentPeriod = (now: Date): string => dayOf(now).slice(0, 7)

/** The days on which the account's charges fall due, up to and including `through`. */
export function dueDays(account: Account, through: string): string[] {
  const days: string[] = []
  for (let index = 0; ; index++) {
    const due = index === 0 ? account.signedUpOn : addMonths(account.signedUpOn, index * (account.cadenceMonths ?? 0))
    if (due > through || (index > 0 && account.cadenceMonths === null)) return days
    days.push(due)
  }
}

const signed = (entry: Entry) => (entry.kind === 'payment' ? entry.amountCents : -entry.amountCents)
const netPaid = (entries: readonly Entry[], from: string, through: string) =>
  entries.reduce(
    (sum, entry) => (entry.receivedOn >= from && entry.receivedOn <= through ? sum + signed(entry) : sum),
    0,
  )

/** What the account's charges come to on the days `counted` keeps, through `through`. */
const chargedCents = (charges: readonly Account[], through: string, counted: (day: string) => boolean) =>
  charges.reduce((sum, charge) => sum + dueDays(charge, through).filter(counted).length * charge.priceCents, 0)

/**
 * One account in one month (YYYY-MM), seen on `today`. An account of several services (a resident's
 * signup) is one charge per service, all paid into the one account.
 */
export function summarize(
  account: Account | readonly Account[],
  entries: readonly Entry[],
  period: string,
  today: string,
): AccountSummary {
  const charges = [account].flat()
  const { first, last } = periodDays(period)
  const asOf = today < last ? today : last
  const owedCents = chargedCents(charges, last, (day) => day >= first)
  const balanceCents = chargedCents(charges, last, () => true) - netPaid(entries, '0000-01-01', last)
  const lateBefore = addDays(asOf, -PAYMENT_DUE_DAYS)
  const lateCents = chargedCents(charges, last, (day) => day < lateBefore)
  const overdueCents = Math.max(0, lateCents - netPaid(entries, '0000-01-01', asOf))
  const lastEntry =
    entries
      .filter((entry) => entry.receivedOn <= last)
      .sort((a, b) => a.receivedOn.localeCompare(b.receivedOn))
      .at(-1) ?? null
  return {
    owedCents,
    paidCents: netPaid(entries, first, last),
    balanceCents,
    overdueCents,
    lastEntry,
    status: overdueCents > 0 ? 'overdue' : balanceCents > 0 ? 'owing' : 'paid',
  }
}

/** One customer (a plan signup) or unit (a resident signup) on a staff payment page, in one month. */
export interface LedgerRow extends AccountSummary {
  account: { type: SignupAccountType; id: number }
  reference: string
  customer: string
  email: string | null
  phone: string | null
  /** The unit (resident programs) or the plan and home size (seasonal plans). */
  what: string
  service: string | null
  signedUpOn: string
  priceCents: number
  billed: string
  /** Every entry through the period's end, oldest first: when and how each payment came. */
  entries: Entry[]
}

export interface ProgramLedger {
  program: PaymentProgram
  title: string
  period: string
  rows: LedgerRow[]
  totals: { owedCents: number; paidCents: number; balanceCents: number; overdueCents: number; accounts: number }
}
