import type { CompanyInfo } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

export const companyInfoQuery = () => queryOptions<CompanyInfo>({ queryKey: ['/api/globals/company-info?depth=0'] })

export function useCompanyInfo(): CompanyInfo {
  return useSuspenseQuery(companyInfoQuery()).data
}
