import type { Plan } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

export const plansQuery = () => apiQuery('plans', { query: `depth=1&limit=10&sort=sortOrder&${PICTURE_FIELDS}` })

export function usePlans(): Plan[] {
  return useSuspenseQuery(plansQuery()).data.docs
}
