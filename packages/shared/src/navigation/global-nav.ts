import { NAV_ARTICLE_SLUGS } from '../catalog'
import { paths } from '../routes'
import { ARTICLE_NAV_LABELS } from './article-labels'
import { detectLocation, locationMenuEntries, locationNav } from './location-nav'
import { type NavLink } from './nav-link'

/** The header navigation when no location is detected. */
export const GLOBAL_NAV: readonly NavLink[] = [
  { label: 'About Us', href: paths.aboutUs() },
  { label: 'Commercial', href: paths.serviceLine('commercial') },
  { label: 'Residential', href: paths.serviceLine('residential') },
  {
    label: 'Learn',
    href: paths.learn(),
    overviewLabel: 'All articles',
    children: NAV_ARTICLE_SLUGS.map((slug) => ({ label: ARTICLE_NAV_LABELS[slug], href: paths.article(slug) })),
  },
  { label: 'Locations', href: paths.locations(), overviewLabel: 'All locations', children: locationMenuEntries() },
]

/** What the header shows for a path: the location's navigation once one is detected. */
export function navigationFor(pathname: string): readonly NavLink[] {
  const location = detectLocation(pathname)
  return location ? locationNav(location) : GLOBAL_NAV
}
