import type { Industry } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

export const industriesQuery = () =>
  apiQuery('industries', { query: `depth=1&limit=20&sort=sortOrder&${PICTURE_FIELDS}` })

export function useIndustries(): Industry[] {
  return useSuspenseQuery(industriesQuery()).data.docs
}
