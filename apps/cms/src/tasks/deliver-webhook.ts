import { createHmac } from 'node:crypto'
import type { TaskConfig } from 'payload'
import { env } from '../env'
import { PrivateTargetError } from '../webhooks/public-targets'
import { postToTarget } from '../webhooks/post-to-target'
import { MAX_RETRIES, retryPolicy } from './retry-policy'

const SIGNATURE_HEADER = 'x-clearview-signature'

/** `sha256=<hex>` of the exact body bytes: what a receiver recomputes with the hook's secret. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

interface DeliveryDoc {
  id: number
  event: string
  status: string
  attempts: number
  body: unknown
  webhook: { id: number; url: string; secret: string; active?: boolean | null } | number | null
}

/**
 * Sends one delivery (one event to one hook). Every attempt is written to the delivery row before the
 * task answers, outside the job's own bookkeeping, so staff see attempts, codes and errors as they
 * happen. A non-2xx answer, a network error or a timeout throws, and the queue retries with backoff;
 * the lead that caused it was committed long before, so a slow receiver never holds a visitor up.
 */
export const deliverWebhookTask: TaskConfig<{ input: { deliveryId: string }; output: { responseCode: number } }> = {
  slug: 'deliverWebhook',
  label: 'Deliver a webhook event',
  retries: retryPolicy,
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  outputSchema: [{ name: 'responseCode', type: 'number' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const delivery = (await payload.findByID({
      collection: 'webhook-deliveries',
      id: input.deliveryId,
      depth: 1,
      overrideAccess: true,
    })) as unknown as DeliveryDoc
    if (delivery.status === 'succeeded') return { output: { responseCode: 0 } }
    if (!delivery.webhook || typeof delivery.webhook !== 'object') {
      // The hook was deleted before this was sent: there is nowhere to send it, now or later.
      await payload.update({
        collection: 'webhook-deliveries',
        id: delivery.id,
        overrideAccess: true,
        data: { status: 'failed', lastError: 'The hook was deleted before this event was sent.' },
      })
      return { output: { responseCode: 0 } }
    }
    const body = JSON.stringify(delivery.body)
    const attempts = delivery.attempts + 1
    const attemptedAt = new Date().toISOString()
    let responseCode: number | undefined
    let failure: string | undefined
    let final = false
    try {
      responseCode = await postToTarget(
        delivery.webhook.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Clearview-Webhooks/1',
          'x-clearview-event': delivery.event,
          'x-clearview-delivery': String(delivery.id),
          [SIGNATURE_HEADER]: signBody(delivery.webhook.secret, body),
        },
        body,
        env.WEBHOOK_TIMEOUT_MS,
      )
      if (responseCode < 200 || responseCode > 299) failure = `The receiver answered HTTP ${responseCode}.`
    } catch (error) {
      // A target that is not public will not become one by trying again.
      final = error instanceof PrivateTargetError
      failure =
        error instanceof Error && error.name === 'TimeoutError'
          ? `No answer within ${env.WEBHOOK_TIMEOUT_MS} ms.`
          : final
            ? (error as Error).message
            : `Could not reach the receiver: ${(error as Error).message}`
    }
    const outOfRetries = final || attempts > MAX_RETRIES
    await payload.update({
      collection: 'webhook-deliveries',
      id: delivery.id,
      overrideAccess: true,
      data: failure
        ? {
            attempts,
            responseCode: responseCode ?? null,
            lastError: failure,
            lastAttemptAt: attemptedAt,
            status: outOfRetries ? 'failed' : 'retrying',
          }
        : {
            attempts,
            responseCode,
            lastError: null,
            lastAttemptAt: attemptedAt,
            deliveredAt: attemptedAt,
            status: 'succeeded',
          },
    })
    if (failure) {
      if (final) {
        payload.logger.warn({ deliveryId: delivery.id }, `webhook delivery refused: ${failure}`)
        return { output: { responseCode: 0 } }
      }
      payload.logger.warn({ deliveryId: delivery.id, attempts, responseCode }, `webhook delivery failed: ${failure}`)
      throw new Error(failure)
    }
    return { output: { responseCode: responseCode! } }
  },
}
