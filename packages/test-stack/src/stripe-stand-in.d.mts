/** A Checkout Session as the Stripe stand-in keeps it (the fields our CMS reads). */
export interface StandInSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: string
  payment_status: string
  amount_total: number
  currency: string
  metadata: Record<string, string>
  success_url: string
  cancel_url: string
  url: string
}
/** Stripe at the network edge, for tests (decision 015): its API's Checkout Sessions and the hosted page. */
export interface StripeStandIn {
  url: string
  /** The only secret key it accepts. */
  secretKey: string
  requests: {
    method: string
    path: string
    headers: Record<string, string | string[] | undefined>
    form: Record<string, string>
  }[]
  sessions: Map<string, StandInSession>
  deliveries: { type: string; status: number; body: string }[]
  deliverTo(webhookUrl: string, webhookSecret: string): void
  stop(): Promise<void>
}
export function startStripeStandIn(options?: { webhookUrl?: string; webhookSecret?: string }): Promise<StripeStandIn>
/** An event as Stripe sends it around a Checkout Session. */
export function checkoutEvent(
  type: string,
  session: object,
  options?: { id?: string; created?: number },
): { id: string; type: string; created: number; data: { object: object } } & Record<string, unknown>
/** The stripe-signature header of a webhook body, made with the Stripe SDK's own test helper. */
export function signature(payload: string, secret: string, timestamp?: number): string
/** A webhook body and its stripe-signature header, signed with the Stripe SDK's own test helper. */
export function signedEvent(event: object, secret: string, timestamp?: number): { payload: string; signature: string }
