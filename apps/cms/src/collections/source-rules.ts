import type { CollectionConfig } from 'payload'
import { isTeamMember } from '../access/is-team-member'

const SOURCE_RULE_ACTIONS = ['hide', 'merge'] as const

/**
 * What the campaign reports do with a junk source (a spam referrer, a misspelt utm_source): hide its
 * rows, or count them under another source. Applied when the reports are read, so a rule changed
 * today re-reads every day already summed. Marketing runs the campaigns and reads the reports, so it
 * cleans them too, as the office does: a rule touches aggregate figures only, never a lead's record.
 */
export const SourceRules: CollectionConfig = {
  slug: 'source-rules',
  labels: { singular: 'Report source rule', plural: 'Report source rules' },
  access: { read: isTeamMember, create: isTeamMember, update: isTeamMember, delete: isTeamMember },
  admin: { group: 'Reports', useAsTitle: 'source', defaultColumns: ['source', 'action', 'mergeInto'] },
  fields: [
    {
      name: 'source',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 200,
      admin: {
        description:
          'The source exactly as the reports show it (the campaign’s source tag, or the site the visitor came from).',
      },
    },
    { name: 'action', type: 'select', required: true, defaultValue: 'hide', options: [...SOURCE_RULE_ACTIONS] },
    {
      name: 'mergeInto',
      type: 'text',
      maxLength: 200,
      admin: {
        description: 'The source its visits and leads are counted under.',
        condition: (_, rule) => rule?.action === 'merge',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { action?: string } }) =>
        siblingData.action !== 'merge' ||
        (typeof value === 'string' && value.trim().length > 0) ||
        'Name the source to merge into.',
    },
  ],
}
