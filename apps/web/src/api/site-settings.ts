import type { SiteSetting } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'

export const siteSettingsQuery = () => apiQuery('siteSettings', { query: 'depth=0' })

export function useSiteSettings(): SiteSetting {
  return useSuspenseQuery(siteSettingsQuery()).data
}
