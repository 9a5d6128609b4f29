import type { Industry, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { PICTURE_FIELDS } from './media-fields'

export const industriesQuery = () =>
  queryOptions<PaginatedDocs<Industry>>({
    queryKey: [`/api/industries?depth=1&limit=20&sort=sortOrder&${PICTURE_FIELDS}`],
  })

export function useIndustries(): Industry[] {
  return useSuspenseQuery(industriesQuery()).data.docs
}
