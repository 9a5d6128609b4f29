import { type LocationSlug } from '../catalog'
import { match, paths, pathFor, ROUTES, type RouteId, type RouteMatch } from '../routes'

/** The page itself inside a location's part of the site, before checking the location has it. */
function twinPath(matched: Exclude<RouteMatch, { page: 'not-found' }>, location: LocationSlug): string | undefined {
  // A location's copy of a site-wide page (learn, plans, industries...).
  const copy = ROUTES.find((route) => 'copyOf' in route && route.copyOf === matched.routeId)
  if (copy) return pathFor(copy.id as RouteId, { ...matched.params, location } as never)
  // Every estimate form (the site's, a service line's) has the location's estimate form as its twin.
  if (matched.flags.estimatePage) return paths.location.contact(location)
  if (matched.page === 'service-line') return paths.serviceLineAt(matched.params.type, location)
  if (matched.page === 'service')
    return paths.location.service(location, matched.params.type, matched.params.serviceSlug as never)
  return undefined
}

/**
 * Where a site-wide link leads a visitor who is in `location`'s part of the site: the same page inside
 * that location when it has one (its header, number and estimate form stay the location's), else the
 * link as it is. Links marketing writes once in the CMS (`/commercial-services/contact`) and links of pages
 * shared by every location go through it. The query and fragment are kept.
 */
export function locationTwin(href: string, location: LocationSlug): string {
  const cut = href.search(/[?#]/)
  const path = cut === -1 ? href : href.slice(0, cut)
  if (!path.startsWith('/') || path.startsWith('//')) return href
  const matched = match(path)
  if (matched.page === 'not-found' || matched.location) return href
  let twin: string | undefined
  try {
    twin = twinPath(matched, location)
  } catch (error) {
    // The route table refuses to build a page the location does not have (Houston's residential line).
    if (!(error instanceof RangeError)) throw error
  }
  if (!twin || match(twin).page === 'not-found') return href
  return cut === -1 ? twin : twin + href.slice(cut)
}
