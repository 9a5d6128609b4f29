import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { checkoutSchema, checkoutSessionIdSchema } from '@ecs/shared/payments'
import type { Endpoint } from 'payload'
import type Stripe from 'stripe'
import { requireCardProcessor, startCheckout } from '../../payments/checkout'
import { checkoutStatus, recordStripeEvent } from '../../payments/stripe-events'
import { answeringProblems, json } from '../../utilities/json-response'
import { fetchBodySource, readBody } from '../../utilities/read-body'
import { parseBody } from '../desk/desk-handler'

/**
 * POST /api/payments/checkout, public: a Stripe Checkout Session for an invoice or a signup's charge
 * (checkoutSchema); 201 with the hosted page's address the site sends the browser to, 422 naming each
 * refused field, 404 while card payments online are off, 502 when Stripe does not start it.
 */
const checkoutEndpoint: Endpoint = {
  path: '/checkout',
  method: 'post',
  handler: answeringProblems(async (req) => {
    requireCardProcessor()
    return json(await startCheckout(req, await parseBody(req, checkoutSchema)), 201)
  }),
}

/** GET /api/payments/checkout/{sessionId}, public: what the ledger holds for the session (the return page's answer). */
const checkoutStatusEndpoint: Endpoint = {
  path: '/checkout/:sessionId',
  method: 'get',
  handler: answeringProblems(async (req) => {
    requireCardProcessor()
    const sessionId = checkoutSessionIdSchema.safeParse(req.routeParams?.sessionId)
    if (!sessionId.success)
      throw new ProblemError(
        problem(400, 'sessionId must be a Checkout Session id.', {
          errors: [{ field: 'sessionId', message: 'sessionId must be a Checkout Session id.' }],
        }),
      )
    return json(await checkoutStatus(req, sessionId.data))
  }),
}

const badSignature = (message: string) =>
  new ProblemError(problem(400, message, { errors: [{ field: 'stripe-signature', message }] }))

/**
 * POST /api/payments/stripe-webhook: Stripe's events, verified on the exact bytes received with the
 * endpoint's signing secret (constructEvent: a bad signature, or one older than five minutes, is 400 and
 * nothing is read further). A verified event is acknowledged with 200 whatever it is; a paid Checkout
 * Session is recorded once (recordStripeEvent). A signup erased before its payment arrived is 422, which
 * Stripe retries and shows as failing in its dashboard.
 */
const stripeWebhookEndpoint: Endpoint = {
  path: '/stripe-webhook',
  method: 'post',
  handler: answeringProblems(async (req) => {
    const { stripe, webhookSecret } = requireCardProcessor()
    const signature = req.headers.get('stripe-signature')
    if (!signature) throw badSignature('The stripe-signature header is missing.')
    const body = await readBody(fetchBodySource(req), {
      mediaType: 'application/json',
      maxBytes: BODY_LIMITS.paymentEvent,
    })
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(body, signature, webhookSecret)
    } catch {
      throw badSignature('The stripe-signature header does not verify this body (or is too old).')
    }
    const outcome = await recordStripeEvent(req, event)
    req.payload.logger.info({ msg: 'Stripe event', id: event?.id, type: event?.type, outcome })
    return json({ received: true, outcome })
  }),
}

/** Paying online (decision 015), public: under /api/payments like the ledger's staff endpoints. */
export const onlinePaymentEndpoints: Endpoint[] = [checkoutEndpoint, checkoutStatusEndpoint, stripeWebhookEndpoint]
