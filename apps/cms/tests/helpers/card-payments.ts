import { startStripeStandIn, type StripeStandIn } from '@ecs/test-stack/stripe-stand-in'

/**
 * Card payments on, against the stand-in of Stripe's API (decision 015). Call it from `vi.hoisted`, so the
 * keys are in the environment before the CMS's env module is read.
 */
export async function cardPaymentsOn(
  webhookSecret: string,
): Promise<{ stripe: StripeStandIn; WEBHOOK_SECRET: string }> {
  const stripe = await startStripeStandIn()
  process.env.STRIPE_SECRET_KEY = stripe.secretKey
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret
  process.env.STRIPE_API_URL = stripe.url
  return { stripe, WEBHOOK_SECRET: webhookSecret }
}
