import { type ArticleSlug, type LocationSlug, type ServiceSlugOf, type ServiceType } from '../catalog'
import { pathFor } from './build'

/**
 * Named path builders for every canonical route, so no other code writes a path by hand. Pages that
 * exist both site-wide and per location take an optional location. Builders throw when given a
 * combination that has no page (e.g. `paths.serviceLineAt('residential', 'houston')`).
 */
export const paths = {
  home: () => pathFor('home', {}),
  aboutUs: () => pathFor('about-us', {}),
  /** The estimate wizard; /contact is canonical because the header's button links there. */
  estimate: () => pathFor('contact', {}),
  thankYou: (location?: LocationSlug) =>
    location ? pathFor('location-thank-you', { location }) : pathFor('thank-you', {}),
  mockupPreview: () => pathFor('mockup-preview', {}),
  locations: () => pathFor('locations', {}),
  careers: () => pathFor('careers', {}),
  careerRoles: () => pathFor('career-roles', {}),
  careerRole: (jobSlug: string) => pathFor('career-role', { jobSlug }),
  careerApply: () => pathFor('career-apply', {}),
  companyTenets: () => pathFor('company-tenets', {}),
  learn: (location?: LocationSlug) => (location ? pathFor('location-learn', { location }) : pathFor('learn', {})),
  article: (articleSlug: ArticleSlug, location?: LocationSlug) =>
    location ? pathFor('location-article', { location, articleSlug }) : pathFor('learn-article', { articleSlug }),
  privacyPolicy: () => pathFor('privacy-policy', {}),
  termsOfService: () => pathFor('terms-of-service', {}),
  cardDataPolicy: () => pathFor('card-data-policy', {}),
  payment: () => pathFor('payment', {}),
  paymentReceived: () => pathFor('payment-received', {}),
  /** A customer's quote, behind the signed token of its link. */
  quote: (token: string) => pathFor('quote', { token }),
  /** A customer's booked visit, behind the signed token of its link. */
  visit: (token: string) => pathFor('visit', { token }),
  plans: (location?: LocationSlug) =>
    location ? pathFor('location-seasonal-protection-plans', { location }) : pathFor('seasonal-protection-plans', {}),
  /** Site-wide, or for the locations that have the enhanced plans page (DMV, Tri-Cities). */
  plansEnhanced: (location?: LocationSlug) =>
    location
      ? pathFor('location-seasonal-protection-plans-enhanced', { location })
      : pathFor('seasonal-protection-plans-enhanced', {}),
  plansSignup: (location?: LocationSlug) =>
    location ? pathFor('location-seasonal-plans-signup', { location }) : pathFor('seasonal-plans-signup', {}),
  plansTerms: (location?: LocationSlug) =>
    location ? pathFor('location-seasonal-plans-terms', { location }) : pathFor('seasonal-plans-terms', {}),
  plansThankYou: (location?: LocationSlug) =>
    location ? pathFor('location-seasonal-plans-thank-you', { location }) : pathFor('seasonal-plans-thank-you', {}),
  tooltipTest: () => pathFor('tooltip-test', {}),
  autocompleteTest: () => pathFor('autocomplete-test', {}),
  addressAutocompleteTest: () => pathFor('address-autocomplete-test', {}),
  cmsDashboard: () => pathFor('cms', {}),
  zapierTest: () => pathFor('zapier-test', {}),
  services: () => pathFor('services', {}),
  /**
   * The review form; from a location's pages `?location=` preselects it (the form's page is site-wide),
   * and a review request's link also fills in the job's service and reference.
   */
  leaveReview: (location?: LocationSlug, job: { service?: string; reference?: string } = {}) => {
    const query = new URLSearchParams({
      ...(location && { location }),
      ...(job.service && { service: job.service }),
      ...(job.reference && { reference: job.reference }),
    }).toString()
    return `${pathFor('services-review', {})}${query ? `?${query}` : ''}`
  },
  industries: (location?: LocationSlug) =>
    location ? pathFor('location-commercial-industries', { location }) : pathFor('commercial-industries', {}),
  login: () => pathFor('login', {}),
  /** A campaign landing page, /lp/{slug}. */
  landingPage: (landingPageSlug: string) => pathFor('landing-page', { landingPageSlug }),
  /** /commercial-services or /residential-services. */
  serviceLine: (type: ServiceType) =>
    type === 'commercial' ? pathFor('commercial-services', { type }) : pathFor('residential-services', { type }),
  serviceLineContact: (type: ServiceType) =>
    type === 'commercial'
      ? pathFor('commercial-services-contact', { type })
      : pathFor('residential-services-contact', { type }),
  /** A location's landing for a service line, e.g. /commercial-services/dmv. */
  serviceLineAt: (type: ServiceType, location: LocationSlug) =>
    type === 'commercial'
      ? pathFor('commercial-services-location', { type, location })
      : pathFor('residential-services-location', { type, location }),
  service: <T extends ServiceType>(type: T, serviceSlug: ServiceSlugOf<T>): string =>
    type === 'commercial'
      ? pathFor('commercial-service', { type: 'commercial', serviceSlug: serviceSlug as ServiceSlugOf<'commercial'> })
      : pathFor('residential-service', {
          type: 'residential',
          serviceSlug: serviceSlug as ServiceSlugOf<'residential'>,
        }),
  admin: {
    /** The lead desk's inbox; with a lead's id, that lead's page. */
    leads: (lead?: number) =>
      lead === undefined ? pathFor('admin-leads', {}) : `${pathFor('admin-leads', {})}?lead=${lead}`,
    calendar: () => pathFor('admin-calendar', {}),
    /** A customer's page on the lead desk: who they are and everything they did with us. */
    customer: (customer: number) => `${pathFor('admin-leads', {})}?customer=${customer}`,
    montebelloPayments: () => pathFor('admin-montebello-payments', {}),
    attributionDashboard: () => pathFor('admin-attribution-dashboard', {}),
    seasonalPayments: () => pathFor('admin-seasonal-payments', {}),
    columbiaRiverWalkPayments: () => pathFor('admin-columbia-river-walk-payments', {}),
    zapierIntegration: () => pathFor('admin-zapier-integration', {}),
  },
  location: {
    home: (location: LocationSlug) => pathFor('location-home', { location }),
    about: (location: LocationSlug) => pathFor('location-about', { location }),
    contact: (location: LocationSlug) => pathFor('location-contact', { location }),
    reviews: (location: LocationSlug) => pathFor('location-reviews', { location }),
    testContact: (location: LocationSlug) => pathFor('location-test-contact', { location }),
    condosMontebello: (location: LocationSlug) => pathFor('location-condos-montebello', { location }),
    columbiaRiverWalk: (location: LocationSlug) => pathFor('location-apartments-columbia-river-walk', { location }),
    /** /locations/{location}/services/{type}/{serviceSlug}; only for services sold at the location. */
    service: <T extends ServiceType>(location: LocationSlug, type: T, serviceSlug: ServiceSlugOf<T>): string =>
      type === 'commercial'
        ? pathFor('location-commercial-service', {
            location,
            type: 'commercial',
            serviceSlug: serviceSlug as ServiceSlugOf<'commercial'>,
          })
        : pathFor('location-residential-service', {
            location,
            type: 'residential',
            serviceSlug: serviceSlug as ServiceSlugOf<'residential'>,
          }),
  },
} as const
