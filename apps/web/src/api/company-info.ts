import type { CompanyInfo } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'

export const companyInfoQuery = () => apiQuery('companyInfo', { query: 'depth=0' })

export function useCompanyInfo(): CompanyInfo {
  return useSuspenseQuery(companyInfoQuery()).data
}
