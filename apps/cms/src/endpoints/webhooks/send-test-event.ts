import type { WebhookEvent } from '@ecs/shared/catalog'
import { problem, ProblemError } from '@ecs/shared/http'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import { queueDelivery } from '../../leads/intake/follow-ups'
import { sampleEventBody } from '../../leads/intake/sample-events'
import { answered, contractEndpoint } from '../contract-endpoint'

/**
 * POST /api/webhooks/:id/test (staff): queues a sample event to one hook through the same delivery
 * job as real events, so the test also proves retries, signature and logging. Answers the delivery id
 * to watch in webhook-deliveries.
 */
export const sendTestEventEndpoint = contractEndpoint(
  'webhookTest',
  async ({ req, params }) => {
    const id = Number(params.id)
    const hook = Number.isInteger(id)
      ? await req.payload.findByID({ collection: 'webhooks', id, depth: 0, overrideAccess: true, disableErrors: true })
      : null
    if (!hook) throw new ProblemError(problem(404, 'There is no webhook with this id.'))
    const event = hook.event as WebhookEvent
    await initTransaction(req)
    try {
      const deliveryId = await queueDelivery(req, {
        webhookId: hook.id,
        event,
        body: sampleEventBody(event),
        test: true,
      })
      await commitTransaction(req)
      return answered({ ok: true as const, deliveryId }, 202)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  },
  { collection: 'webhooks' },
)
