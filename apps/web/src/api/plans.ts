import type { PaginatedDocs, Plan } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { PICTURE_FIELDS } from './media-fields'

export const plansQuery = () =>
  queryOptions<PaginatedDocs<Plan>>({ queryKey: [`/api/plans?depth=1&limit=10&sort=sortOrder&${PICTURE_FIELDS}`] })

export function usePlans(): Plan[] {
  return useSuspenseQuery(plansQuery()).data.docs
}
