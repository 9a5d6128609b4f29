import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY, MAX_UNIT_CENTS, percentOf, quoteTotals, type QuoteDeposit } from '../src/quotes'

const line = fc.record({
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
  unitCents: fc.integer({ min: 0, max: MAX_UNIT_CENTS }),
  discountable: fc.boolean(),
})
const lines = fc.array(line, { minLength: 1, maxLength: 50 })
const percent = fc.integer({ min: 0, max: 100 })
const deposit: fc.Arbitrary<QuoteDeposit> = fc.oneof(
  percent.map((value) => ({ type: 'percent' as const, percent: value })),
  fc.integer({ min: 0, max: MAX_UNIT_CENTS }).map((cents) => ({ type: 'fixed' as const, cents })),
)

/** The exact rounding, in BigInt: half a cent and more rounds up. */
const exactPercentOf = (cents: number, pct: number) => Number((BigInt(cents) * BigInt(pct) * 2n + 100n) / 200n)

describe('quote totals in whole cents', () => {
  it('are whole, never negative, and add up: total = subtotal - discount, discount within each line', () => {
    fc.assert(
      fc.property(lines, percent, deposit, (items, pct, dep) => {
        const totals = quoteTotals(items, pct, dep)
        for (const value of [totals.subtotalCents, totals.discountCents, totals.totalCents, totals.depositCents]) {
          expect(Number.isSafeInteger(value)).toBe(true)
          expect(value).toBeGreaterThanOrEqual(0)
        }
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents)
        totals.lines.forEach((figures, index) => {
          const item = items[index]!
          expect(figures.lineCents).toBe(item.unitCents * item.quantity)
          expect(figures.discountCents).toBeLessThanOrEqual(figures.lineCents)
          if (!item.discountable) expect(figures.discountCents).toBe(0)
        })
      }),
    )
  })

  it('discount each catalog line by the plan percentage, rounded half up per line', () => {
    fc.assert(
      fc.property(lines, percent, (items, pct) => {
        const totals = quoteTotals(items, pct, { type: 'percent', percent: 0 })
        totals.lines.forEach((figures, index) => {
          const item = items[index]!
          expect(figures.discountCents).toBe(item.discountable ? exactPercentOf(figures.lineCents, pct) : 0)
        })
      }),
    )
  })

  it('take no discount at 0% and the whole catalog at 100%', () => {
    fc.assert(
      fc.property(lines, (items) => {
        expect(quoteTotals(items, 0, { type: 'percent', percent: 0 }).discountCents).toBe(0)
        const free = items.filter((item) => !item.discountable).reduce((sum, i) => sum + i.unitCents * i.quantity, 0)
        expect(quoteTotals(items, 100, { type: 'percent', percent: 0 }).totalCents).toBe(free)
      }),
    )
  })

  it('hold the deposit between nothing and the total: a percentage of it, or a fixed amount capped at it', () => {
    fc.assert(
      fc.property(lines, percent, deposit, (items, pct, dep) => {
        const totals = quoteTotals(items, pct, dep)
        expect(totals.depositCents).toBeLessThanOrEqual(totals.totalCents)
        if (dep.type === 'percent') expect(totals.depositCents).toBe(exactPercentOf(totals.totalCents, dep.percent))
        else expect(totals.depositCents).toBe(Math.min(dep.cents, totals.totalCents))
        expect(quoteTotals(items, pct, { type: 'percent', percent: 100 }).depositCents).toBe(totals.totalCents)
      }),
    )
  })

  it('round a percentage to the nearest cent, half a cent up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_UNIT_CENTS * MAX_QUANTITY }), percent, (cents, pct) => {
        const rounded = percentOf(cents, pct)
        expect(Math.abs(rounded * 100 - cents * pct)).toBeLessThanOrEqual(50)
        expect(rounded).toBe(exactPercentOf(cents, pct))
      }),
    )
    expect(percentOf(5, 10)).toBe(1)
    expect(percentOf(4, 10)).toBe(0)
    expect(percentOf(14999, 15)).toBe(2250)
  })

  it('clamp an out-of-range plan percentage or deposit instead of going below zero or above the total', () => {
    const totals = quoteTotals([{ quantity: 2, unitCents: 1000, discountable: true }], 150, {
      type: 'percent',
      percent: 250,
    })
    expect(totals).toMatchObject({ subtotalCents: 2000, discountCents: 2000, totalCents: 0, depositCents: 0 })
    expect(
      quoteTotals([{ quantity: 1, unitCents: 1000, discountable: true }], 10, { type: 'fixed', cents: -5 }),
    ).toMatchObject({ totalCents: 900, depositCents: 0 })
  })
})
