import { ATTRIBUTION_LIMITS } from '@ecs/shared/attribution'
import type { CollectionConfig, Field } from 'payload'
import { adminOnlyInMenu } from '../../access/admin-only-in-menu'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { readAttributionEndpoint } from '../../endpoints/attribution/read-attribution'
import { saveAttributionEndpoint } from '../../endpoints/attribution/save-attribution'
import { CAMPAIGN_FIELDS } from '../../attribution/columns'
import { invalidateDailyRollupAfterChange, invalidateDailyRollupAfterDelete } from './hooks/invalidate-daily-rollup'

/** The campaign fields the reports filter and group by. */
const REPORTED_FIELDS: ReadonlySet<string> = new Set(['utmSource', 'utmMedium', 'utmCampaign'])

/** The fields of one touch, in the record's order: the campaign's, then where the visit came from and landed. */
const touchFields = (indexed: boolean): Field[] => [
  ...CAMPAIGN_FIELDS.map((name): Field => ({
    name,
    type: 'text',
    maxLength: ATTRIBUTION_LIMITS.campaignValue,
    index: indexed && REPORTED_FIELDS.has(name),
  })),
  ...(['referrer', 'landingPage'] as const).map((name): Field => ({
    name,
    type: 'text',
    maxLength: ATTRIBUTION_LIMITS.url,
  })),
]

/**
 * The campaign that brought a visitor session (posted once per load by the site's attribution feature). The top-level fields are the
 * first touch and are never overwritten; a later visit of the same session with new campaign
 * parameters is kept as the last touch. Visitors write through the lean POST endpoint and read their
 * own record by session id; listing, searching and exporting need staff.
 */
export const Attribution: CollectionConfig = {
  slug: 'attribution',
  access: { read: isStaff, create: anyone, update: isAdmin, delete: isAdmin },
  admin: {
    hidden: adminOnlyInMenu,
    useAsTitle: 'sessionId',
    defaultColumns: ['sessionId', 'utmSource', 'utmMedium', 'utmCampaign', 'createdAt'],
  },
  defaultSort: '-createdAt',
  // Checked before Payload's own endpoints, so these replace POST / and GET /:id for this collection.
  endpoints: [saveAttributionEndpoint, readAttributionEndpoint],
  fields: [
    { name: 'sessionId', type: 'text', required: true, unique: true, index: true, maxLength: 64 },
    ...touchFields(true),
    {
      name: 'lastTouch',
      type: 'group',
      admin: { readOnly: true, description: 'The latest visit of this session that came with campaign parameters.' },
      fields: [
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ...touchFields(false),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'callTaps',
          type: 'number',
          defaultValue: 0,
          min: 0,
          admin: { readOnly: true, description: 'Taps on a phone number.' },
        },
        {
          name: 'textTaps',
          type: 'number',
          defaultValue: 0,
          min: 0,
          admin: { readOnly: true, description: 'Taps on a “Text us” link.' },
        },
      ],
    },
  ],
  hooks: { afterChange: [invalidateDailyRollupAfterChange], afterDelete: [invalidateDailyRollupAfterDelete] },
}
