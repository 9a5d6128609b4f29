import type { QuoteDraftInput } from '@ecs/shared/quotes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

/** The lead's quotes and what the builder offers (the catalog at the CMS's prices, the plan discount, the deposit). */
export function useLeadQuotes(leadId: number) {
  return useQuery(apiQuery('deskLeadQuotes', { params: { id: leadId } }))
}

/** After a quote is saved or sent, the quotes and the lead (its status, stage and timeline) are read again. */
function useRefreshLead(leadId: number) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: apiQuery('deskLeadQuotes', { params: { id: leadId } }).queryKey }),
      client.invalidateQueries({ queryKey: apiQuery('deskLead', { params: { id: leadId } }).queryKey }),
    ])
}

export function useSaveQuote(leadId: number) {
  const refresh = useRefreshLead(leadId)
  return useMutation({
    mutationFn: (draft: QuoteDraftInput) => callApi('deskSaveQuote', { params: { id: leadId }, json: draft }),
    onSuccess: refresh,
  })
}

export function useSendQuote(leadId: number) {
  const refresh = useRefreshLead(leadId)
  return useMutation({
    mutationFn: (quoteId: number) => callApi('deskSendQuote', { params: { id: quoteId } }),
    onSuccess: refresh,
  })
}
