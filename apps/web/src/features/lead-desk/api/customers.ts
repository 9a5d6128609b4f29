import type { CustomerMerge } from '@ecs/shared/leads'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery, queriesOf } from '../../../lib/api-query'

/** A customer and their history (leads, quotes, visits, payments, reviews). */
export function useCustomer(id: number | null) {
  return useQuery({ ...apiQuery('deskCustomer', { params: { id: id ?? 0 } }), enabled: id !== null })
}

/** Customers found by what was typed; asked only once two characters are typed, as the endpoint wants. */
export function useCustomerSearch(q: string) {
  const typed = q.trim()
  return useQuery({
    ...apiQuery('deskCustomers', { query: { q: typed } }),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
  })
}

/** Merges one customer into another; then the customers and leads read are read again. */
export function useMergeCustomers() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CustomerMerge) => callApi('deskMergeCustomers', { json: body }),
    onSettled: () =>
      Promise.all(
        (['deskCustomer', 'deskCustomers', 'deskLead'] as const).map((name) =>
          client.invalidateQueries({ predicate: queriesOf(name) }),
        ),
      ),
  })
}
