import type { WebhookEvent } from '@ecs/shared/catalog'
import { eventBody } from './follow-ups'

/** A made-up submission of each event, shaped like the real ones, so a Zap can map its fields. */
const SAMPLES: Record<WebhookEvent, Record<string, unknown>> = {
  'estimate.requested': {
    serviceType: 'residential',
    services: ['residential-soft-wash'],
    property: { size: 'medium', stories: 2, surfaces: ['siding'] },
    address: { street: '100 Sample Street', city: 'Arlington', state: 'VA', zip: '22201' },
    contact: {
      firstName: 'Sam',
      lastName: 'Sample',
      email: 'sam.sample@example.com',
      phone: '(202) 555-0123',
      preferredContactMethod: 'phone',
      preferredTime: 'any',
    },
  },
  'estimate.unfinished': {
    serviceType: 'residential',
    services: ['residential-soft-wash'],
    address: { zip: '22201' },
    contact: { firstName: 'Sam', lastName: 'Sample', phone: '(202) 555-0123' },
  },
  'plan.signup': {
    planId: 'plus',
    homeSize: 'medium',
    contact: { firstName: 'Sam', lastName: 'Sample', email: 'sam.sample@example.com', phone: '(202) 555-0123' },
    address: { street: '100 Sample Street', city: 'Arlington', state: 'VA', zip: '22201' },
  },
  'community.signup': {
    program: 'montebello',
    unit: '1204',
    services: ['interior-windows-1-bedroom', 'balcony-cleaning'],
    contact: { firstName: 'Sam', lastName: 'Sample', email: 'sam.sample@example.com', phone: '(202) 555-0123' },
  },
  'application.received': {
    role: 'window-cleaning-technician',
    experienceYears: 2,
    availability: 'full-time',
    contact: { firstName: 'Sam', lastName: 'Sample', email: 'sam.sample@example.com', phone: '(202) 555-0123' },
  },
  'review.submitted': { rating: 5, name: 'Sam Sample', text: 'A sample review sent to test the hook.' },
  'call.received': {
    caller: '+12025550199',
    trackingNumber: '(202) 555-0142',
    source: 'google-ads',
    outcome: 'missed',
    startedAt: '2026-01-15T15:04:05.000Z',
  },
}

/** What a hook receives for a test of `event`: a sample submission, marked as a test. */
export function sampleEventBody(event: WebhookEvent): Record<string, unknown> {
  return eventBody(event, { id: 0, test: true, ...SAMPLES[event], location: 'dmv', sourcePage: '/zapier-test' })
}
