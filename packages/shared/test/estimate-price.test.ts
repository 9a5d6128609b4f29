import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOME_SIZES } from '../src/catalog'
import {
  DEFAULT_ESTIMATE_PRICING,
  estimatePrice,
  MAX_STORIES,
  servicePrice,
  type PricedServiceDocument,
  type ServicePrice,
} from '../src/schemas'

/** The homeowners' services as the CMS's seed prices them (a service document, locations populated). */
const WINDOWS: PricedServiceDocument = {
  slug: 'residential-window-cleaning',
  name: 'Window Cleaning',
  pricing: {
    fromPrice: 189,
    localPrices: [{ location: { slug: 'seattle' }, fromPrice: 209 }],
    estimate: { mediumPercent: 30, largePercent: 70, storyPercent: 20, spreadPercent: 30, scope: 'exterior only' },
  },
}
const DRIVEWAY: PricedServiceDocument = {
  slug: 'residential-pressure-washing',
  name: 'Pressure Washing',
  pricing: {
    fromPrice: 149,
    estimate: {
      mediumPercent: 20,
      largePercent: 45,
      storyPercent: 0,
      spreadPercent: 30,
      scope: 'driveway and front walk',
    },
  },
}
const UNPRICED: PricedServiceDocument = { slug: 'residential-holiday-lights', name: 'Holiday Lights', pricing: {} }
const PRICES = [WINDOWS, DRIVEWAY, UNPRICED].map(servicePrice)

describe('estimatePrice', () => {
  it('starts at the from-price for the smallest one-story home', () => {
    const estimate = estimatePrice(PRICES, {
      services: ['residential-window-cleaning'],
      size: 'small',
      stories: 1,
      location: null,
    })
    expect(estimate).toMatchObject({ low: 189, high: 246 })
    expect(estimate?.text).toBe('$189-$246 for a 1-story home under 1,500 sq ft, exterior only')
  })

  it('adds the size and story percentages marketing set, and says the home', () => {
    const estimate = estimatePrice(PRICES, {
      services: ['residential-window-cleaning'],
      size: 'medium',
      stories: 2,
      location: 'dmv',
    })
    // 189 x 1.3 x 1.2 = 294.84, and the range 30% above it.
    expect(estimate).toMatchObject({ low: 295, high: 384 })
    expect(estimate?.text).toBe('$295-$384 for a 2-story home of 1,500 to 3,000 sq ft, exterior only')
    expect(estimate?.inputs).toEqual({
      services: ['residential-window-cleaning'],
      size: 'medium',
      stories: 2,
      location: 'dmv',
    })
  })

  it("takes a location's own from-price where it has one", () => {
    const estimate = estimatePrice(PRICES, {
      services: ['residential-window-cleaning'],
      size: 'small',
      stories: 1,
      location: 'seattle',
    })
    expect(estimate?.lines).toEqual([{ service: 'residential-window-cleaning', fromPrice: 209, low: 209, high: 272 }])
  })

  it('sums several services, names them, and lists the ones priced after a visit', () => {
    const estimate = estimatePrice(PRICES, {
      services: ['residential-window-cleaning', 'residential-pressure-washing', 'residential-holiday-lights'],
      size: 'large',
      stories: 4,
      location: null,
    })
    // Windows: 189 x 1.7 x 1.6 = 514.08; the driveway ignores stories: 149 x 1.45 = 216.05.
    expect(estimate).toMatchObject({ low: 514 + 216, high: 668 + 281 })
    expect(estimate?.unpriced).toEqual(['residential-holiday-lights'])
    expect(estimate?.text).toBe(
      '$730-$949 for window cleaning and pressure washing of a 4+ story home over 3,000 sq ft, exterior only; driveway and front walk',
    )
  })

  it('has no estimate when no chosen service has a price', () => {
    expect(
      estimatePrice(PRICES, { services: ['residential-holiday-lights'], size: 'small', stories: 1, location: null }),
    ).toBeUndefined()
    expect(estimatePrice(PRICES, { services: [], size: 'small', stories: 1, location: null })).toBeUndefined()
  })

  it('reads blank percentages as the defaults and a blank scope as none', () => {
    const price = servicePrice({ slug: 's', name: 'S', pricing: { fromPrice: 100, estimate: { scope: '' } } })
    expect(price.estimate).toEqual(DEFAULT_ESTIMATE_PRICING)
  })
})

const servicePrices = fc
  .uniqueArray(
    fc.record({
      slug: fc.constantFrom('a', 'b', 'c', 'd'),
      name: fc.constantFrom('Window Cleaning', 'Soft Washing'),
      fromPrice: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
      localFromPrices: fc.dictionary(fc.constantFrom('dmv', 'seattle'), fc.integer({ min: 1, max: 5_000 })),
      estimate: fc.record({
        mediumPercent: fc.integer({ min: 0, max: 500 }),
        largePercent: fc.integer({ min: 0, max: 500 }),
        storyPercent: fc.integer({ min: 0, max: 500 }),
        spreadPercent: fc.integer({ min: 0, max: 500 }),
        scope: fc.option(fc.constantFrom('exterior only', 'whole exterior'), { nil: null }),
      }),
    }),
    { selector: (price) => price.slug, maxLength: 4 },
  )
  .map((prices): ServicePrice[] => prices)

const inputs = fc.record({
  services: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 5 }),
  size: fc.constantFrom(...HOME_SIZES),
  stories: fc.integer({ min: 1, max: MAX_STORIES }),
  location: fc.constantFrom(null, 'dmv', 'seattle'),
})

describe('estimatePrice, for any prices marketing sets', () => {
  it('gives whole dollars with the bottom at or under the top, summed from its lines', () => {
    fc.assert(
      fc.property(servicePrices, inputs, (prices, asked) => {
        const estimate = estimatePrice(prices, asked)
        if (!estimate) return
        expect(Number.isInteger(estimate.low) && Number.isInteger(estimate.high)).toBe(true)
        expect(estimate.low).toBeLessThanOrEqual(estimate.high)
        expect(estimate.low).toBe(estimate.lines.reduce((sum, line) => sum + line.low, 0))
        expect(estimate.high).toBe(estimate.lines.reduce((sum, line) => sum + line.high, 0))
        expect(estimate.text).toMatch(/^\$[\d,]+(-\$[\d,]+)? for /)
      }),
    )
  })

  it('never starts under the from-price, and never falls as the home grows', () => {
    fc.assert(
      fc.property(servicePrices, inputs, (prices, asked) => {
        const estimate = estimatePrice(prices, asked)
        if (!estimate) return
        for (const line of estimate.lines) expect(line.low).toBeGreaterThanOrEqual(Math.round(line.fromPrice))
        const taller = estimatePrice(prices, { ...asked, stories: Math.min(asked.stories + 1, MAX_STORIES) })
        expect(taller!.low).toBeGreaterThanOrEqual(estimate.low)
        const larger = estimatePrice(prices, { ...asked, size: 'large' })
        const smaller = estimatePrice(prices, { ...asked, size: 'small' })
        expect(smaller!.low).toBeLessThanOrEqual(larger!.low)
      }),
    )
  })

  it('has an estimate exactly when a chosen service has a price where the home is', () => {
    fc.assert(
      fc.property(servicePrices, inputs, (prices, asked) => {
        const pricedHere = prices.some(
          (price) =>
            (asked.services as readonly string[]).includes(price.slug) &&
            (price.fromPrice !== null || (asked.location !== null && asked.location in price.localFromPrices)),
        )
        expect(estimatePrice(prices, asked) !== undefined).toBe(pricedHere)
      }),
    )
  })
})
