import { randomBytes } from 'node:crypto'
import type { CollectionConfig } from 'payload'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { isStaff } from '../access/is-staff'
import { labelledOptions, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@ecs/shared/catalog'
import { sendTestEventEndpoint } from '../endpoints/webhooks/send-test-event'
import { validateTargetUrl } from '../webhooks/public-targets'

/** Automation hooks (Zapier "catch hook" URLs): staff register one URL per event. */
export const Webhooks: CollectionConfig = {
  slug: 'webhooks',
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isStaff },
  admin: {
    group: 'Integrations',
    hidden: adminOnlyInMenu,
    useAsTitle: 'name',
    defaultColumns: ['name', 'event', 'url', 'active'],
  },
  endpoints: [sendTestEventEndpoint],
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 100 },
    {
      name: 'event',
      type: 'select',
      required: true,
      options: labelledOptions(WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS),
      index: true,
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 2000,
      validate: validateTargetUrl,
    },
    {
      name: 'secret',
      type: 'text',
      required: true,
      maxLength: 200,
      defaultValue: () => randomBytes(24).toString('hex'),
      admin: {
        description:
          'A password the receiving system shares with us, so it can tell our deliveries from forged ones: give it to whoever set up that system. Changing it here stops deliveries being accepted until they change it too.',
      },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, index: true },
  ],
}
