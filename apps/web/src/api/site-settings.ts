import type { SiteSetting } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

export const siteSettingsQuery = () => queryOptions<SiteSetting>({ queryKey: ['/api/globals/site-settings?depth=0'] })

export function useSiteSettings(): SiteSetting {
  return useSuspenseQuery(siteSettingsQuery()).data
}
