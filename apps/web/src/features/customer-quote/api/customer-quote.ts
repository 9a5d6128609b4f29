import type { ApiBody } from '@ecs/shared/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

/** Asked again this often while Stripe's signed event is on its way after a deposit. */
const CONFIRMING_POLL_MS = 2000

/**
 * The quote a link names, read in the browser only: it is the customer's alone, so the site's server
 * neither renders it into a page nor keeps it. While a paid deposit is being confirmed it is asked again.
 */
export function useCustomerQuote(token: string, confirmingDeposit: boolean) {
  return useQuery({
    ...apiQuery('quoteRead', { params: { token } }),
    // Through the API client, so a refused link is its problem (403, 410) with the office's words.
    queryFn: () => callApi('quoteRead', { params: { token } }),
    retry: false,
    refetchInterval: (query) =>
      confirmingDeposit && query.state.data && !query.state.data.quote.depositPaidAt ? CONFIRMING_POLL_MS : false,
  })
}

type Answer = 'quoteAccept' | 'quoteDecline' | 'quoteQuestion'

/** A customer's answer (accept, decline, a question); the page shows the quote as it then stands. */
export function useQuoteAnswer<Name extends Answer>(name: Name, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (json: ApiBody<Name>) =>
      callApi(name, { params: { token }, json, retryWhenNotThrough: true } as never) as ReturnType<
        typeof callApi<'quoteRead'>
      >,
    onSuccess: (answer) => queryClient.setQueryData(apiQuery('quoteRead', { params: { token } }).queryKey, answer),
  })
}

/** Opens Stripe Checkout for the accepted quote's deposit (the same payment page however often asked). */
export function useDepositCheckout(token: string) {
  return useMutation({ mutationFn: () => callApi('quoteDeposit', { params: { token }, retryWhenNotThrough: true }) })
}
