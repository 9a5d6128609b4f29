import { describe, expect, it } from 'vitest'
import { campaignKey, locationOfCampaign } from '../src/attribution'

const LOCATIONS = [
  { slug: 'dmv', adCampaigns: ['DMV Spring Windows'] },
  { slug: 'seattle', adCampaigns: ['seattle-spring-windows', 'Eastside Gutters'] },
  { slug: 'houston', adCampaigns: null },
  { slug: 'tri-cities' },
]

const touch = (utmCampaign: string | null, landingPage: string | null = 'https://clearview.example/') => ({
  utmCampaign,
  landingPage,
})

describe("the location a visit's campaign speaks for", () => {
  it('is the location whose ad campaigns name the visit’s utm_campaign, in any case and with stray spaces', () => {
    expect(locationOfCampaign(touch('seattle-spring-windows'), LOCATIONS)).toBe('seattle')
    expect(locationOfCampaign(touch(' eastside gutters '), LOCATIONS)).toBe('seattle')
    expect(locationOfCampaign(touch('dmv spring windows'), LOCATIONS)).toBe('dmv')
    // Only case and the ends are folded: a hyphen is not a space.
    expect(locationOfCampaign(touch('dmv-spring-windows'), LOCATIONS)).toBeUndefined()
  })

  it('is the location of the page the visit landed on when no campaign names one, in either language', () => {
    expect(locationOfCampaign(touch('brand', 'https://clearview.example/houston?utm_campaign=brand'), LOCATIONS)).toBe(
      'houston',
    )
    expect(
      locationOfCampaign(touch(null, 'https://clearview.example/es/tri-cities/residential/window-cleaning'), LOCATIONS),
    ).toBe('tri-cities')
    expect(locationOfCampaign(touch(null, '/seattle/contact'), LOCATIONS)).toBe('seattle')
  })

  it("prefers marketing's campaign names to the landing page", () => {
    expect(locationOfCampaign(touch('DMV Spring Windows', 'https://clearview.example/seattle'), LOCATIONS)).toBe('dmv')
  })

  it('is undefined for a campaign nobody listed landing on a page of no location, or no touch at all', () => {
    expect(locationOfCampaign(touch('brand', 'https://clearview.example/contact'), LOCATIONS)).toBeUndefined()
    expect(locationOfCampaign(touch(null, null), LOCATIONS)).toBeUndefined()
    expect(locationOfCampaign(touch(null, 'not a url ::'), LOCATIONS)).toBeUndefined()
    expect(
      locationOfCampaign(touch('seattle-spring-windows'), [
        { slug: 'atlantis', adCampaigns: ['seattle-spring-windows'] },
      ]),
    ).toBeUndefined()
  })

  it('meets campaign names the way the spend reports do', () => {
    expect(campaignKey('  Spring Wash ')).toBe('spring wash')
  })
})
