import { describe, expect, it } from 'vitest'
import { fromPriceAt, servicePrice } from '../src/schemas'

const windows = servicePrice({
  slug: 'residential-window-cleaning',
  name: 'Window Cleaning',
  pricing: { fromPrice: 189, localPrices: [{ location: { slug: 'seattle' }, fromPrice: 209 }] },
})

describe('fromPriceAt', () => {
  it("is the location's own from-price where marketing set one, else the service's", () => {
    expect(fromPriceAt(windows, 'seattle')).toBe(209)
    expect(fromPriceAt(windows, 'dmv')).toBe(189)
    expect(fromPriceAt(windows, undefined)).toBe(189)
  })

  it('is null for a service priced only after a visit, and ignores a blank or zero price', () => {
    const walkThrough = servicePrice({ slug: 'commercial-window-cleaning', name: 'Windows', pricing: {} })
    expect(fromPriceAt(walkThrough, 'dmv')).toBeNull()
    const zeroLocal = servicePrice({
      slug: 'x',
      name: 'X',
      pricing: { fromPrice: 0, localPrices: [{ location: { slug: 'dmv' }, fromPrice: 0 }] },
    })
    expect(fromPriceAt(zeroLocal, 'dmv')).toBeNull()
  })
})
