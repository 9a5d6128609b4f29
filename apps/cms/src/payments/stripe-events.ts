import { checkoutSessionIdSchema, dayOf, MAX_ENTRY_CENTS, type CheckoutStatus } from '@ecs/shared/payments'
import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { accountOfMetadata } from './checkout'
import { recordQuoteDeposit } from './quote-deposit'
import { recordEntry } from './record-entry'

/** An event's id as Stripe makes them (evt_...), short enough for the ledger's column. */
const STRIPE_ID = /^evt_\w{1,200}$/

/** Seconds since 1970 that make a date (Stripe's `created`). */
const isUnixTime = (value: unknown) => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) < 1e10

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
  // Only Stripe can sign an event, but one that is not what we expect is still acknowledged, never a 500.
  if (typeof event !== 'object' || event === null || !PAID_EVENTS.has(event.type))
    return 'ignored: not an event that records anything'
  const session = event.data?.object as Stripe.Checkout.Session | undefined
  if (
    !checkoutSessionIdSchema.safeParse(session?.id).success ||
    !STRIPE_ID.test(event.id) ||
    !isUnixTime(event.created)
  )
    return 'ignored: not a Checkout Session event'
  if (session!.payment_status !== 'paid') return 'ignored: the session is not paid yet'
  const account = accountOfMetadata(session!.metadata)
  if (!account) return 'ignored: not a checkout this site started'
  const amountCents = session!.amount_total
  if (
    session!.currency !== 'usd' ||
    !Number.isSafeInteger(amountCents) ||
    amountCents! < 1 ||
    amountCents! > MAX_ENTRY_CENTS
  )
    return 'ignored: not an amount this site charges'
  const { created } = await recordEntry(req, {
    kind: 'payment',
    amountCents: amountCents!,
    method: 'card',
    receivedOn: dayOf(new Date(event.created * 1000)),
    note: 'Paid online by card (Stripe Checkout).',
    account,
    stripeCheckoutSessionId: session!.id,
    stripeEventId: event.id,
    // A quote's deposit moves its lead on, once, with the entry.
    alsoRecord: account.type === 'quote' ? recordQuoteDeposit : undefined,
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
