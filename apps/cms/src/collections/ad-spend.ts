import type { CollectionConfig } from 'payload'
import { isTeamMember } from '../access/is-team-member'
import { adSpendImportEndpoint } from '../endpoints/ad-spend-import'

/**
 * A day is stored as its midnight UTC, whatever time the admin's date picker or an import gave with it,
 * so one campaign's day is one row (the unique index) and the reports read it as that calendar day.
 */
function keepDayAtMidnightUtc({ data }: { data?: Partial<{ day: unknown }> }) {
  if (!data || (typeof data.day !== 'string' && !(data.day instanceof Date))) return data
  const day = new Date(data.day)
  if (Number.isNaN(day.getTime())) return data
  return { ...data, day: `${day.toISOString().slice(0, 10)}T00:00:00.000Z` }
}

const AD_PLATFORMS = ['google-ads', 'microsoft-ads', 'meta', 'other'] as const
export type AdPlatform = (typeof AD_PLATFORMS)[number]

/**
 * What one campaign cost on one day, imported from an ad platform's report export or entered by hand;
 * the campaign report sets it against the campaign's leads and won value. The campaign is the name the
 * visits carry as utm_campaign.
 */
export const AdSpend: CollectionConfig = {
  slug: 'ad-spend',
  labels: { singular: 'Ad spend', plural: 'Ad spend' },
  access: { read: isTeamMember, create: isTeamMember, update: isTeamMember, delete: isTeamMember },
  admin: {
    group: 'Reports',
    useAsTitle: 'campaign',
    defaultColumns: ['day', 'platform', 'campaign', 'cost'],
    components: { beforeListTable: ['/admin/ad-spend-import#AdSpendImport'] },
  },
  endpoints: [adSpendImportEndpoint],
  defaultSort: '-day',
  indexes: [{ fields: ['day', 'platform', 'campaign'], unique: true }],
  hooks: { beforeValidate: [keepDayAtMidnightUtc] },
  fields: [
    { name: 'day', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'platform', type: 'select', required: true, options: [...AD_PLATFORMS] },
    { name: 'campaign', type: 'text', required: true, maxLength: 200 },
    { name: 'cost', type: 'number', required: true, min: 0, admin: { description: 'In US dollars.' } },
  ],
}
