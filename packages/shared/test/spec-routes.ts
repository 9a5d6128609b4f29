/**
 * The product's routes, written out from its page list (and its service x location matrix) rather than
 * derived from the route table, so that a table that drifts from what the product promises fails the
 * tests.
 */

export interface ExpectedRoute {
  path: string
  page: string
  params?: Record<string, string>
  location?: string
  /** Set for aliases; otherwise the path is its own canonical path. */
  canonicalPath?: string
}

const SPEC_LOCATIONS = ['dmv', 'tri-cities', 'seattle', 'houston']

const SPEC_ARTICLES = [
  'building-maintenance',
  'budget-curb-appeal',
  'luxury-window-cleaning',
  'soft-washing',
  'holiday-lighting',
  'protecting-exterior-surfaces',
  'mold-stain-damage-prevention',
]

const SPEC_COMMERCIAL_SLUGS = [
  'commercial-window-cleaning',
  'commercial-pressure-washing',
  'commercial-soft-wash',
  'graffiti-removal',
  'parking-garage-pressure-wash',
  'commercial-holiday-lights',
  'commercial-caulking',
  'commercial-line-striping',
]

const SPEC_RESIDENTIAL_SLUGS = [
  'residential-window-cleaning',
  'residential-pressure-washing',
  'residential-soft-wash',
  'residential-holiday-lights',
]

/**
 * Section 3: every commercial service in all four locations (caulking and line striping have pages
 * but no matrix row; the catalog sells them everywhere); residential window, pressure and holiday
 * lights everywhere but Houston; residential soft wash in all four.
 */
function specServicesSoldAt(location: string): { type: string; slug: string }[] {
  const residential = location === 'houston' ? ['residential-soft-wash'] : SPEC_RESIDENTIAL_SLUGS
  return [
    ...SPEC_COMMERCIAL_SLUGS.map((slug) => ({ type: 'commercial', slug })),
    ...residential.map((slug) => ({ type: 'residential', slug })),
  ]
}

const simple = (path: string, page: string, canonicalPath?: string): ExpectedRoute =>
  canonicalPath ? { path, page, canonicalPath } : { path, page }

export const SPEC_GENERAL_ROUTES: ExpectedRoute[] = [
  simple('/', 'home'),
  simple('/about-us', 'about-us'),
  simple('/contact', 'estimate'),
  simple('/estimate', 'estimate', '/contact'),
  simple('/thank-you', 'thank-you'),
  simple('/mockup-preview', 'mockup-preview'),
  simple('/locations', 'locations'),
  simple('/careers', 'careers'),
  simple('/careers/roles', 'career-roles'),
  simple('/careers/apply', 'career-apply'),
  simple('/company-tenets', 'company-tenets'),
  simple('/learn', 'learn'),
  simple('/blog', 'learn', '/learn'),
  ...SPEC_ARTICLES.flatMap((articleSlug) => [
    { path: `/learn/${articleSlug}`, page: 'article', params: { articleSlug } },
    { path: `/blog/${articleSlug}`, page: 'article', params: { articleSlug }, canonicalPath: `/learn/${articleSlug}` },
  ]),
  simple('/privacy-policy', 'privacy-policy'),
  simple('/terms-of-service', 'terms-of-service'),
  simple('/card-data-policy', 'card-data-policy'),
  simple('/payment', 'payment'),
  simple('/seasonal-protection-plans', 'plans'),
  simple('/seasonal-protection-plans-enhanced', 'plans-enhanced'),
  simple('/seasonal-plans-signup', 'plans-signup'),
  simple('/seasonal-plans-terms', 'plans-terms'),
  simple('/seasonal-plans-thank-you', 'plans-thank-you'),
  simple('/flexible-pricing-plans', 'plans', '/seasonal-protection-plans'),
  simple('/tooltip-test', 'tooltip-test'),
  simple('/autocomplete-test', 'autocomplete-test'),
  simple('/address-autocomplete-test', 'address-autocomplete-test'),
  simple('/cms', 'cms-dashboard'),
  simple('/zapier-test', 'zapier-test'),
  simple('/services', 'services'),
  { path: '/commercial-services', page: 'service-line', params: { type: 'commercial' } },
  { path: '/commercial-services/contact', page: 'service-line-contact', params: { type: 'commercial' } },
  simple('/commercial-services/industries', 'industries'),
  { path: '/residential-services', page: 'service-line', params: { type: 'residential' } },
  { path: '/residential-services/contact', page: 'service-line-contact', params: { type: 'residential' } },
  simple('/services/review', 'leave-review'),
  // Added by our design: the staff login in front of /cms and /admin/*, and the lead desk.
  simple('/login', 'login'),
  simple('/admin/leads', 'admin-leads'),
  // The staff calendar of booked visits (decision 024).
  simple('/admin/calendar', 'admin-calendar'),
  // Where Stripe Checkout returns a customer who paid (decision 015).
  simple('/payment/received', 'payment-received'),
]

