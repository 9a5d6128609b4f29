import { type LocationSlug } from '../catalog'
import { match, paths } from '../routes'
import { detectLocation } from './location-nav'

/** Whether the purple banner shows; the seven paths carry the `banner` flag in the route table. */
export function showsBanner(pathname: string): boolean {
  const matched = match(pathname)
  return matched.page !== 'not-found' && matched.flags.banner
}

/**
 * Whether the page has a twin in the other language for the top bar's switch to go to: not on the English-only
 * pages (staff, a customer's private pages), which would otherwise offer a Spanish page that is not there.
 * A path the table does not know has a not-found page in every language.
 */
export function hasLanguageTwin(pathname: string): boolean {
  const matched = match(pathname)
  return matched.page === 'not-found' || !matched.flags.englishOnly
}

/**
 * Whether phones get the action bar (Call, Text, Free Estimate) at the bottom: on the pages made for
 * visitors arriving from search and links, never on staff pages, personal pages (a quote's or a visit's
 * link), sign-in, test pages or thank-you pages, which the route table keeps out of search engines.
 */
export function showsActionBar(pathname: string): boolean {
  const matched = match(pathname)
  return matched.page !== 'not-found' && !matched.flags.noindex
}

/** Where 'Free Estimate' goes, or null where it is hidden because the page is an estimate form. */
export function estimateTarget(pathname: string): string | null {
  const matched = match(pathname)
  if (matched.page !== 'not-found' && matched.flags.estimatePage) return null
  const location = detectLocation(pathname)
  const form = location ? paths.location.contact(location) : paths.estimate()
  // A service's page opens the form on that service (and so on a home or a business), a step in.
  if (matched.page === 'service' || matched.page === 'location-service') {
    return `${form}?${ESTIMATE_SERVICE_PARAM}=${matched.params.serviceSlug}`
  }
  return form
}

/** The estimate form's query parameter naming the service it opens on. */
export const ESTIMATE_SERVICE_PARAM = 'service'

/** The top bar's location link: it reads 'Change Location' once a location is detected. */
export function findLocationLink(location: LocationSlug | undefined): { label: string; href: string } {
  return { label: location ? 'Change Location' : 'Find Location', href: paths.locations() }
}

/** The logo goes to the location's home once one is detected. */
export function logoHref(location: LocationSlug | undefined): string {
  return location ? paths.location.home(location) : paths.home()
}
