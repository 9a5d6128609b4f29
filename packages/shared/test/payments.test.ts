import { describe, expect, it } from 'vitest'
import { PLAN_FACTS, PLAN_IDS, HOME_SIZES } from '../src/catalog'
import { centsToDecimal, dueDays, parseDollars, summarize, type Entry } from '../src/payments'
import { dollarsToCents } from '../src/schemas'

describe('money in whole cents', () => {
  it('turns every plan price into its exact cents, and back', () => {
    for (const planId of PLAN_IDS)
      for (const size of HOME_SIZES) {
        const price = PLAN_FACTS[planId].prices[size]
        const cents = dollarsToCents(price)
        expect(Number.isSafeInteger(cents)).toBe(true)
        expect(centsToDecimal(cents)).toBe(price.toFixed(2))
        expect(parseDollars(price.toFixed(2))).toBe(cents)
      }
  })

  it('reads dollars as typed, refusing what is not an amount', () => {
    expect(parseDollars('$1,250.5')).toBe(125050)
    expect(parseDollars('0.07')).toBe(7)
    expect(parseDollars('125')).toBe(12500)
    for (const bad of ['', '1.005', '-5', '12,34', 'ten', '1e3']) expect(parseDollars(bad)).toBeUndefined()
  })
})

describe('an account month by month', () => {
  const quarterly = { signedUpOn: '2026-01-31', priceCents: 2599, cadenceMonths: 3 }
  const payment = (receivedOn: string, amountCents: number, kind: Entry['kind'] = 'payment'): Entry => ({
    kind,
    amountCents,
    method: 'check',
    receivedOn,
  })

  it('charges on the signup day and every cadence after, clamped to the month end', () => {
    expect(dueDays(quarterly, '2026-12-31')).toEqual(['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31'])
    expect(dueDays({ ...quarterly, cadenceMonths: null }, '2027-12-31')).toEqual(['2026-01-31'])
  })

  it('owes in the month a charge falls due, is overdue 15 days on, and a check and a refund move the balance', () => {
    expect(summarize(quarterly, [], '2026-04', '2026-04-30')).toMatchObject({
      owedCents: 2599,
      balanceCents: 5198,
      overdueCents: 2599,
      status: 'overdue',
    })
    const paid = [payment('2026-02-10', 2599), payment('2026-05-02', 2599)]
    expect(summarize(quarterly, paid, '2026-05', '2026-06-01')).toMatchObject({
      owedCents: 0,
      paidCents: 2599,
      balanceCents: 0,
      overdueCents: 0,
      status: 'paid',
    })
    const refunded = [...paid, payment('2026-05-20', 1000, 'refund')]
    expect(summarize(quarterly, refunded, '2026-05', '2026-06-01')).toMatchObject({
      paidCents: 1599,
      balanceCents: 1000,
      status: 'overdue',
      lastEntry: refunded[2],
    })
  })

  it('adds the charges of an account of several services, each on its own cadence, against one set of payments', () => {
    const balcony = { ...quarterly, priceCents: 8900, cadenceMonths: null }
    const both = [balcony, quarterly]
    // January: both charged on the signup day; April: only the quarterly one comes again.
    expect(summarize(both, [], '2026-01', '2026-01-31')).toMatchObject({ owedCents: 11499, balanceCents: 11499 })
    expect(summarize(both, [payment('2026-02-05', 11499)], '2026-04', '2026-04-30')).toMatchObject({
      owedCents: 2599,
      paidCents: 0,
      balanceCents: 2599,
      overdueCents: 0,
      status: 'owing',
    })
  })
})
