import {
  ARTICLE_SLUGS,
  LOCATION_SLUGS,
  SERVICE_SLUGS_BY_TYPE,
  isLocationSlug,
  locationsRunning,
  locationsWithExtraPage,
  servicesAt,
  type LocationExtraPage,
  type ServiceSlugOf,
  type ServiceType,
} from '../catalog'
import { openParam, param } from './segments'

/** The parameter domains of the route table, all read from the catalog so a new slug needs no route edit. */

export const anyLocation = param('location', () => LOCATION_SLUGS)

export const locationWithPage = (page: LocationExtraPage) => param('location', () => locationsWithExtraPage(page))

/** Houston runs no residential program, so /residential-services/houston is not a page. */
export const locationRunning = (type: ServiceType) => param('location', () => locationsRunning(type))

export const articleSlug = param('articleSlug', () => ARTICLE_SLUGS)

export const serviceSlugOfType = <T extends ServiceType>(type: T) =>
  param('serviceSlug', (): readonly ServiceSlugOf<T>[] => SERVICE_SLUGS_BY_TYPE[type])

/**
 * A location's service page exists only for what the location sells (the service matrix), so a search
 * engine never finds a Houston page for a service Houston does not offer.
 */
export const serviceSoldAt = <T extends ServiceType>(type: T) =>
  param('serviceSlug', (earlier): readonly ServiceSlugOf<T>[] => {
    const location = earlier.location
    if (!isLocationSlug(location)) return []
    const sold = new Set<string>(servicesAt(location, type).map((service) => service.slug))
    return SERVICE_SLUGS_BY_TYPE[type].filter((slug) => sold.has(slug))
  })

/** A '-services' suffix is removed, so /…/services/commercial-services/… is accepted. */
export const serviceTypeSegment = <const T extends ServiceType>(type: T) =>
  param(
    'type',
    (): readonly T[] => [type],
    (raw) => (raw === `${type}-services` ? type : undefined),
  )

/** A landing page's slug: lowercase words joined by dashes, at most 100 characters. */
export function isLandingPageSlug(raw: string): boolean {
  return raw.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw)
}

/** A campaign landing page's slug: chosen by marketing in the CMS, so any slug-shaped value matches. */
export const landingPageSlug = openParam('landingPageSlug')
