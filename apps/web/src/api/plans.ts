import type { PaginatedDocs, Plan } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

export const plansQuery = () =>
  queryOptions<PaginatedDocs<Plan>>({ queryKey: ['/api/plans?depth=0&limit=10&sort=sortOrder'] })

export function usePlans(): Plan[] {
  return useSuspenseQuery(plansQuery()).data.docs
}
