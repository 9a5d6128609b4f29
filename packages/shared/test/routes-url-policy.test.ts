import { describe, expect, it } from 'vitest'
import { match } from '../src/routes'

describe('letter case, slashes and encoding: match leniently, redirect to the one spelling', () => {
  it.each([
    ['/About-Us', '/about-us', 'about-us'],
    ['/about-us/', '/about-us', 'about-us'],
    ['/ABOUT-US/', '/about-us', 'about-us'],
    ['//about-us', '/about-us', 'about-us'],
    ['/careers//roles', '/careers/roles', 'career-roles'],
    ['/DMV/Contact', '/dmv/contact', 'location-contact'],
    ['/dmv/', '/dmv', 'location-home'],
    [
      '/Tri-Cities/Apartments/Columbia-River-Walk/',
      '/tri-cities/apartments/columbia-river-walk',
      'apartments-columbia-river-walk',
    ],
    ['/about%2Dus', '/about-us', 'about-us'],
    ['/Blog/Soft-Washing', '/blog/soft-washing', 'article'],
    [
      '/Locations/DMV/Services/Commercial-Services/Graffiti-Removal/',
      '/locations/dmv/services/commercial/graffiti-removal',
      'location-service',
    ],
  ])('%s redirects to %s', (requested, redirectTo, page) => {
    expect(match(requested)).toMatchObject({ page, redirectTo })
  })

  it('does not redirect a path already spelled canonically', () => {
    expect(match('/about-us')).not.toHaveProperty('redirectTo')
    expect(match('/')).not.toHaveProperty('redirectTo')
  })

  it('treats an empty pathname as the home page', () => {
    expect(match('')).toMatchObject({ page: 'home' })
    expect(match('')).not.toHaveProperty('redirectTo')
  })

  it('redirects a doubled root to the root', () => {
    expect(match('//')).toMatchObject({ page: 'home', redirectTo: '/' })
  })

  it('ignores a query string or hash passed in with the path', () => {
    expect(match('/about-us?utm_source=x')).toMatchObject({ page: 'about-us' })
    expect(match('/about-us?utm_source=x')).not.toHaveProperty('redirectTo')
    expect(match('/learn#top')).toMatchObject({ page: 'learn' })
    expect(match('/About-Us?x=1')).toMatchObject({ redirectTo: '/about-us' })
  })

  it('serves aliases at their own path without redirecting, pointing the canonical link elsewhere', () => {
    expect(match('/blog')).toMatchObject({ page: 'learn', canonicalPath: '/learn' })
    expect(match('/blog')).not.toHaveProperty('redirectTo')
    expect(match('/estimate')).toMatchObject({ page: 'estimate', canonicalPath: '/contact' })
    expect(match('/dmv/estimate')).toMatchObject({ page: 'location-contact', canonicalPath: '/dmv/contact' })
    expect(match('/flexible-pricing-plans')).toMatchObject({
      page: 'plans',
      canonicalPath: '/seasonal-protection-plans',
    })
  })

  it('never produces a protocol-relative redirect', () => {
    for (const requested of ['//evil.example/about-us', '///about-us', '//about-us//']) {
      const result = match(requested)
      if (result.page !== 'not-found') expect(result.redirectTo?.startsWith('//')).not.toBe(true)
    }
  })
})
