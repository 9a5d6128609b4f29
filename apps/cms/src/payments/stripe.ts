import Stripe from 'stripe'
import { env } from '../env'

/** Stripe's client and the secret its webhook events are signed with: card payments are on when both are set. */
export interface CardProcessor {
  stripe: Stripe
  webhookSecret: string
}

function connect(): CardProcessor | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined
  const standIn = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined
  return {
    stripe: new Stripe(env.STRIPE_SECRET_KEY, {
      // A retry after a dropped connection carries the same idempotency key: one session however often sent.
      // Both attempts fit in the site's 15 s forward.
      maxNetworkRetries: 1,
      timeout: 6_000,
      telemetry: false,
      ...(standIn && {
        host: standIn.hostname,
        port: standIn.port || (standIn.protocol === 'https:' ? 443 : 80),
        protocol: standIn.protocol === 'https:' ? 'https' : 'http',
      }),
    }),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  }
}

/** Undefined without the keys (decision 015): /payment then offers the phone and the fallback link. */
export const cardProcessor = connect()
