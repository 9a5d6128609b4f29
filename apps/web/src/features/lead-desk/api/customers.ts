import { CUSTOMER_HISTORY_MAX, CUSTOMER_HISTORY_STEP, type CustomerMerge } from '@ecs/shared/leads'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { callApi } from '../../../lib/api-client'
import { apiQuery, queriesOf } from '../../../lib/api-query'

/**
 * A customer and the newest of each part of their history (leads, quotes, visits, payments, reviews),
 * CUSTOMER_HISTORY_STEP more of each with every `showMore` (undefined once the most one answer carries is
 * asked). While more are fetched the parts already shown stay.
 */
export function useCustomerHistory(id: number) {
  const [limit, setLimit] = useState(CUSTOMER_HISTORY_STEP)
  const history = useQuery({
    ...apiQuery('deskCustomer', { params: { id }, query: { limit } }),
    placeholderData: (previous) => (previous?.customer.id === id ? previous : undefined),
  })
  const showMore =
    limit < CUSTOMER_HISTORY_MAX
      ? () => setLimit((shown) => Math.min(shown + CUSTOMER_HISTORY_STEP, CUSTOMER_HISTORY_MAX))
      : undefined
  return { history, showMore }
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
