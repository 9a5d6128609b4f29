/**
 * Paying online (docs/decisions/015-online-payments.md): the site asks the CMS for a Stripe Checkout
 * Session and sends the browser to its hosted page; Stripe's signed webhook records the payment.
 */

/** The CMS's answer to a checkout request: the hosted payment page to send the browser to. */
export interface CheckoutStarted {
  url: string
}

/**
 * What the ledger holds for a Checkout Session: received once Stripe's webhook recorded it, confirming
 * until then (or for a session that was never paid: the ledger cannot tell the two apart).
 */
export type CheckoutStatus = { status: 'confirming' } | { status: 'received'; amountCents: number; receivedOn: string }
