import type { RouteMatch } from '@ecs/shared/routes'
import { companyInfoQuery } from '../../api/company-info'
import { locationsQuery } from '../../api/locations'
import { siteSettingsQuery } from '../../api/site-settings'

/** What the header and footer read on every page. */
export function shellQueries(_match: RouteMatch) {
  return [companyInfoQuery(), siteSettingsQuery(), locationsQuery()]
}
