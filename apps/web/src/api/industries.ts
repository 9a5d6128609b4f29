import type { Industry, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

export const industriesQuery = () =>
  queryOptions<PaginatedDocs<Industry>>({ queryKey: ['/api/industries?depth=0&limit=20&sort=sortOrder'] })

export function useIndustries(): Industry[] {
  return useSuspenseQuery(industriesQuery()).data.docs
}
