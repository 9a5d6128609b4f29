import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ARTICLE_SLUGS,
  COMMERCIAL_SERVICE_SLUGS,
  LOCATION_SLUGS,
  RESIDENTIAL_SERVICE_SLUGS,
  SERVICE_TYPES,
  locationsRunning,
  locationsWithExtraPage,
  servicesAt,
  type LocationSlug,
} from '../src/catalog'
import { allConcretePaths, match, paths } from '../src/routes'

const location = fc.constantFrom(...LOCATION_SLUGS)
const maybeLocation = fc.option(location, { nil: undefined })
const article = fc.constantFrom(...ARTICLE_SLUGS)

interface Built {
  path: string
  page: string
  params: Record<string, string>
}

/** Params with the location added when the page is location-scoped. */
function scoped(at: LocationSlug | undefined, params: Record<string, string> = {}): Record<string, string> {
  return at ? { ...params, location: at } : params
}

/** Each builder with an arbitrary of its valid arguments and the page and params it must lead back to. */
const BUILDERS: Record<string, fc.Arbitrary<Built>> = {
  home: fc.constant({ path: paths.home(), page: 'home', params: {} }),
  aboutUs: fc.constant({ path: paths.aboutUs(), page: 'about-us', params: {} }),
  estimate: fc.constant({ path: paths.estimate(), page: 'estimate', params: {} }),
  locations: fc.constant({ path: paths.locations(), page: 'locations', params: {} }),
  careers: fc.constant({ path: paths.careers(), page: 'careers', params: {} }),
  careerRoles: fc.constant({ path: paths.careerRoles(), page: 'career-roles', params: {} }),
  // A job posting's slug comes from the CMS: any slug-shaped value is a page (404 if the CMS has none).
  careerRole: fc
    .stringMatching(/^[a-z0-9]{1,10}(?:-[a-z0-9]{1,10}){0,3}$/)
    .map((jobSlug) => ({ path: paths.careerRole(jobSlug), page: 'career-role', params: { jobSlug } })),
  careerApply: fc.constant({ path: paths.careerApply(), page: 'career-apply', params: {} }),
  companyTenets: fc.constant({ path: paths.companyTenets(), page: 'company-tenets', params: {} }),
  privacyPolicy: fc.constant({ path: paths.privacyPolicy(), page: 'privacy-policy', params: {} }),
  termsOfService: fc.constant({ path: paths.termsOfService(), page: 'terms-of-service', params: {} }),
  cardDataPolicy: fc.constant({ path: paths.cardDataPolicy(), page: 'card-data-policy', params: {} }),
  payment: fc.constant({ path: paths.payment(), page: 'payment', params: {} }),
  paymentReceived: fc.constant({ path: paths.paymentReceived(), page: 'payment-received', params: {} }),
  mockupPreview: fc.constant({ path: paths.mockupPreview(), page: 'mockup-preview', params: {} }),
  tooltipTest: fc.constant({ path: paths.tooltipTest(), page: 'tooltip-test', params: {} }),
  autocompleteTest: fc.constant({ path: paths.autocompleteTest(), page: 'autocomplete-test', params: {} }),
  addressAutocompleteTest: fc.constant({
    path: paths.addressAutocompleteTest(),
    page: 'address-autocomplete-test',
    params: {},
  }),
  cmsDashboard: fc.constant({ path: paths.cmsDashboard(), page: 'cms-dashboard', params: {} }),
  zapierTest: fc.constant({ path: paths.zapierTest(), page: 'zapier-test', params: {} }),
  services: fc.constant({ path: paths.services(), page: 'services', params: {} }),
  leaveReview: fc.constant({ path: paths.leaveReview(), page: 'leave-review', params: {} }),
  industries: maybeLocation.map((at) => ({ path: paths.industries(at), page: 'industries', params: scoped(at) })),
  login: fc.constant({ path: paths.login(), page: 'login', params: {} }),
  adminMontebello: fc.constant({
    path: paths.admin.montebelloPayments(),
    page: 'admin-montebello-payments',
    params: {},
  }),
  adminAttribution: fc.constant({
    path: paths.admin.attributionDashboard(),
    page: 'admin-attribution-dashboard',
    params: {},
  }),
  adminSeasonal: fc.constant({ path: paths.admin.seasonalPayments(), page: 'admin-seasonal-payments', params: {} }),
  adminColumbia: fc.constant({
    path: paths.admin.columbiaRiverWalkPayments(),
    page: 'admin-columbia-river-walk-payments',
    params: {},
  }),
  adminZapier: fc.constant({ path: paths.admin.zapierIntegration(), page: 'admin-zapier-integration', params: {} }),
  adminLeads: fc.constant({ path: paths.admin.leads(), page: 'admin-leads', params: {} }),
  adminCalendar: fc.constant({ path: paths.admin.calendar(), page: 'admin-calendar', params: {} }),
  thankYou: maybeLocation.map((at) => ({ path: paths.thankYou(at), page: 'thank-you', params: scoped(at) })),
  learn: maybeLocation.map((at) => ({ path: paths.learn(at), page: 'learn', params: scoped(at) })),
  article: fc.tuple(article, maybeLocation).map(([articleSlug, at]) => ({
    path: paths.article(articleSlug, at),
    page: 'article',
    params: scoped(at, { articleSlug }),
  })),
  plans: maybeLocation.map((at) => ({ path: paths.plans(at), page: 'plans', params: scoped(at) })),
  plansEnhanced: fc
    .option(fc.constantFrom(...locationsWithExtraPage('seasonal-protection-plans-enhanced')), { nil: undefined })
    .map((at) => ({ path: paths.plansEnhanced(at), page: 'plans-enhanced', params: scoped(at) })),
  plansSignup: maybeLocation.map((at) => ({ path: paths.plansSignup(at), page: 'plans-signup', params: scoped(at) })),
  plansTerms: maybeLocation.map((at) => ({ path: paths.plansTerms(at), page: 'plans-terms', params: scoped(at) })),
  plansThankYou: maybeLocation.map((at) => ({
    path: paths.plansThankYou(at),
    page: 'plans-thank-you',
    params: scoped(at),
  })),
  serviceLine: fc
    .constantFrom(...SERVICE_TYPES)
    .map((type) => ({ path: paths.serviceLine(type), page: 'service-line', params: { type } })),
  serviceLineContact: fc
    .constantFrom(...SERVICE_TYPES)
    .map((type) => ({ path: paths.serviceLineContact(type), page: 'service-line-contact', params: { type } })),
  serviceLineAt: fc
    .constantFrom(...SERVICE_TYPES.flatMap((type) => locationsRunning(type).map((at) => [type, at] as const)))
    .map(([type, at]) => ({
      path: paths.serviceLineAt(type, at),
      page: 'service-line-location',
      params: { type, location: at },
    })),
  commercialService: fc.constantFrom(...COMMERCIAL_SERVICE_SLUGS).map((serviceSlug) => ({
    path: paths.service('commercial', serviceSlug),
    page: 'service',
    params: { type: 'commercial', serviceSlug },
  })),
  residentialService: fc.constantFrom(...RESIDENTIAL_SERVICE_SLUGS).map((serviceSlug) => ({
    path: paths.service('residential', serviceSlug),
    page: 'service',
    params: { type: 'residential', serviceSlug },
  })),
  locationHome: location.map((at) => ({
    path: paths.location.home(at),
    page: 'location-home',
    params: { location: at },
  })),
  locationAbout: location.map((at) => ({
    path: paths.location.about(at),
    page: 'location-about',
    params: { location: at },
  })),
  locationContact: location.map((at) => ({
    path: paths.location.contact(at),
    page: 'location-contact',
    params: { location: at },
  })),
  locationReviews: location.map((at) => ({
    path: paths.location.reviews(at),
    page: 'location-reviews',
    params: { location: at },
  })),
  testContact: fc
    .constantFrom(...locationsWithExtraPage('test-contact'))
    .map((at) => ({ path: paths.location.testContact(at), page: 'test-contact', params: { location: at } })),
  condosMontebello: fc
    .constantFrom(...locationsWithExtraPage('condos/montebello'))
    .map((at) => ({ path: paths.location.condosMontebello(at), page: 'condos-montebello', params: { location: at } })),
  columbiaRiverWalk: fc.constantFrom(...locationsWithExtraPage('apartments/columbia-river-walk')).map((at) => ({
    path: paths.location.columbiaRiverWalk(at),
    page: 'apartments-columbia-river-walk',
    params: { location: at },
  })),
  locationService: fc
    .constantFrom(...LOCATION_SLUGS.flatMap((at) => servicesAt(at).map((service) => [at, service] as const)))
    .map(([at, service]) => ({
      path: paths.location.service(at, service.type, service.slug as never),
      page: 'location-service',
      params: { location: at, type: service.type, serviceSlug: service.slug },
    })),
}

