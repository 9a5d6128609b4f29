import type { CollectionConfig } from 'payload'
import { FIRST_CONTACT_CHANNELS, LEAD_KINDS, LEAD_STATUSES, LOST_REASONS } from '@ecs/shared/leads'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { labelledOptions } from '@ecs/shared/catalog'
import { LEAD_VALUE_SOURCES, QUOTE_STAGE_LABELS, QUOTE_STAGES } from '@ecs/shared/quotes'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'
import { leadLanguageField } from '../fields/lead-fields'
import { queueAdsConversions } from '../leads/conversions/queue-ads-conversions'

/**
 * The lead desk's work items: one row per lead of every kind, indexed for the inbox (kind, location,
 * status, owner, follow-up, search) and carrying the office's working fields (status, owner, next
 * follow-up, won value, version). What the visitor sent stays in the kind's collection; the copies here
 * (name, email, phone, address, what was asked) are written in the same transaction as that document
 * by its hooks (leads/desk/desk-sync.ts). Every change goes through the desk's endpoints, which check the
 * workflow and the version, and append to the lead's timeline (lead-events).
 * See docs/decisions/009-lead-desk.md.
 */
export const DeskLeads: CollectionConfig = {
  slug: 'desk-leads',
  labels: { singular: 'Desk lead', plural: 'Desk leads' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  hooks: { afterChange: [queueAdsConversions] },
  admin: {
    group: 'Leads',
    hidden: adminOnlyInMenu,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'name', 'status', 'owner', 'nextFollowUpAt', 'createdAt'],
    description: 'Worked on the lead desk of the site (/admin/leads); read-only here.',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['kind', 'documentId'], unique: true }],
  fields: [
    { name: 'kind', type: 'select', required: true, options: [...LEAD_KINDS], index: true },
    {
      name: 'documentId',
      type: 'number',
      required: true,
      admin: { description: 'The lead’s number in its own list (estimate requests, plan signups and so on).' },
    },
    { name: 'reference', type: 'text', required: true, maxLength: 40, index: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
    { name: 'name', type: 'text', maxLength: 300 },
    { name: 'email', type: 'text', maxLength: 254, index: true },
    { name: 'phone', type: 'text', maxLength: 30 },
    {
      name: 'textConsentAt',
      type: 'date',
      admin: { description: 'When the visitor agreed to texts (none: never texted).' },
    },
    { name: 'address', type: 'text', maxLength: 400 },
    leadLanguageField,
    { name: 'asked', type: 'text', maxLength: 500, admin: { description: 'What the visitor asked for, in a line.' } },
    { name: 'attributionSessionId', type: 'text', maxLength: 64, index: true },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'customers',
      index: true,
      admin: { description: 'The person or business this lead is from (by email, phone or company).' },
    },
    { name: 'status', type: 'select', required: true, options: [...LEAD_STATUSES], index: true },
    { name: 'lostReason', type: 'select', options: [...LOST_REASONS] },
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'nextFollowUpAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'value', type: 'number', min: 0, admin: { description: "The won job's value in US dollars." } },
    {
      name: 'valueSource',
      type: 'select',
      options: [...LEAD_VALUE_SOURCES],
      admin: { description: 'Typed by staff, or the total of the quote the customer accepted.' },
    },
    {
      name: 'quoteStage',
      type: 'select',
      options: labelledOptions(QUOTE_STAGES, QUOTE_STAGE_LABELS),
      admin: { description: 'Where the lead stands from its estimate visit to the job done.' },
    },
    { name: 'qualifiedAt', type: 'date', admin: { description: 'When it first reached estimate scheduled or later.' } },
    { name: 'wonAt', type: 'date' },
    { name: 'closedAt', type: 'date' },
    { name: 'lastActivityAt', type: 'date' },
    {
      name: 'arrivedOutsideHours',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "Came in outside its location's office hours, so nobody was given it." },
    },
    {
      name: 'firstContactDueAt',
      type: 'date',
      index: true,
      admin: { description: "When the first contact is due: the location's target in working minutes from arrival." },
    },
    { name: 'firstContactAt', type: 'date', index: true },
    { name: 'firstContactBy', type: 'select', options: [...FIRST_CONTACT_CHANNELS] },
    {
      name: 'firstContactMinutes',
      type: 'number',
      min: 0,
      admin: { description: 'Working minutes the lead waited for its first contact.' },
    },
    { name: 'escalatedAt', type: 'date' },
    { name: 'version', type: 'number', required: true, defaultValue: 1, min: 1 },
  ],
}
