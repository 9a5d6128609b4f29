import { dayOf, type CheckoutStatus } from '@ecs/shared/payments'
import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { accountOfMetadata } from './checkout'
import { recordEntry } from './record-entry'

/** The events that say a Checkout Session's money arrived: at once (cards), or later (delayed methods). */
const PAID_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
])

/**
 * What one verified Stripe event does to the ledger: a paid Checkout Session of ours becomes one card
 * payment, whichever of its events comes first and however often each is delivered (recordEntry answers
 * the entry a session already has). Anything else (another event type, a session not yet paid, one we
 * did not make) writes nothing and is acknowledged, so Stripe stops sending it. Refunds are not taken
 * from Stripe: staff record them on the payment pages (decision 015 says why).
 */
export async function recordStripeEvent(req: PayloadRequest, event: Stripe.Event): Promise<string> {
  if (!PAID_EVENTS.has(event.type)) return `ignored: ${event.type} does not record anything`
  // Only Stripe can sign an event, but a malformed one is still acknowledged, never a 500.
  const session = event.data?.object as Stripe.Checkout.Session | undefined
  if (typeof session?.id !== 'string') return 'ignored: no Checkout Session in the event'
  if (session.payment_status !== 'paid') return 'ignored: the session is not paid yet'
  const account = accountOfMetadata(session.metadata)
  if (!account) return 'ignored: not a checkout this site started'
  const amountCents = session.amount_total
  if (session.currency !== 'usd' || !Number.isSafeInteger(amountCents) || (amountCents ?? 0) < 1)
    return 'ignored: not a US dollar amount'
  const { created } = await recordEntry(req, {
    kind: 'payment',
    amountCents: amountCents!,
    method: 'card',
    receivedOn: dayOf(new Date(event.created * 1000)),
    note: 'Paid online by card (Stripe Checkout).',
    account,
    stripeCheckoutSessionId: session.id,
    stripeEventId: event.id,
  })
  return created ? 'recorded' : 'already recorded'
}

/** What the ledger holds for a Checkout Session: the return page says received only once the webhook recorded it. */
export async function checkoutStatus(req: PayloadRequest, sessionId: string): Promise<CheckoutStatus> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { stripeCheckoutSessionId: { equals: sessionId } },
    select: { amountCents: true, receivedOn: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const entry = docs[0]
  return entry
    ? { status: 'received', amountCents: entry.amountCents, receivedOn: entry.receivedOn }
    : { status: 'confirming' }
}
