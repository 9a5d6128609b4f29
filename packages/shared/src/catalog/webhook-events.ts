import type { OptionLabels } from './options'

/** The events the automation integration (Zapier) can subscribe to, one per kind of lead. */
export const WEBHOOK_EVENTS = [
  'estimate.requested',
  'estimate.unfinished',
  'plan.signup',
  'community.signup',
  'application.received',
  'review.submitted',
  'call.received',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_EVENT_LABELS: OptionLabels<WebhookEvent> = {
  'estimate.requested': 'Estimate requested',
  'estimate.unfinished': 'Estimate left unfinished (a name and a phone or email given)',
  'plan.signup': 'Plan signup',
  'community.signup': 'Resident signup',
  'application.received': 'Job application received',
  'review.submitted': 'Review submitted',
  'call.received': 'Phone call received (a new caller)',
}
