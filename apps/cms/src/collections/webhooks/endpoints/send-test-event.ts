import { problem, problemResponse } from '@ecs/shared/http'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import { staffOnlyEndpoint } from '../../../access/staff-only-endpoint'
import { json } from '../../../utilities/json-response'
import type { WebhookEvent } from '../../../leads/events'
import { eventBody, queueDelivery } from '../../../leads/follow-ups'

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
  'plan.signup': {
    planId: 'plus',
    homeSize: 'medium',
    contact: { firstName: 'Sam', lastName: 'Sample', email: 'sam.sample@example.com', phone: '(202) 555-0123' },
    address: { street: '100 Sample Street', city: 'Arlington', state: 'VA', zip: '22201' },
  },
  'application.received': {
    role: 'window-cleaning-technician',
    experienceYears: 2,
    availability: 'full-time',
    contact: { firstName: 'Sam', lastName: 'Sample', email: 'sam.sample@example.com', phone: '(202) 555-0123' },
  },
  'review.submitted': { rating: 5, name: 'Sam Sample', text: 'A sample review sent to test the hook.' },
}

/**
 * POST /api/webhooks/:id/test (staff): queues a sample event to one hook through the same delivery
 * job as real events, so the test also proves retries, signature and logging. Answers the delivery id
 * to watch in webhook-deliveries.
 */
export const sendTestEvent = staffOnlyEndpoint(async (req) => {
  const id = Number(req.routeParams?.id)
  const hook = Number.isInteger(id)
    ? await req.payload.findByID({ collection: 'webhooks', id, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!hook) return problemResponse(problem(404, 'There is no webhook with this id.'))
  const event = hook.event as WebhookEvent
  await initTransaction(req)
  try {
    const deliveryId = await queueDelivery(req, {
      webhookId: hook.id,
      event,
      body: eventBody(event, { id: 0, test: true, ...SAMPLES[event], location: 'dmv', sourcePage: '/zapier-test' }),
      test: true,
    })
    await commitTransaction(req)
    return json({ ok: true, deliveryId }, 202)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
})
