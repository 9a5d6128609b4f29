import { z } from 'zod'
import { LOCATION_SLUGS } from '../catalog'
import { LOGGED_CONTACT_CHANNELS } from './first-contact'
import { LEAD_KINDS } from './kinds/registry'
import { LEAD_STATUSES, LOST_REASONS, type LeadStatus } from './workflow'
import { writeCount } from '../routes/locale-writing'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_RANGE_DAYS = 3660

const isoDay = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date.`)

const filterText = (label: string) =>
  z.string().trim().min(1, `${label} cannot be blank.`).max(500, `${label} can be at most 500 characters.`)

/** A status filter: one status, or every open or every closed lead. */
export const STATUS_FILTERS = ['open', 'closed', ...LEAD_STATUSES] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

/**
 * The inbox's filters, as GET query parameters (strings): the desk keeps them in its address and the
 * CMS checks them with this schema. Dates are days of receipt in UTC, both ends included.
 */
export const deskQuerySchema = z
  .strictObject({
    kind: z.enum(LEAD_KINDS, { error: `kind must be one of ${LEAD_KINDS.join(', ')}.` }).optional(),
    location: z.enum(LOCATION_SLUGS, { error: `location must be one of ${LOCATION_SLUGS.join(', ')}.` }).optional(),
    status: z.enum(STATUS_FILTERS, { error: 'status must be a lead status, open or closed.' }).optional(),
    owner: z
      .string()
      .regex(/^(none|[1-9]\d{0,9})$/, 'owner must be a staff account id or none.')
      .optional(),
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
    source: filterText('source').optional(),
    medium: filterText('medium').optional(),
    campaign: filterText('campaign').optional(),
    overdue: z.enum(['true'], { error: 'overdue can only be true.' }).optional(),
    q: z.string().trim().max(200, 'The search can be at most 200 characters.').optional(),
    page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize must be a number.' }).int().min(1).max(100).default(25),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return
    const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS + 1
    if (days < 1) context.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to.' })
    if (days > MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['from'], message: `The range can be at most ${MAX_RANGE_DAYS} days.` })
  })

export type DeskQuery = z.output<typeof deskQuerySchema>

/**
 * The Google Ads offline conversion download's query: the days (UTC, both ends included) in which leads
 * were won (or qualified, with qualified=true), and whether to add hashed email and phone (enhanced
 * conversions for leads). Without dates, the last 90 days: Google refuses clicks older than that.
 */
export const conversionsQuerySchema = z
  .strictObject({
    from: isoDay('from').optional(),
    to: isoDay('to').optional(),
    qualified: z.enum(['true', 'false'], { error: 'qualified must be true or false.' }).optional(),
    hashed: z.enum(['true', 'false'], { error: 'hashed must be true or false.' }).optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to.' })
  })
export type ConversionsQuery = z.output<typeof conversionsQuerySchema>

/**
 * The speed-to-lead report's range: the days (UTC, both ends included) in which the leads arrived.
 * Without dates, the last 30 days.
 */
export const speedQuerySchema = z
  .strictObject({ from: isoDay('from').optional(), to: isoDay('to').optional() })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to.' })
  })
export type SpeedQuery = z.output<typeof speedQuerySchema>
export type DeskFilters = z.input<typeof deskQuerySchema>

/** The most a won job can be worth here: a sanity bound against a slipped key, not a business rule. */
export const MAX_LEAD_VALUE = 10_000_000

/**
 * One change to a lead's working fields. `version` is the version the editor saw: the server refuses
 * the change (409) when the lead has moved on since, so two people never silently overwrite each other.
 * Fields left out stay as they are; `null` clears owner, follow-up and value.
 */
export const leadChangeSchema = z
  .strictObject({
    version: z.number({ error: 'version must be the number the lead was read with.' }).int().min(1),
    status: z
      .enum(LEAD_STATUSES as [LeadStatus, ...LeadStatus[]], { error: 'status is not a lead status.' })
      .optional(),
    lostReason: z.enum(LOST_REASONS, { error: 'Choose why the lead was lost from the list.' }).optional(),
    owner: z.number({ error: 'owner must be a staff account id or null.' }).int().positive().nullable().optional(),
    nextFollowUpAt: z.iso
      .datetime({ offset: true, error: 'nextFollowUpAt must be a date and time (ISO 8601) or null.' })
      .nullable()
      .optional(),
    value: z
      .number({ error: 'value must be an amount in dollars or null.' })
      .min(0, 'value cannot be negative.')
      .max(MAX_LEAD_VALUE, `value can be at most ${writeCount(MAX_LEAD_VALUE)} dollars.`)
      .multipleOf(0.01, 'value can have at most two decimals (cents).')
      .nullable()
      .optional(),
  })
  .refine(
    (change) => Object.keys(change).some((key) => key !== 'version'),
    'Nothing to change: send at least one of status, owner, nextFollowUpAt or value.',
  )

export type LeadChange = z.output<typeof leadChangeSchema>

export const MAX_NOTE_LENGTH = 5000

/** A note on a lead's timeline. Notes are only ever added, so they need no version check. */
export const leadNoteSchema = z.strictObject({
  text: z
    .string({ error: 'Please write the note.' })
    .trim()
    .min(1, 'Please write the note.')
    .max(MAX_NOTE_LENGTH, `A note can be at most ${MAX_NOTE_LENGTH} characters.`),
})

export type LeadNote = z.output<typeof leadNoteSchema>

/**
 * A contact staff log from the lead page: a call they made or an email they sent from their own
 * mailbox, with an optional line on how it went. The first one is the lead's first contact.
 */
export const leadContactSchema = z.strictObject({
  channel: z.enum(LOGGED_CONTACT_CHANNELS, { error: 'Say whether it was a call or an email.' }),
  text: z.string().trim().max(MAX_NOTE_LENGTH, `A note can be at most ${MAX_NOTE_LENGTH} characters.`).optional(),
})

export type LeadContact = z.output<typeof leadContactSchema>
