import {
  LOCATIONS,
  SERVICE_TYPES,
  isLocationSlug,
  runsServiceLine,
  type LocationSlug,
  type ServiceType,
} from '../catalog'
import { match, paths, splitLocale } from '../routes'
import { type NavLink } from './nav-link'

const SERVICE_LINE_LABELS: Readonly<Record<ServiceType, string>> = {
  commercial: 'Commercial Services',
  residential: 'Residential Services',
}

/** Commercial / Residential Services entries for the lines the location runs (Houston: commercial only). */
export function serviceLineLinks(location: LocationSlug): NavLink[] {
  return SERVICE_TYPES.filter((type) => runsServiceLine(location, type)).map((type) => ({
    label: SERVICE_LINE_LABELS[type],
    href: paths.serviceLineAt(type, location),
  }))
}

/**
 * The location a page belongs to: the one its route names, or for an unknown path under a location
 * (/dmv/old-page) the location its first segment names, so that 404 keeps the visitor's local header.
 */
export function detectLocation(pathname: string): LocationSlug | undefined {
  const matched = match(pathname)
  if (matched.page !== 'not-found') return matched.location
  // Under either language: /es/dmv/old-page is the DMV's too.
  const { path } = splitLocale(pathname.split(/[?#]/, 1)[0] ?? '/')
  const first = path.split('/').find((segment) => segment !== '')
  const slug = first?.toLowerCase()
  return isLocationSlug(slug) ? slug : undefined
}

/** The navigation once a location is detected; service lines sit after About Us, before the reading. */
export function locationNav(location: LocationSlug): NavLink[] {
  return [
    { label: 'Overview', href: paths.location.home(location) },
    { label: 'About Us', href: paths.location.about(location) },
    ...serviceLineLinks(location),
    { label: 'Learn', href: paths.learn(location) },
    { label: 'Contact', href: paths.location.contact(location) },
    { label: 'Reviews', href: paths.location.reviews(location) },
  ]
}

/** The Locations menu's children: each location with About, its service lines, Contact and Reviews. */
export function locationMenuEntries(): NavLink[] {
  return LOCATIONS.map((location) => ({
    label: location.label,
    href: paths.location.home(location.slug),
    children: [
      { label: 'About', href: paths.location.about(location.slug) },
      ...serviceLineLinks(location.slug),
      { label: 'Contact', href: paths.location.contact(location.slug) },
      { label: 'Reviews', href: paths.location.reviews(location.slug) },
    ],
  }))
}
