import { apiPath } from '@ecs/shared/api'
import type { DeskFilters } from '@ecs/shared/leads'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'

export const exportPath = (filters: DeskFilters) => {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return apiPath('deskExport', { query: rest })
}

/** Google Ads' offline conversion import file; only the choices that are on go in the address. */
export const conversionsPath = ({ qualified, hashed }: { qualified: boolean; hashed: boolean }) =>
  apiPath('deskConversions', {
    query: { qualified: qualified ? 'true' : undefined, hashed: hashed ? 'true' : undefined },
  })

// The desk is private: fetched in the browser with the staff cookie, never on the server.
export function useInbox(filters: DeskFilters) {
  return useQuery({ ...apiQuery('deskInbox', { query: filters }), placeholderData: keepPreviousData })
}

export function useLead(id: number) {
  return useQuery(apiQuery('deskLead', { params: { id } }))
}

export function useDeskStaff() {
  return useQuery(apiQuery('deskStaff'))
}
