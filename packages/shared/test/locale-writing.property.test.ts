import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CENTS_WHEN_ANY,
  INTL_LOCALES,
  LOCALES,
  WHOLE_DOLLARS,
  WITH_CENTS,
  writeCount,
  writeDollars,
  writeFixed,
  writeLongDay,
  writeMonthYear,
} from '../src/routes'

// The site writes numbers, dollars and days by hand (locale-writing.ts: a page's first Intl call costs the
// browser its locale data). Each form must be what Intl itself writes, in both languages.
const amounts = fc.oneof(
  fc.double({ min: -1_000_000, max: 1_000_000, noNaN: true }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  // Ties and near-ties at every decimal place rounding can meet.
  fc.integer({ min: -100_000, max: 100_000 }).map((thousandths) => thousandths / 1000 + 0.0005),
  fc.integer({ min: -100_000, max: 100_000 }).map((halves) => halves / 2),
)

describe('locale writing', () => {
  it('writes dollars as Intl does, with cents, whole and cents when any, in both languages', () => {
    for (const locale of LOCALES) {
      const intl = (options: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD', ...options })
      const withCents = intl({})
      const whole = intl({ maximumFractionDigits: 0 })
      const centsWhenAny = intl({ minimumFractionDigits: 0, maximumFractionDigits: 2 })
      fc.assert(
        fc.property(amounts, (amount) => {
          expect(writeDollars(amount, WITH_CENTS)).toBe(withCents.format(amount))
          expect(writeDollars(amount, WHOLE_DOLLARS)).toBe(whole.format(amount))
          expect(writeDollars(amount, CENTS_WHEN_ANY)).toBe(centsWhenAny.format(amount))
        }),
        { numRuns: 2_000 },
      )
    }
  })

  it('writes counts and fixed decimals as Intl does in both languages', () => {
    for (const locale of LOCALES) {
      fc.assert(
        fc.property(amounts, fc.integer({ min: 0, max: 3 }), (value, decimals) => {
          expect(writeCount(Math.round(value))).toBe(Math.round(value).toLocaleString(INTL_LOCALES[locale]))
          expect(writeFixed(value, decimals)).toBe(
            value.toLocaleString(INTL_LOCALES[locale], {
              minimumFractionDigits: decimals,
              maximumFractionDigits: decimals,
            }),
          )
        }),
        { numRuns: 2_000 },
      )
    }
  })

  it('writes every month and day as Intl does, by the stored UTC day, in both languages', () => {
    for (const locale of LOCALES) {
      fc.assert(
        fc.property(
          fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
          (date) => {
            const value = date.toISOString()
            const intl = INTL_LOCALES[locale]
            expect(writeLongDay(value, locale)).toBe(
              date.toLocaleDateString(intl, { dateStyle: 'long', timeZone: 'UTC' }),
            )
            expect(writeMonthYear(value, locale)).toBe(
              date.toLocaleDateString(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
            )
            expect(writeLongDay(value.slice(0, 10), locale)).toBe(writeLongDay(value, locale))
          },
        ),
        { numRuns: 2_000 },
      )
    }
  })
})
