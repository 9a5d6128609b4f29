import type { CompanyInfo, Location } from '@ecs/shared/cms'
import { estimateTarget } from '@ecs/shared/navigation'
import { paths, type RouteMatch } from '@ecs/shared/routes'
import { useLocation as useRouterLocation } from 'react-router-dom'
import { useCompanyInfo } from '../../api/company-info'
import { useLocations } from '../../api/locations'
import type { Crumb } from '../../lib/json-ld'
import { useMessages } from '../../lib/messages'

export interface PageContext {
  company: CompanyInfo
  locations: Location[]
  /** The location the page is scoped to, if any. */
  location: Location | undefined
  /** The phone to call from this page: the location's, else the company's. */
  phone: string
  /** Where 'Free Estimate' goes from this page (the location's contact page inside a location). */
  estimateHref: string
  /** Home, then the location's home when the page is scoped to one. */
  baseCrumbs: Crumb[]
  /** "Title | Company" or "Title in DMV Area | Company". */
  titleFor: (title: string) => string
}

/** What most pages need besides their own content: company, location, phone, estimate link, breadcrumbs. */
export function usePageContext(match: RouteMatch): PageContext {
  const { pathname } = useRouterLocation()
  const company = useCompanyInfo()
  const locations = useLocations()
  const words = useMessages()
  const locationSlug = match.page === 'not-found' ? undefined : match.location
  const location = locations.find((candidate) => candidate.slug === locationSlug)
  const baseCrumbs: Crumb[] = [
    { label: words.shell.home, href: paths.home() },
    ...(location ? [{ label: location.label, href: paths.location.home(location.slug) }] : []),
  ]
  return {
    company,
    locations,
    location,
    phone: location?.phone ?? company.phone,
    estimateHref: estimateTarget(pathname) ?? (location ? paths.location.contact(location.slug) : paths.estimate()),
    baseCrumbs,
    titleFor: (title) => words.page.title(title, location?.label ?? null, company.name),
  }
}
