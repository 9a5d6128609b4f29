import {
  CHECKOUT_PATH,
  checkoutStatusPath,
  type CheckoutRequestInput,
  type CheckoutStarted,
  type CheckoutStatus,
} from '@ecs/shared/payments'
import { useMutation, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Asks the CMS for a Stripe Checkout Session; safe to send twice (the form's key makes it one session). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (request: CheckoutRequestInput) =>
      apiRequest<CheckoutStarted>(CHECKOUT_PATH, { method: 'POST', json: request, retryWhenNotThrough: true }),
  })
}

/** Stripe's webhook usually arrives within seconds of the return: asked again this often, this many times. */
const STATUS_POLL_MS = 2000
const STATUS_POLLS = 30

/** What the ledger holds for a Checkout Session, asked again while it is being confirmed (about a minute). */
export function useCheckoutStatus(sessionId: string) {
  return useQuery<CheckoutStatus>({
    queryKey: [checkoutStatusPath(sessionId)],
    refetchInterval: (query) =>
      query.state.data?.status === 'confirming' && query.state.dataUpdateCount < STATUS_POLLS ? STATUS_POLL_MS : false,
  })
}
