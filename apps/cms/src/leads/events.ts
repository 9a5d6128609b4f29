/** The events the automation integration (Zapier) can subscribe to, one per kind of submission. */
export const WEBHOOK_EVENTS = ['estimate.requested', 'plan.signup', 'application.received', 'review.submitted'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]
