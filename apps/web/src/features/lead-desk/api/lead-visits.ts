import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

/** The lead's estimate visits and jobs, with where each job's review request stands. */
export function useLeadVisits(leadId: number) {
  return useQuery(apiQuery('deskLeadVisits', { params: { id: leadId } }))
}

/** Marks a job done; then the visits and the lead (its stage and timeline) are read again. */
export function useMarkJobDone(leadId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (visitId: number) => callApi('deskVisitDone', { params: { id: visitId } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiQuery('deskLeadVisits', { params: { id: leadId } }).queryKey }),
        client.invalidateQueries({ queryKey: apiQuery('deskLead', { params: { id: leadId } }).queryKey }),
      ]),
  })
}