export const SPEC_ADMIN_ROUTES: ExpectedRoute[] = [
  simple('/admin/montebello-payments', 'admin-montebello-payments'),
  simple('/admin/attribution-dashboard', 'admin-attribution-dashboard'),
  simple('/admin/seasonal-payments', 'admin-seasonal-payments'),
  simple('/admin/columbia-river-walk-payments', 'admin-columbia-river-walk-payments'),
  simple('/admin/zapier-integration', 'admin-zapier-integration'),
]

export const SPEC_LANDING_ROUTES: ExpectedRoute[] = [
  ...['dmv', 'tri-cities', 'seattle', 'houston'].map((location) => ({
    path: `/commercial-services/${location}`,
    page: 'service-line-location',
    params: { type: 'commercial', location },
    location,
  })),
  ...['dmv', 'tri-cities', 'seattle'].map((location) => ({
    path: `/residential-services/${location}`,
    page: 'service-line-location',
    params: { type: 'residential', location },
    location,
  })),
]

export const SPEC_SERVICE_ROUTES: ExpectedRoute[] = [
  ...SPEC_COMMERCIAL_SLUGS.map((serviceSlug) => ({
    path: `/commercial-services/${serviceSlug}`,
    page: 'service',
    params: { type: 'commercial', serviceSlug },
  })),
  ...SPEC_RESIDENTIAL_SLUGS.map((serviceSlug) => ({
    path: `/residential-services/${serviceSlug}`,
    page: 'service',
    params: { type: 'residential', serviceSlug },
  })),
]

export const SPEC_LOCATION_SERVICE_ROUTES: ExpectedRoute[] = SPEC_LOCATIONS.flatMap((location) =>
  specServicesSoldAt(location).map(({ type, slug }) => ({
    path: `/locations/${location}/services/${type}/${slug}`,
    page: 'location-service',
    params: { location, type, serviceSlug: slug },
    location,
  })),
)

function specLocationRoutes(location: string): ExpectedRoute[] {
  const at = (suffix: string, page: string, extra: Partial<ExpectedRoute> = {}): ExpectedRoute => ({
    path: `/${location}${suffix}`,
    page,
    params: { location, ...extra.params },
    location,
    ...(extra.canonicalPath && { canonicalPath: extra.canonicalPath }),
  })
  const routes = [
    at('', 'location-home'),
    at('/about', 'location-about'),
    at('/contact', 'location-contact'),
    at('/reviews', 'location-reviews'),
    at('/estimate', 'location-contact', { canonicalPath: `/${location}/contact` }),
    at('/thank-you', 'thank-you'),
    // Our search policy: a location's copy of a site-wide page (its
    // learn pages and plans) points search engines at the site-wide page.
    at('/learn', 'learn', { canonicalPath: '/learn' }),
    at('/commercial-services/industries', 'industries', { canonicalPath: '/commercial-services/industries' }),
    ...SPEC_ARTICLES.map((articleSlug) =>
      at(`/learn/${articleSlug}`, 'article', { params: { articleSlug }, canonicalPath: `/learn/${articleSlug}` }),
    ),
    at('/seasonal-protection-plans', 'plans', { canonicalPath: '/seasonal-protection-plans' }),
    at('/seasonal-plans-signup', 'plans-signup', { canonicalPath: '/seasonal-plans-signup' }),
    at('/seasonal-plans-terms', 'plans-terms', { canonicalPath: '/seasonal-plans-terms' }),
    at('/seasonal-plans-thank-you', 'plans-thank-you'),
    at('/flexible-pricing-plans', 'plans', { canonicalPath: '/seasonal-protection-plans' }),
  ]
  if (location === 'dmv' || location === 'tri-cities')
    routes.push(
      at('/seasonal-protection-plans-enhanced', 'plans-enhanced', {
        canonicalPath: '/seasonal-protection-plans-enhanced',
      }),
    )
  if (location === 'dmv')
    routes.push(at('/test-contact', 'test-contact'), at('/condos/montebello', 'condos-montebello'))
  if (location === 'tri-cities') routes.push(at('/apartments/columbia-river-walk', 'apartments-columbia-river-walk'))
  return routes
}

export const SPEC_PER_LOCATION_ROUTES: ExpectedRoute[] = SPEC_LOCATIONS.flatMap(specLocationRoutes)

export const ALL_SPEC_ROUTES: ExpectedRoute[] = [
  ...SPEC_GENERAL_ROUTES,
  ...SPEC_ADMIN_ROUTES,
  ...SPEC_LANDING_ROUTES,
  ...SPEC_SERVICE_ROUTES,
  ...SPEC_LOCATION_SERVICE_ROUTES,
  ...SPEC_PER_LOCATION_ROUTES,
]
