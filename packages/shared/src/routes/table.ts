import { defineRoute as route } from './define-route'
import { openParam } from './segments'
import {
  anyLocation,
  articleSlug,
  landingPageSlug,
  locationRunning,
  locationWithPage,
  serviceSlugOfType,
  serviceSoldAt,
  serviceTypeSegment,
} from './params'

/**
 * Every route of the site, the one list the site's router, its sitemap,
 * the header rules and the CMS preview links are generated from. Order matters only for readability:
 * the parameter domains are disjoint, which a test checks, so no path matches two routes.
 *
 * Route ids are unique; page ids name what is rendered and are shared by aliases and by the global and
 * location-scoped variants of a page (the match result then carries the location).
 */

const BANNER = { flags: { banner: true } } as const
const NOINDEX = { flags: { noindex: true } } as const
// A customer's own page behind a signed link, written in English only (its emails, PDF and checkout are):
// no Spanish twin, so no language switch offers one.
const PERSONAL = { flags: { noindex: true, personal: true, englishOnly: true } } as const
const STAFF = { flags: { staffOnly: true, noindex: true, englishOnly: true } } as const
const STAFF_AND_MARKETING = { flags: { staffOnly: true, marketing: true, noindex: true, englishOnly: true } } as const
const ESTIMATE = { flags: { estimatePage: true } } as const
const COMMERCIAL = { fixed: { type: 'commercial' } } as const
const RESIDENTIAL = { fixed: { type: 'residential' } } as const

const GENERAL_ROUTES = [
  route('home', 'home', [], BANNER),
  route('about-us', 'about-us', ['about-us'], BANNER),
  route('contact', 'estimate', ['contact'], ESTIMATE),
  route('estimate', 'estimate', ['estimate'], { ...ESTIMATE, aliasOf: 'contact' }),
  route('thank-you', 'thank-you', ['thank-you'], NOINDEX),
  route('mockup-preview', 'mockup-preview', ['mockup-preview'], NOINDEX),
  route('locations', 'locations', ['locations'], BANNER),
  route('careers', 'careers', ['careers']),
  route('career-roles', 'career-roles', ['careers', 'roles']),
  route('career-role', 'career-role', ['careers', 'roles', openParam('jobSlug')]),
  route('career-apply', 'career-apply', ['careers', 'apply']),
  route('company-tenets', 'company-tenets', ['company-tenets']),
  route('learn', 'learn', ['learn']),
  route('blog', 'learn', ['blog'], { aliasOf: 'learn' }),
  route('learn-article', 'article', ['learn', articleSlug]),
  route('blog-article', 'article', ['blog', articleSlug], { aliasOf: 'learn-article' }),
  route('privacy-policy', 'privacy-policy', ['privacy-policy']),
  route('terms-of-service', 'terms-of-service', ['terms-of-service']),
  route('card-data-policy', 'card-data-policy', ['card-data-policy']),
  route('payment', 'payment', ['payment']),
  // Where Stripe Checkout returns a customer who paid (decision 015), in the language they paid in: per
  // visitor, never indexed. The language switch keeps the page's query (its session_id).
  route('payment-received', 'payment-received', ['payment', 'received'], NOINDEX),
  // A quote sent to a customer, behind its signed link: per visitor, never indexed or kept.
  route('quote', 'quote', ['quote', openParam('token')], PERSONAL),
  // A booked visit the customer may change or cancel, behind its signed link: the same.
  route('visit', 'visit', ['visit', openParam('token')], PERSONAL),
  route('seasonal-protection-plans', 'plans', ['seasonal-protection-plans'], BANNER),
  route('flexible-pricing-plans', 'plans', ['flexible-pricing-plans'], { aliasOf: 'seasonal-protection-plans' }),
  route('seasonal-protection-plans-enhanced', 'plans-enhanced', ['seasonal-protection-plans-enhanced']),
  route('seasonal-plans-signup', 'plans-signup', ['seasonal-plans-signup']),
  route('seasonal-plans-terms', 'plans-terms', ['seasonal-plans-terms']),
  route('seasonal-plans-thank-you', 'plans-thank-you', ['seasonal-plans-thank-you'], NOINDEX),
  route('tooltip-test', 'tooltip-test', ['tooltip-test'], NOINDEX),
  route('autocomplete-test', 'autocomplete-test', ['autocomplete-test'], NOINDEX),
  route('address-autocomplete-test', 'address-autocomplete-test', ['address-autocomplete-test'], NOINDEX),
  route('cms', 'cms-dashboard', ['cms'], STAFF_AND_MARKETING),
  route('zapier-test', 'zapier-test', ['zapier-test'], NOINDEX),
  route('services', 'services', ['services']),
  route('services-review', 'leave-review', ['services', 'review']),
  route('login', 'login', ['login'], { flags: { noindex: true, englishOnly: true } }),
  // Campaign landing pages: built in the CMS, noindex unless marketing switches it off
  // there; their slugs are open, so none is listed for the sitemap or rendered at start-up.
  route('landing-page', 'landing-page', ['lp', landingPageSlug]),
] as const