/** The same path as a visitor might type it: random letter case and a trailing slash. */
function respelled(path: string, upper: boolean[], trailingSlash: boolean): string {
  const chars = [...path].map((char, index) => (upper[index % Math.max(upper.length, 1)] ? char.toUpperCase() : char))
  return chars.join('') + (trailingSlash && path !== '/' ? '/' : '')
}

describe('match(build(route)) gives back the route and params', () => {
  it.each(Object.entries(BUILDERS))('%s', (_name, built) => {
    fc.assert(
      fc.property(built, ({ path, page, params }) => {
        const result = match(path)
        expect(result).toMatchObject({ page, params, pagePath: path })
        expect(result).toEqual(expect.not.objectContaining({ redirectTo: expect.anything() }))
        if (result.page !== 'not-found') expect(result.location).toBe(params.location)
      }),
    )
  })

  it.each(Object.entries(BUILDERS))('%s, respelled by a visitor, redirects to the built path', (_name, built) => {
    fc.assert(
      fc.property(
        built,
        fc.array(fc.boolean(), { minLength: 1 }),
        fc.boolean(),
        ({ path, page, params }, upper, slash) => {
          const typed = respelled(path, upper, slash)
          const result = match(typed)
          expect(result).toMatchObject({ page, params })
          if (typed !== path) expect(result).toMatchObject({ redirectTo: path })
        },
      ),
    )
  })

  it('covers every canonical route of the table', () => {
    const sampled = new Set<string>()
    for (const built of Object.values(BUILDERS)) {
      for (const sample of fc.sample(built, { numRuns: 1000, seed: 20240601 })) sampled.add(sample.path)
    }
    const canonical = allConcretePaths().filter((entry) => entry.locale === 'en' && entry.path === entry.pagePath)
    for (const entry of canonical) expect(sampled, entry.path).toContain(entry.path)
  })
})

