import type { CheckoutRequestInput } from '@ecs/shared/payments'
import { useMutation, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

/** Asks the CMS for a Stripe Checkout Session; safe to send twice (the form's key makes it one session). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequestInput) =>
      callApi('paymentCheckout', { json: request, retryWhenNotThrough: true }),
  })
}

/** Stripe's webhook usually arrives within seconds of the return: asked again this often, this many times. */
const STATUS_POLL_MS = 2000
const STATUS_POLLS = 30

/** What the ledger holds for a Checkout Session, asked again while it is being confirmed (about a minute). */
export function useCheckoutStatus(sessionId: string) {
  return useQuery({
    ...apiQuery('paymentCheckoutStatus', { params: { sessionId } }),
    refetchInterval: (query) =>
      query.state.data?.status === 'confirming' && query.state.dataUpdateCount < STATUS_POLLS ? STATUS_POLL_MS : false,
  })
}
