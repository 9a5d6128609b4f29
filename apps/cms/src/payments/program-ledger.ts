import type { PayloadRequest, Where } from 'payload'
import {
  BILLING_CADENCE_FACTS,
  BILLING_CADENCES,
  cadenceTotals,
  PLAN_FACTS,
  type BillingCadence,
  type PlanId,
} from '@ecs/shared/catalog'
import {
  currentPeriod,
  dayOf,
  periodDays,
  PAYMENT_PROGRAM_FACTS,
  summarize,
  type Entry,
  type LedgerQuery,
  type LedgerRow,
  type PaymentProgram,
  type ProgramLedger,
  type SignupAccountType,
} from '@ecs/shared/payments'
import { dollarsToCents, formatCents, wholeName } from '@ecs/shared/schemas'
import { referenceOf } from '../leads/desk/desk-sync'
import { locationId } from '../utilities/location-id'

interface SignupAccount {
  id: number
  createdAt: string
  idempotencyKey?: string | null
  contact: { firstName: string; lastName?: string | null; email: string; phone: string }
  what: string
  service: string | null
  /** What it is charged: one line per service of a resident's signup, the plan's price for a plan. */
  charges: { priceCents: number; cadence: BillingCadence }[]
}

/**
 * How a staff page says what an account is billed: the cadence when all its charges share one ("one
 * visit", "quarterly"), else what comes again after the signup day ("at signup, then $129.00 quarterly").
 */
function billedSaid(charges: SignupAccount['charges']): string {
  const totals = cadenceTotals(charges)
  if (totals.length === 1) return BILLING_CADENCE_FACTS[totals[0]!.cadence].label.en
  const again = totals.filter(({ cadence }) => cadence !== 'once')
  return `at signup, then ${again.map(({ cadence, cents }) => `${formatCents(cents)} ${BILLING_CADENCE_FACTS[cadence].label.en}`).join(' + ')}`
}

/** The program's signups made by the period's end (in the location asked for). */
async function signupAccounts(req: PayloadRequest, program: PaymentProgram, query: LedgerQuery, last: string) {
  const made: Where[] = [{ createdAt: { less_than: `${last}T23:59:59.999Z` } }]
  if (query.location) made.push({ location: { equals: await locationId(req, query.location) } })
  const community = PAYMENT_PROGRAM_FACTS[program].communityProgram
  const all = { pagination: false, depth: 0, overrideAccess: true, req } as const
  if (community) {
    const { docs } = await req.payload.find({
      collection: 'community-signups',
      where: { and: [...made, { program: { equals: community } }] },
      ...all,
    })
    return docs.map((doc): SignupAccount => ({
      ...doc,
      what: `Unit ${doc.unit}`,
      service: doc.services.map((line) => line.serviceName).join(', '),
      charges: doc.services.map(({ priceCents, cadence }) => ({ priceCents, cadence })),
    }))
  }
  const { docs } = await req.payload.find({ collection: 'plan-signups', where: { and: made }, ...all })
  return docs.map((doc): SignupAccount => ({
    ...doc,
    what: `${PLAN_FACTS[doc.planId as PlanId]?.name ?? doc.planId}${doc.enhanced ? ' enhanced' : ''}, ${doc.homeSize} home`,
    service: null,
    charges: [
      {
        priceCents: dollarsToCents(doc.price),
        // The frequency quoted at signup (free text on older signups), else the plan's own.
        cadence:
          [doc.frequency, PLAN_FACTS[doc.planId as PlanId]?.frequency].find((value): value is BillingCadence =>
            (BILLING_CADENCES as readonly unknown[]).includes(value),
          ) ?? 'once',
      },
    ],
  }))
}

async function entriesByAccount(req: PayloadRequest, type: SignupAccountType, ids: number[], last: string) {
  const byAccount = new Map<number, Entry[]>()
  if (ids.length === 0) return byAccount
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      and: [{ account: { equals: type } }, { accountId: { in: ids } }, { receivedOn: { less_than_equal: last } }],
    },
    // Oldest first; entries of one day in the order they were recorded.
    sort: ['receivedOn', 'id'],
    pagination: false,
    depth: 0,
    select: { accountId: true, kind: true, amountCents: true, method: true, receivedOn: true, note: true },
    overrideAccess: true,
    req,
  })
  for (const doc of docs) {
    const list = byAccount.get(doc.accountId!) ?? []
    list.push({
      kind: doc.kind,
      amountCents: doc.amountCents,
      method: doc.method,
      receivedOn: doc.receivedOn,
      note: doc.note,
    })
    byAccount.set(doc.accountId!, list)
  }
  return byAccount
}

function matches(row: LedgerRow, search: string): boolean {
  const needle = search.toLowerCase()
  return [row.reference, row.customer, row.email, row.phone, row.what].some((value) =>
    value?.toLowerCase().includes(needle),
  )
}

/**
 * A staff payment page: every signup of the program made by the period's end, with what it owes in
 * the month, what was paid, when and how, its balance and what is overdue; the filters, then totals
 * over the rows shown. Amounts in whole cents.
 */
export async function programLedger(
  req: PayloadRequest,
  program: PaymentProgram,
  query: LedgerQuery,
  now = new Date(),
): Promise<ProgramLedger> {
  const period = query.period ?? currentPeriod(now)
  const { last } = periodDays(period)
  const type = PAYMENT_PROGRAM_FACTS[program].account
  const signups = await signupAccounts(req, program, query, last)
  const entries = await entriesByAccount(
    req,
    type,
    signups.map((signup) => signup.id),
    last,
  )
  const today = dayOf(now)
  const rows = signups
    .map((signup): LedgerRow => {
      const signedUpOn = dayOf(new Date(signup.createdAt))
      const charges = signup.charges.map(({ priceCents, cadence }) => ({
        signedUpOn,
        priceCents,
        cadenceMonths: BILLING_CADENCE_FACTS[cadence].months,
      }))
      const own = entries.get(signup.id) ?? []
      return {
        ...summarize(charges, own, period, today),
        account: { type, id: signup.id },
        reference: referenceOf(type, signup),
        customer: wholeName(signup.contact),
        email: signup.contact.email,
        phone: signup.contact.phone,
        what: signup.what,
        service: signup.service,
        signedUpOn,
        // Charged on the signup day: every service's price.
        priceCents: signup.charges.reduce((sum, charge) => sum + charge.priceCents, 0),
        billed: billedSaid(signup.charges),
        entries: own,
      }
    })
    .filter((row) => (!query.status || row.status === query.status) && (!query.q || matches(row, query.q)))
    .sort((a, b) => a.what.localeCompare(b.what, 'en', { numeric: true }) || a.customer.localeCompare(b.customer))
  const sum = (pick: (row: LedgerRow) => number) => rows.reduce((total, row) => total + pick(row), 0)
  return {
    program,
    title: PAYMENT_PROGRAM_FACTS[program].title,
    period,
    rows,
    totals: {
      owedCents: sum((row) => row.owedCents),
      paidCents: sum((row) => row.paidCents),
      balanceCents: sum((row) => row.balanceCents),
      overdueCents: sum((row) => row.overdueCents),
      accounts: rows.length,
    },
  }
}