describe('builders refuse combinations that have no page', () => {
  it.each<[string, () => string]>([
    ['residential landing in Houston', () => paths.serviceLineAt('residential', 'houston')],
    ['enhanced plans in Seattle', () => paths.plansEnhanced('seattle')],
    ['test contact in Houston', () => paths.location.testContact('houston')],
    ['Montebello in Tri-Cities', () => paths.location.condosMontebello('tri-cities')],
    ['Columbia River Walk in DMV', () => paths.location.columbiaRiverWalk('dmv')],
    [
      'residential window cleaning in Houston',
      () => paths.location.service('houston', 'residential', 'residential-window-cleaning'),
    ],
    ['an unknown location', () => paths.location.home('boston' as LocationSlug)],
  ])('%s', (_name, build) => {
    expect(build).toThrow(RangeError)
  })
})

describe('match on arbitrary input', () => {
  it('never throws and answers a page or not-found', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl()), (input) => {
        const result = match(input)
        expect(typeof result.page).toBe('string')
      }),
      { numRuns: 2000 },
    )
  })

  it('redirects only to a path that matches the same route without a further redirect', () => {
    fc.assert(
      fc.property(fc.webPath(), (input) => {
        const result = match(input)
        if (result.page === 'not-found' || result.redirectTo === undefined) return
        const again = match(result.redirectTo)
        expect(again).toMatchObject({ page: result.page, params: result.params })
        expect(again).not.toHaveProperty('redirectTo')
      }),
      { numRuns: 2000 },
    )
  })
})
