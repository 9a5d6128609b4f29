import { describe, expect, it } from 'vitest'
import { isCampaignTouch, trackingSourceOf } from '../src/calls'

describe('trackingSourceOf', () => {
  it.each([
    [{ gclid: 'Cj0KCQ' }, 'google-ads'],
    [{ gbraid: '0AAAA' }, 'google-ads'],
    [{ utmSource: 'google', utmMedium: 'cpc' }, 'google-ads'],
    [{ utmSource: 'Google', utmMedium: 'PPC' }, 'google-ads'],
    [{ utmSource: 'google', utmMedium: 'organic', utmCampaign: 'gbp' }, 'google-business-profile'],
    [{ utmSource: 'gmb' }, 'google-business-profile'],
    [{ utmSource: 'bing', utmMedium: 'cpc' }, 'bing'],
    [{ referrer: 'https://www.bing.com/search?q=x' }, 'bing'],
    [{ utmSource: 'facebook', utmMedium: 'paid-social' }, 'facebook'],
    [{ referrer: 'https://l.facebook.com/' }, 'facebook'],
    [{ referrer: 'https://instagram.com/' }, 'facebook'],
    [{ utmSource: 'spring-newsletter', utmMedium: 'email' }, 'email'],
  ] as const)('%o is %s', (touch, source) => {
    expect(trackingSourceOf(touch)).toBe(source)
  })

  it.each([
    [{}],
    [{ referrer: 'https://www.google.com/' }],
    [{ utmSource: 'google', utmMedium: 'organic' }],
    [{ referrer: 'https://notfacebook.com.example/' }],
    [{ referrer: 'https://notbing.com/' }],
    [{ referrer: 'https://www.notinstagram.com/' }],
    [{ referrer: 'not a url' }],
  ])('%o has no tracking source', (touch) => {
    expect(trackingSourceOf(touch)).toBeNull()
  })

  it('lends pool numbers to campaign visits only', () => {
    expect(isCampaignTouch({ utmSource: 'partner' })).toBe(true)
    expect(isCampaignTouch({ gclid: 'x' })).toBe(true)
    expect(isCampaignTouch({ referrer: 'https://www.google.com/' })).toBe(false)
  })
})
