import type { PayloadRequest } from 'payload'
import { kindOfCollection, type LeadCollection } from '@ecs/shared/leads'
import type { WebhookEvent } from '@ecs/shared/catalog'
import { queueNewLeadTexts } from '../../texts/new-lead-texts'

/**
 * Queues what happens after a lead, inside the lead's transaction (req carries it): the team's
 * notice, the customer's confirmation, their texts, and one delivery per active hook of the event.
 * Either the lead and all of its jobs are committed, or none.
 */
export async function queueLeadFollowUps(
  req: PayloadRequest,
  lead: {
    collection: LeadCollection
    id: number | string
    event: WebhookEvent
    hasCustomerEmail: boolean
    eventData: Record<string, unknown>
  },
): Promise<void> {
  const { payload } = req
  const leadId = String(lead.id)
  await payload.jobs.queue({
    task: 'sendLeadEmail',
    input: { collection: lead.collection, leadId, audience: 'team' },
    req,
  })
  if (lead.hasCustomerEmail) {
    await payload.jobs.queue({
      task: 'sendLeadEmail',
      input: { collection: lead.collection, leadId, audience: 'customer' },
      req,
    })
  }
  const kind = kindOfCollection(lead.collection)
  if (kind) await queueNewLeadTexts(req, kind, lead.id)
  const hooks = await payload.find({
    collection: 'webhooks',
    where: { and: [{ event: { equals: lead.event } }, { active: { equals: true } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const hook of hooks.docs) {
    await queueDelivery(req, {
      webhookId: hook.id,
      event: lead.event,
      body: eventBody(lead.event, { id: lead.id, ...lead.eventData }),
      test: false,
    })
  }
}

/** The JSON a receiver gets: flat enough for Zapier's field picker. */
export function eventBody(event: WebhookEvent, data: Record<string, unknown>): Record<string, unknown> {
  return { event, occurredAt: new Date().toISOString(), data }
}

export async function queueDelivery(
  req: PayloadRequest,
  delivery: { webhookId: number; event: WebhookEvent; body: Record<string, unknown>; test: boolean },
): Promise<number> {
  const row = await req.payload.create({
    collection: 'webhook-deliveries',
    data: {
      webhook: delivery.webhookId,
      event: delivery.event,
      body: delivery.body,
      test: delivery.test,
      status: 'pending',
      attempts: 0,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await req.payload.jobs.queue({ task: 'deliverWebhook', input: { deliveryId: String(row.id) }, req })
  return row.id
}
