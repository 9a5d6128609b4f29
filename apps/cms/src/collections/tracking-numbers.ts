import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { labelledOptions } from '@ecs/shared/catalog'
import { TRACKING_SOURCE_LABELS, TRACKING_SOURCES } from '@ecs/shared/calls'
import { normalizeUsPhone } from '@ecs/shared/schemas'
import { isContentEditor } from '../access/is-content-editor'
import { teamOrShownSourceNumbers } from '../access/team-or-shown-source-numbers'
import { phoneField } from '../fields/phone'

/**
 * A number's holds go with it: they tie visits to a number that no longer exists (calls to it keep their
 * record and their visit). Left, they would refuse the deletion (a hold's number is required).
 */
const deleteHoldsOfNumber: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({
    collection: 'tracking-number-holds',
    where: { trackingNumber: { equals: id } },
    req,
  })
}

/**
 * The phone numbers marketing buys to learn which campaigns bring callers (dynamic number insertion):
 * each belongs to a location and forwards to its real number. A source number is shown to every visitor
 * whose first touch was that source; a pool number is lent to one visit at a time (tracking-number-holds)
 * so a call is matched to the very visit. With none here, every page shows the location's own number.
 */
export const TrackingNumbers: CollectionConfig = {
  slug: 'tracking-numbers',
  labels: { singular: 'Tracking number', plural: 'Tracking numbers' },
  access: { read: teamOrShownSourceNumbers, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  admin: {
    group: 'Calls',
    useAsTitle: 'number',
    defaultColumns: ['number', 'location', 'use', 'source', 'active'],
    description:
      "Numbers bought from the phone provider (Twilio), each forwarding to its location's own number. A developer connects a newly bought number to the site once.",
  },
  defaultSort: 'number',
  hooks: { beforeDelete: [deleteHoldsOfNumber] },
  // One number per location and source; pool numbers have no source, and a location may have several.
  indexes: [{ fields: ['location', 'source'], unique: true }],
  fields: [
    phoneField({ name: 'number', unique: true, admin: { description: 'As the site shows it, e.g. (509) 555-0142.' } }),
    {
      name: 'dialled',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'The number with its country code (+1…), as calls to it arrive.' },
      hooks: {
        beforeChange: [({ siblingData }) => normalizeUsPhone(String(siblingData.number ?? '')) ?? null],
      },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    {
      name: 'use',
      type: 'select',
      required: true,
      defaultValue: 'source',
      options: [
        { value: 'source', label: 'One source: every visit from it' },
        { value: 'pool', label: 'Pool: one visit at a time' },
      ],
    },
    {
      name: 'source',
      type: 'select',
      options: labelledOptions(TRACKING_SOURCES, TRACKING_SOURCE_LABELS),
      admin: { condition: (_, sibling) => sibling?.use === 'source' },
      validate: (value: unknown, { siblingData }: { siblingData: { use?: string } }) =>
        siblingData.use === 'pool'
          ? value
            ? 'A pool number is for any source: leave the source empty.'
            : true
          : value
            ? true
            : 'Choose the source this number is shown to.',
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Off: no longer shown on the site (calls to it are still taken).' },
    },
  ],
}
