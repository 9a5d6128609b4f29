import type { PayloadRequest } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import { MIN_CARD_CENTS, type CheckoutStarted } from '@ecs/shared/payments'
import { paths } from '@ecs/shared/routes'
import { env } from '../env'
import { createCheckoutSession, requireCardProcessor } from '../payments/checkout'
import { quoteOfLink } from './customer-quote'

/**
 * A Stripe Checkout Session for an accepted quote's deposit, returning to the quote's page. One session
 * per quote version (Stripe's idempotency key): paying twice from two tabs is the same payment page. The
 * deposit is recorded only when Stripe's signed webhook says it was paid (recordStripeEvent).
 */
export async function startDepositCheckout(req: PayloadRequest, token: string): Promise<CheckoutStarted> {
  requireCardProcessor()
  const quote = await quoteOfLink(req, token)
  const refuse = (message: string) => new ProblemError(problem(409, message, { errors: [{ field: 'token', message }] }))
  if (quote.status !== 'accepted') throw refuse('Please accept the quote before paying its deposit.')
  if (quote.depositPaidAt) throw refuse(`The deposit on quote ${quote.number} is already paid. Thank you.`)
  if (quote.depositCents < MIN_CARD_CENTS) throw refuse(`Quote ${quote.number} asks for no deposit.`)
  const page = `${env.SITE_URL}${paths.quote(token)}`
  return createCheckoutSession(req, {
    account: { type: 'quote', id: quote.id },
    label: `Deposit on quote ${quote.number}`,
    amountCents: quote.depositCents,
    idempotencyKey: `quote-deposit-${quote.id}-${quote.depositCents}`,
    successUrl: `${page}?deposit=paid`,
    cancelUrl: `${page}?deposit=cancelled`,
  })
}
