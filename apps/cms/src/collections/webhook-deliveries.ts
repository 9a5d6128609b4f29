import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { isAdmin } from '../access/is-admin'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'
import { labelledOptions, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@ecs/shared/catalog'

const DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const

/**
 * A new delivery keeps the name and URL of the hook it is for: the log still says where each event
 * went after the hook is renamed, pointed elsewhere or deleted (which empties `webhook`).
 */
const keepHookTarget: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || typeof data.webhook !== 'number') return data
  const hook = await req.payload.findByID({
    collection: 'webhooks',
    id: data.webhook,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { ...data, hookName: hook.name, hookUrl: hook.url }
}

/** One event sent to one hook: written by the delivery job, read by staff. */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  access: { create: nobody, read: isStaff, update: nobody, delete: isAdmin },
  admin: {
    group: 'Integrations',
    hidden: adminOnlyInMenu,
    useAsTitle: 'event',
    defaultColumns: ['event', 'webhook', 'status', 'attempts', 'responseCode', 'updatedAt'],
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [keepHookTarget] },
  fields: [
    {
      name: 'webhook',
      type: 'relationship',
      relationTo: 'webhooks',
      index: true,
      admin: { description: 'Empty once the connection is deleted; its name and address stay below.' },
    },
    { name: 'hookName', type: 'text', maxLength: 100, admin: { readOnly: true } },
    { name: 'hookUrl', label: 'Hook URL', type: 'text', maxLength: 2000, admin: { readOnly: true } },
    { name: 'event', type: 'select', required: true, options: labelledOptions(WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS) },
    { name: 'test', type: 'checkbox', defaultValue: false, admin: { description: 'A sample event sent by staff.' } },
    { name: 'body', type: 'json', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [...DELIVERY_STATUSES],
      index: true,
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'responseCode', type: 'number' },
    { name: 'lastError', type: 'text', maxLength: 2000 },
    { name: 'lastAttemptAt', type: 'date' },
    { name: 'deliveredAt', type: 'date' },
  ],
}