const SERVICE_ROUTES = [
  route('commercial-services', 'service-line', ['commercial-services'], { ...COMMERCIAL, ...BANNER }),
  route('commercial-services-contact', 'service-line-contact', ['commercial-services', 'contact'], {
    ...COMMERCIAL,
    ...ESTIMATE,
  }),
  route('commercial-industries', 'industries', ['commercial-services', 'industries'], BANNER),
  route(
    'commercial-services-location',
    'service-line-location',
    ['commercial-services', locationRunning('commercial')],
    COMMERCIAL,
  ),
  route('commercial-service', 'service', ['commercial-services', serviceSlugOfType('commercial')], COMMERCIAL),
  route('residential-services', 'service-line', ['residential-services'], { ...RESIDENTIAL, ...BANNER }),
  route('residential-services-contact', 'service-line-contact', ['residential-services', 'contact'], {
    ...RESIDENTIAL,
    ...ESTIMATE,
  }),
  route(
    'residential-services-location',
    'service-line-location',
    ['residential-services', locationRunning('residential')],
    RESIDENTIAL,
  ),
  route('residential-service', 'service', ['residential-services', serviceSlugOfType('residential')], RESIDENTIAL),
  route('location-commercial-service', 'location-service', [
    'locations',
    anyLocation,
    'services',
    serviceTypeSegment('commercial'),
    serviceSoldAt('commercial'),
  ]),
  route('location-residential-service', 'location-service', [
    'locations',
    anyLocation,
    'services',
    serviceTypeSegment('residential'),
    serviceSoldAt('residential'),
  ]),
] as const

const ADMIN_ROUTES = [
  // The lead desk: the inbox, and a lead's page as ?lead=<id> (parameter domains here are finite).
  route('admin-leads', 'admin-leads', ['admin', 'leads'], STAFF),
  // The staff calendar: a location's visits by week or day (location, view and day in the query string).
  route('admin-calendar', 'admin-calendar', ['admin', 'calendar'], STAFF),
  route('admin-montebello-payments', 'admin-montebello-payments', ['admin', 'montebello-payments'], STAFF),
  route('admin-attribution-dashboard', 'admin-attribution-dashboard', ['admin', 'attribution-dashboard'], STAFF),
  route('admin-seasonal-payments', 'admin-seasonal-payments', ['admin', 'seasonal-payments'], STAFF),
  route(
    'admin-columbia-river-walk-payments',
    'admin-columbia-river-walk-payments',
    ['admin', 'columbia-river-walk-payments'],
    STAFF,
  ),
  route('admin-zapier-integration', 'admin-zapier-integration', ['admin', 'zapier-integration'], STAFF),
] as const

const LOCATION_ROUTES = [
  route('location-home', 'location-home', [anyLocation]),
  route('location-about', 'location-about', [anyLocation, 'about']),
  route('location-contact', 'location-contact', [anyLocation, 'contact'], ESTIMATE),
  route('location-estimate', 'location-contact', [anyLocation, 'estimate'], {
    ...ESTIMATE,
    aliasOf: 'location-contact',
  }),
  route('location-reviews', 'location-reviews', [anyLocation, 'reviews']),
  route('location-commercial-industries', 'industries', [anyLocation, 'commercial-services', 'industries'], {
    copyOf: 'commercial-industries',
  }),
  route('location-thank-you', 'thank-you', [anyLocation, 'thank-you'], NOINDEX),
  route('location-learn', 'learn', [anyLocation, 'learn'], { copyOf: 'learn' }),
  route('location-article', 'article', [anyLocation, 'learn', articleSlug], { copyOf: 'learn-article' }),
  route('location-seasonal-protection-plans', 'plans', [anyLocation, 'seasonal-protection-plans'], {
    copyOf: 'seasonal-protection-plans',
  }),
  route('location-flexible-pricing-plans', 'plans', [anyLocation, 'flexible-pricing-plans'], {
    aliasOf: 'location-seasonal-protection-plans',
  }),
  route(
    'location-seasonal-protection-plans-enhanced',
    'plans-enhanced',
    [locationWithPage('seasonal-protection-plans-enhanced'), 'seasonal-protection-plans-enhanced'],
    { copyOf: 'seasonal-protection-plans-enhanced' },
  ),
  route('location-seasonal-plans-signup', 'plans-signup', [anyLocation, 'seasonal-plans-signup'], {
    copyOf: 'seasonal-plans-signup',
  }),
  route('location-seasonal-plans-terms', 'plans-terms', [anyLocation, 'seasonal-plans-terms'], {
    copyOf: 'seasonal-plans-terms',
  }),
  route('location-seasonal-plans-thank-you', 'plans-thank-you', [anyLocation, 'seasonal-plans-thank-you'], NOINDEX),
  route('location-test-contact', 'test-contact', [locationWithPage('test-contact'), 'test-contact'], {
    flags: { noindex: true, estimatePage: true },
  }),
  route('location-condos-montebello', 'condos-montebello', [
    locationWithPage('condos/montebello'),
    'condos',
    'montebello',
  ]),
  route('location-apartments-columbia-river-walk', 'apartments-columbia-river-walk', [
    locationWithPage('apartments/columbia-river-walk'),
    'apartments',
    'columbia-river-walk',
  ]),
] as const

export const ROUTES = [...GENERAL_ROUTES, ...SERVICE_ROUTES, ...ADMIN_ROUTES, ...LOCATION_ROUTES] as const
