import { problem, ProblemError } from '@ecs/shared/http'
import { LEAD_KIND_FACTS } from '@ecs/shared/leads'
import {
  ledgerAccountSchema,
  SIGNUP_ACCOUNT_TYPES,
  type CheckoutRequest,
  type CheckoutStarted,
  type LedgerAccount,
  type SignupAccountType,
} from '@ecs/shared/payments'
import { localePath, paths } from '@ecs/shared/routes'
import type { PayloadRequest } from 'payload'
import Stripe from 'stripe'
import { env } from '../env'
import { fieldProblem } from '../utilities/field-problem'
import { cardProcessor, type CardProcessor } from './stripe'

/** The card processor, or the answer that card payments online are off (no keys: decision 015). */
export function requireCardProcessor(): CardProcessor {
  if (!cardProcessor)
    throw new ProblemError(problem(404, 'Card payments online are not available. Please pay by phone.'))
  return cardProcessor
}

/** The ledger account a checkout pays into: an invoice as the customer typed it, a signup found by its reference. */
async function accountFor(
  req: PayloadRequest,
  payFor: CheckoutRequest['payFor'],
): Promise<{ account: LedgerAccount; label: string }> {
  if (payFor.type === 'invoice')
    return { account: { type: 'invoice', number: payFor.number }, label: `Invoice ${payFor.number}` }
  const { docs } = await req.payload.find({
    collection: 'desk-leads',
    where: { and: [{ reference: { equals: payFor.reference } }, { kind: { in: [...SIGNUP_ACCOUNT_TYPES] } }] },
    select: { kind: true, documentId: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const signup = docs[0]
  if (!signup)
    throw fieldProblem(
      'payFor.reference',
      'We could not find a signup with that reference. Please check it against your confirmation email, or call us.',
    )
  const type = signup.kind as SignupAccountType
  return { account: { type, id: signup.documentId }, label: `${LEAD_KIND_FACTS[type].label} ${payFor.reference}` }
}

/** The account as Checkout Session metadata (strings only), read back by `accountOfMetadata` when Stripe reports the payment. */
function accountMetadata(account: LedgerAccount): Record<string, string> {
  return account.type === 'invoice'
    ? { account: 'invoice', invoiceNumber: account.number }
    : { account: account.type, accountId: String(account.id) }
}

/** The ledger account a session's metadata names; undefined for a session we did not make (a payment link, another app). */
export function accountOfMetadata(metadata: Stripe.Metadata | null): LedgerAccount | undefined {
  const parsed = ledgerAccountSchema.safeParse(
    metadata?.account === 'invoice'
      ? { type: 'invoice', number: metadata.invoiceNumber }
      : { type: metadata?.account, id: Number(metadata?.accountId) },
  )
  return parsed.success ? parsed.data : undefined
}

/** One Checkout Session as this site makes them: what it pays into, for how much, and where Stripe returns. */
export interface CheckoutOrder {
  account: LedgerAccount
  label: string
  amountCents: number
  /** The same key for the same payment: a double click or retry is the same session. */
  idempotencyKey: string
  successUrl: string
  cancelUrl: string
}

/**
 * A Stripe Checkout Session for one payment in whole cents (mode payment, cards only, one line), tied to
 * its ledger account by metadata, so the signed webhook records it there.
 */
export async function createCheckoutSession(req: PayloadRequest, order: CheckoutOrder): Promise<CheckoutStarted> {
  const { stripe } = requireCardProcessor()
  const metadata = accountMetadata(order.account)
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: order.amountCents, product_data: { name: order.label } },
          },
        ],
        metadata,
        // Copied to the payment, so Stripe's dashboard shows the account on the charge too.
        payment_intent_data: { metadata, description: order.label },
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      },
      { idempotencyKey: order.idempotencyKey },
    )
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error
    req.payload.logger.warn({ msg: 'Stripe refused a Checkout Session', type: error.type, code: error.code })
    throw new ProblemError(
      problem(502, 'The card processor did not start the payment. Please try again in a moment, or pay by phone.'),
    )
  }
  if (!session.url)
    throw new ProblemError(problem(502, 'The card processor gave no payment page. Please try again, or pay by phone.'))
  return { url: session.url }
}

/**
 * /payment's checkout: an invoice or a signup's charge, returning to the site's /payment/received (or
 * /payment when cancelled) in the language the customer paid in. Stripe's idempotency key is the form's key with what it pays: a double click
 * or retry is the same session, a corrected amount a new one.
 */
export async function startCheckout(req: PayloadRequest, request: CheckoutRequest): Promise<CheckoutStarted> {
  requireCardProcessor()
  const { account, label } = await accountFor(req, request.payFor)
  return createCheckoutSession(req, {
    account,
    label,
    amountCents: request.amountCents,
    idempotencyKey: `checkout-${request.idempotencyKey}-${Object.values(accountMetadata(account)).join('-')}-${request.amountCents}`,
    // Back to the pages in the customer's language. Stripe puts the session's id in place of the
    // template (it must reach Stripe unescaped).
    successUrl: `${env.SITE_URL}${localePath(request.language, paths.paymentReceived())}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${env.SITE_URL}${localePath(request.language, paths.payment())}?checkout=cancelled`,
  })
}
