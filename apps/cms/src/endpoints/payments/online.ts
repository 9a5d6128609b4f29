import { BODY_LIMITS } from '@ecs/shared/http'
import { checkoutSessionIdSchema } from '@ecs/shared/payments'
import type Stripe from 'stripe'
import { requireCardProcessor, startCheckout } from '../../payments/checkout'
import { checkoutStatus, recordStripeEvent } from '../../payments/stripe-events'
import { fetchBodySource, readBody } from '../../utilities/read-body'
import { answered, contractEndpoint } from '../contract-endpoint'

/**
 * POST /api/payments/checkout, public: a Stripe Checkout Session for an invoice or a signup's charge
 * (checkoutSchema); 201 with the hosted page's address the site sends the browser to, 422 naming each
 * refused field, 404 while card payments online are off, 502 when Stripe does not start it.
 */
const checkoutEndpoint = contractEndpoint(
  'paymentCheckout',
  async ({ req, body }) => answered(await startCheckout(req, body), 201),
  { collection: 'payments', guard: requireCardProcessor },
)

/** GET /api/payments/checkout/{sessionId}, public: what the ledger holds for the session (the return page's answer). */
const checkoutStatusEndpoint = contractEndpoint(
  'paymentCheckoutStatus',
  async ({ req, params, refuse }) => {
    const sessionId = checkoutSessionIdSchema.safeParse(params.sessionId)
    if (!sessionId.success) throw refuse('sessionId', 'sessionId must be a Checkout Session id.', 400)
    return checkoutStatus(req, sessionId.data)
  },
  { collection: 'payments', guard: requireCardProcessor },
)

/**
 * POST /api/payments/stripe-webhook: Stripe's events, verified on the exact bytes received with the
 * endpoint's signing secret (constructEvent: a bad signature, or one older than five minutes, is 400 and
 * nothing is read further). A verified event is acknowledged with 200 whatever it is; a paid Checkout
 * Session is recorded once (recordStripeEvent). A signup erased before its payment arrived is 422, which
 * Stripe retries and shows as failing in its dashboard.
 */
const stripeWebhookEndpoint = contractEndpoint(
  'paymentStripeWebhook',
  async ({ req, refuse }) => {
    const { stripe, webhookSecret } = requireCardProcessor()
    const signature = req.headers.get('stripe-signature')
    if (!signature) throw refuse('stripe-signature', 'The stripe-signature header is missing.', 400)
    const body = await readBody(fetchBodySource(req), {
      mediaType: 'application/json',
      maxBytes: BODY_LIMITS.paymentEvent,
    })
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(body, signature, webhookSecret)
    } catch {
      throw refuse('stripe-signature', 'The stripe-signature header does not verify this body (or is too old).', 400)
    }
    const outcome = await recordStripeEvent(req, event)
    req.payload.logger.info({ msg: 'Stripe event', id: event?.id, type: event?.type, outcome })
    return { received: true as const, outcome }
  },
  { collection: 'payments', ownBody: true },
)

/** Paying online (decision 015), public: under /api/payments like the ledger's staff endpoints. */
export const onlinePaymentEndpoints = [checkoutEndpoint, checkoutStatusEndpoint, stripeWebhookEndpoint]
