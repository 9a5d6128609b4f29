import { describe, expect, it } from 'vitest'
import { match } from '../src/routes'

/** Paths one mistake away from a real page; each must show the not-found page. */
const NEAR_MISSES = [
  // wrong service type or unknown slug
  '/commercial-services/residential-window-cleaning',
  '/commercial-services/residential-soft-wash',
  '/residential-services/commercial-window-cleaning',
  '/residential-services/graffiti-removal',
  '/residential-services/industries',
  '/commercial-services/unknown-service',
  '/commercial-services/window-cleaning',
  '/services/commercial-window-cleaning',
  '/services/reviews',
  // service line landings: Houston runs no residential program; unknown locations
  '/residential-services/houston',
  '/commercial-services/boston',
  '/residential-services/tricities',
  '/commercial-services/dmv/graffiti-removal',
  // location service routes
  '/locations/boston/services/commercial/graffiti-removal',
  '/locations/dmv/services/industrial/x',
  '/locations/dmv/services/industrial/graffiti-removal',
  '/locations/dmv/services/commercial/residential-window-cleaning',
  '/locations/dmv/services/residential/graffiti-removal',
  '/locations/dmv/services/residential-services/graffiti-removal',
  '/locations/dmv/services/commercial/unknown',
  '/locations/dmv/services/commercialservices/graffiti-removal',
  '/locations/dmv/services/commercial-service/graffiti-removal',
  '/locations/houston/services/residential/residential-window-cleaning',
  '/locations/houston/services/residential/residential-pressure-washing',
  '/locations/houston/services/residential/residential-holiday-lights',
  '/locations/dmv/services/commercial',
  '/locations/dmv/services',
  '/locations/dmv',
  '/locations/services/commercial/graffiti-removal',
  '/locations/dmv/service/commercial/graffiti-removal',
  '/locations/dmv/services/commercial/graffiti-removal/extra',
  '/locations/tricities/services/commercial/graffiti-removal',
  // location-only pages at the wrong location
  '/houston/seasonal-protection-plans-enhanced',
  '/seattle/seasonal-protection-plans-enhanced',
  '/seattle/test-contact',
  '/tri-cities/test-contact',
  '/houston/test-contact',
  '/test-contact',
  '/tri-cities/condos/montebello',
  '/condos/montebello',
  '/dmv/condos',
  '/dmv/condos/other',
  '/dmv/apartments/columbia-river-walk',
  '/seattle/apartments/columbia-river-walk',
  '/apartments/columbia-river-walk',
  '/tri-cities/apartments',
  // articles
  '/learn/unknown',
  '/blog/unknown',
  '/dmv/learn/unknown',
  '/dmv/blog',
  '/dmv/blog/soft-washing',
  '/learn/soft-washing/extra',
  '/dmv/learn/soft-washing/extra',
  // per-location routes that do not exist or are spelled differently
  '/boston',
  '/boston/about',
  '/tricities',
  '/tri_cities/about',
  '/dmv/about-us',
  '/dmv/contact-us',
  '/dmv/review',
  '/dmv/locations',
  '/dmv/careers',
  '/dmv/commercial-services',
  '/dmv/residential-services',
  '/dmv/dmv',
  '/dmv/seattle',
  '/dmv/about/extra',
  '/dmv/contact/thank-you',
  // general routes with extra or missing segments
  '/about-us/team',
  // (/careers/roles/{slug} is a job posting's page: the page answers 404 for a slug the CMS does not have)
  '/careers/roles/extra/more',
  '/careers/roles/Not_A_Slug',
  '/careers/jobs',
  '/contact/thank-you',
  '/admin',
  '/admin/unknown',
  '/admin/zapier-integration/extra',
  '/cms/collections',
  '/seasonal-plans',
  '/seasonal-protection-plan',
  '/flexible-pricing',
  '/commercial-services/contact/extra',
  '/commercial-services/industries/restaurants',
  '/services/review/extra',
  '/index.html',
  '/home',
  '/login/reset',
  '/api/attribution',
  // encoding tricks
  '/about%20us',
  '/dmv%2Fabout',
  '/%E0%A4%A',
  '/learn/%',
]

describe('near-miss paths show the not-found page', () => {
  it.each(NEAR_MISSES)('%s', (path) => {
    expect(match(path)).toEqual({ page: 'not-found', locale: 'en' })
  })

  it.each(NEAR_MISSES)('%s under /es is the Spanish not-found page', (path) => {
    expect(match(`/es${path}`)).toEqual({ page: 'not-found', locale: 'es' })
  })
})

describe('Spanish paths', () => {
  it('have no twin for the English-only staff pages and their sign-in', () => {
    for (const path of ['/es/login', '/es/cms', '/es/admin/leads', '/es/admin/attribution-dashboard'])
      expect(match(path)).toEqual({ page: 'not-found', locale: 'es' })
  })

  it('match the same route as the English path, within the Spanish prefix', () => {
    expect(match('/es')).toMatchObject({ routeId: 'home', locale: 'es', canonicalPath: '/' })
    expect(match('/es/houston')).toMatchObject({ routeId: 'location-home', locale: 'es', location: 'houston' })
    expect(match('/es/houston/learn/soft-washing')).toMatchObject({
      routeId: 'location-article',
      canonicalPath: '/learn/soft-washing',
      pagePath: '/houston/learn/soft-washing',
    })
  })

  it('are redirected to their one spelling, prefix included', () => {
    expect(match('/ES/Houston/')).toMatchObject({ locale: 'es', redirectTo: '/es/houston' })
    expect(match('/es/')).toMatchObject({ locale: 'es', redirectTo: '/es' })
    expect(match('/es/blog')).toMatchObject({ locale: 'es', canonicalPath: '/learn' })
  })

  it('need the prefix as a whole segment', () => {
    expect(match('/espanol')).toEqual({ page: 'not-found', locale: 'en' })
    expect(match('/es/es')).toEqual({ page: 'not-found', locale: 'es' })
  })
})
