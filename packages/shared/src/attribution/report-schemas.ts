import { z } from 'zod'
import { TRACKING_SOURCES } from '../calls/tracking-sources'
import { LEAD_STATUSES, type LeadStatus } from '../leads/workflow'
import { CAMPAIGN_PARAM_FIELDS } from './campaign-params'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_RANGE_DAYS = 731
const DEFAULT_RANGE_DAYS = 30

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The range a report shows when none is asked for: the last 30 days, today included. */
export function defaultReportRange(now = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - (DEFAULT_RANGE_DAYS - 1) * DAY_MS), to: isoDay(now) }
}

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date.`)
const text = (label: string) =>
  z.string().trim().min(1, `${label} cannot be blank.`).max(500, `${label} can be at most 500 characters.`)
const yesNo = (label: string) => z.enum(['true', 'false'], { error: `${label} must be true or false.` })

/** The attribution reports' filters, as GET query parameters (the dashboards keep them in their address). */
const reportQueryFields = {
  from: day('from').optional(),
  to: day('to').optional(),
  source: text('source').optional(),
  medium: text('medium').optional(),
  campaign: text('campaign').optional(),
  hasClickId: yesNo('hasClickId').optional(),
  converted: yesNo('converted').optional(),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number.' }).int().min(1).max(100).default(25),
}

/** Without dates, the last 30 days; `days` is the range's length (at most MAX_RANGE_DAYS). */
function withRange<Query extends { from?: string; to?: string }>(query: Query, context: z.RefinementCtx) {
  const to = query.to ?? isoDay(Date.now())
  const from = query.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS)
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1
  if (days < 1) context.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to.' })
  if (days > MAX_RANGE_DAYS)
    context.addIssue({ code: 'custom', path: ['from'], message: `The range can be at most ${MAX_RANGE_DAYS} days.` })
  return { ...query, from, to, days }
}

/**
 * The attribution reports' filters: the dashboards keep them in their address and the CMS checks them
 * with this schema. `page` and `pageSize` page the sessions list.
 */
export const reportQuerySchema = z.strictObject(reportQueryFields).transform(withRange)

export type ReportQuery = z.output<typeof reportQuerySchema>
/** The filters as the dashboards send them (strings and numbers, every one optional). */
export type ReportFilters = z.input<typeof reportQuerySchema>

/** What every group of a report counts: visits, leads, and the revenue of won leads. */
export const figuresSchema = z.object({
  sessions: z.number(),
  leads: z.number(),
  convertedSessions: z.number(),
  conversionRate: z.number(),
  wonLeads: z.number(),
  wonValue: z.number(),
  valuePerSession: z.number(),
})
export type Figures = z.infer<typeof figuresSchema>

/** A summary group's calls: taps on phone links, calls matched to its sessions, answered, Phone call leads and their won value; its leads that are not calls, how fast its leads were first contacted, and where its won value came from. */
const callFiguresSchema = figuresSchema.extend({
  formLeads: z.number(),
  callTaps: z.number(),
  calls: z.number(),
  answeredCalls: z.number(),
  callLeads: z.number(),
  callWonValue: z.number(),
  /** The median working minutes its leads waited for their first contact; null when none was contacted. */
  firstContactMedianMinutes: z.number().nullable(),
  /**
   * Of its won value, the part staff typed by hand (won without an accepted quote, or changed by hand
   * since); the rest is accepted quotes' totals. And what its leads' customers paid on their quotes
   * (deposits by card, less refunds). In dollars.
   */
  typedWonValue: z.number(),
  depositsPaid: z.number(),
  /** Its ad spend over the range in dollars, null where none is recorded (a medium, a campaign not bought). */
  cost: z.number().nullable(),
  /** cost / leads, cost / won leads and won value / cost: null without spend or without leads, won leads or cost. */
  costPerLead: z.number().nullable(),
  costPerWonJob: z.number().nullable(),
  returnOnAdSpend: z.number().nullable(),
})
export type CallFigures = z.infer<typeof callFiguresSchema>

const groupRowSchema = callFiguresSchema.extend({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
})

/**
 * The report source rules in force: the sources the reports hide, and those they count under another.
 * Every report answers the rules it applied (`sourceRules`), read with it.
 */
const sourceRulesSchema = z.object({
  hidden: z.array(z.string()),
  merged: z.array(z.object({ source: z.string(), into: z.string() })),
})
export type SourceRules = z.infer<typeof sourceRulesSchema>

/** The summary's breakdowns, each sorted and paged on the server: by campaign, source, medium, and the three together. */
export const BREAKDOWNS = ['campaign', 'source', 'medium', 'combination'] as const
/** Every table the reports sort and page on the server: the summary's breakdowns and the campaign landing pages. */
export const ORDERED_TABLES = [...BREAKDOWNS, 'landingPage'] as const
export type Breakdown = (typeof BREAKDOWNS)[number]
export type OrderedTable = (typeof ORDERED_TABLES)[number]

/** What a breakdown can be ordered by: its group's name, or any figure of its row. */
export const BREAKDOWN_SORT_KEYS = ['name', ...(Object.keys(callFiguresSchema.shape) as (keyof CallFigures)[])] as const
export type BreakdownSortKey = (typeof BREAKDOWN_SORT_KEYS)[number]
/** What the landing pages can be ordered by: the page, or one of its figures (it has no calls or spend). */
const LANDING_PAGE_SORT_KEYS = ['name', ...(Object.keys(figuresSchema.shape) as (keyof Figures)[])] as const
const SORT_KEYS: Record<OrderedTable, readonly BreakdownSortKey[]> = {
  campaign: BREAKDOWN_SORT_KEYS,
  source: BREAKDOWN_SORT_KEYS,
  medium: BREAKDOWN_SORT_KEYS,
  combination: BREAKDOWN_SORT_KEYS,
  landingPage: LANDING_PAGE_SORT_KEYS,
}

const sortField = (table: OrderedTable) =>
  z
    .enum(SORT_KEYS[table] as typeof BREAKDOWN_SORT_KEYS, {
      error: `${table}Sort must be one of ${SORT_KEYS[table].join(', ')}.`,
    })
    .default('sessions')
const orderField = (name: string) => z.enum(['asc', 'desc'], { error: `${name} must be asc or desc.` }).default('desc')
const pageField = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int()
    .min(1)
    .max(1_000_000)
    .default(1)

type OrderFields<Table extends OrderedTable> = { [By in Table as `${By}Sort`]: ReturnType<typeof sortField> } & {
  [By in Table as `${By}Order`]: ReturnType<typeof orderField>
} & { [By in Table as `${By}Page`]: ReturnType<typeof pageField> }

/** The query parameters of tables' order and page: `campaignSort`, `campaignOrder`, `campaignPage`, `sourceSort`... */
const orderKeys = <Table extends OrderedTable>(tables: readonly Table[]) =>
  tables.flatMap((by) => [`${by}Sort`, `${by}Order`, `${by}Page`] as const)
export const BREAKDOWN_ORDER_KEYS = orderKeys(BREAKDOWNS)
export const LANDING_PAGE_ORDER_KEYS = orderKeys(['landingPage'])
type OrderKey = ReturnType<typeof orderKeys<OrderedTable>>[number]

const orderFields = <Table extends OrderedTable>(tables: readonly Table[]) =>
  Object.fromEntries(
    tables.flatMap((by) => [
      [`${by}Sort`, sortField(by)],
      [`${by}Order`, orderField(`${by}Order`)],
      [`${by}Page`, pageField(`${by}Page`)],
    ]),
  ) as OrderFields<Table>

/**
 * GET /api/attribution-report/summary: the report filters, and for each breakdown which page in which
 * order (`{by}Sort` a figure or the name, `{by}Order` asc or desc, `{by}Page`; sessions, most first,
 * unless asked; `pageSize` rows a page): every group is counted and costed on the server before its
 * page is cut, so a group's row is the same on any page.
 */
export const summaryQuerySchema = z
  .strictObject({ ...reportQueryFields, ...orderFields(BREAKDOWNS) })
  .transform(withRange)
export type SummaryQuery = z.output<typeof summaryQuerySchema>
export type SummaryFilters = z.input<typeof summaryQuerySchema>

/** GET /api/attribution-report/landing-pages: the report filters, and the page of landing pages in the order asked, as the summary's breakdowns. */
export const landingPagesQuerySchema = z
  .strictObject({ ...reportQueryFields, ...orderFields(['landingPage']) })
  .transform(withRange)
export type LandingPagesQuery = z.output<typeof landingPagesQuerySchema>

/** The dashboards' address: the report filters and every table's order and page. */
export const dashboardQuerySchema = z
  .strictObject({ ...reportQueryFields, ...orderFields(ORDERED_TABLES) })
  .transform(withRange)
export type DashboardQuery = z.output<typeof dashboardQuerySchema>
export type DashboardQueryInput = z.input<typeof dashboardQuerySchema>

/** How one table is ordered and which of its pages is asked for. */
export interface BreakdownOrder {
  sort: BreakdownSortKey
  order: 'asc' | 'desc'
  page: number
}

/** Every table's order and page, as the dashboards' address holds them. */
export type BreakdownOrders = Pick<DashboardQuery, OrderKey>

/** A table's order and page as a query holds them. */
export const breakdownOrder = <Table extends OrderedTable>(
  query: Pick<DashboardQuery, `${Table}Sort` | `${Table}Order` | `${Table}Page`>,
  by: Table,
): BreakdownOrder => ({
  sort: query[`${by}Sort`],
  order: query[`${by}Order`],
  page: query[`${by}Page`],
})

const pageSchema = z.object({ page: z.number(), pageSize: z.number(), totalDocs: z.number(), totalPages: z.number() })

/**
 * The calls to a source's number that no one visit was shown alone (several visits of that source
 * saw it at once, or none: a number printed in a Google listing), so they have no campaign: counted for the number's source, by the day of the call
 * and of the lead. Only without campaign filters, which these calls cannot match.
 */
const callsWithoutVisitSchema = z.object({
  source: z.enum(TRACKING_SOURCES),
  calls: z.number(),
  answeredCalls: z.number(),
  callLeads: z.number(),
  callWonValue: z.number(),
})
export type CallsWithoutVisit = z.infer<typeof callsWithoutVisitSchema>

/** GET /api/attribution-report/summary: the totals and the figures by source, medium, campaign and all three. */
export const summarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: callFiguresSchema,
  /** One page of each breakdown, in the order asked; `pages` says which and how many there are of each. */
  byCampaign: z.array(groupRowSchema),
  bySource: z.array(groupRowSchema),
  byMedium: z.array(groupRowSchema),
  byCombination: z.array(groupRowSchema),
  pages: z.object({ campaign: pageSchema, source: pageSchema, medium: pageSchema, combination: pageSchema }),
  callsWithoutVisit: z.array(callsWithoutVisitSchema),
  sourceRules: sourceRulesSchema,
})
export type Summary = z.infer<typeof summarySchema>

/** A campaign landing page's figures: the sessions that first landed on it and their leads. */
export const landingPagesSchema = z.object({
  /** One page of them, in the order asked; `page` says which and how many there are. */
  byLandingPage: z.array(figuresSchema.extend({ landingPage: z.string() })),
  page: pageSchema,
  sourceRules: sourceRulesSchema,
})
export type LandingPages = z.infer<typeof landingPagesSchema>

export const timeseriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), sessions: z.number(), leads: z.number(), wonValue: z.number() })),
  sourceRules: sourceRulesSchema,
})
export type Timeseries = z.infer<typeof timeseriesSchema>

/** The fields of one campaign touch, in order: the campaign parameters, then where the visit came from. */
export const TOUCH_FIELDS = [...Object.values(CAMPAIGN_PARAM_FIELDS), 'referrer', 'landingPage'] as const
type TouchField = (typeof TOUCH_FIELDS)[number]
/** What staff call each field of a visit's campaign. */
export const TOUCH_FIELD_LABELS: Readonly<Record<TouchField, string>> = {
  utmSource: 'Campaign source',
  utmMedium: 'Campaign medium',
  utmCampaign: 'Campaign',
  utmContent: 'Ad content',
  utmTerm: 'Search term',
  gclid: 'Google click id',
  gbraid: 'Google click id (iOS)',
  wbraid: 'Google click id (iOS, web)',
  gadSource: 'Google Ads source',
  referrer: 'Came from',
  landingPage: 'Landing page',
}

export const campaignTouchSchema = z.object(
  Object.fromEntries(TOUCH_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    TouchField,
    z.ZodNullable<z.ZodString>
  >,
)
export type CampaignTouch = z.infer<typeof campaignTouchSchema>

const sessionRowSchema = campaignTouchSchema.extend({
  id: z.number(),
  sessionId: z.string(),
  createdAt: z.string(),
  lastTouchAt: z.string().nullable(),
  leads: z.number(),
})

export const sessionsPageSchema = z.object({
  docs: z.array(sessionRowSchema),
  page: z.number(),
  pageSize: z.number(),
  totalDocs: z.number(),
  totalPages: z.number(),
  sourceRules: sourceRulesSchema,
})
export type SessionsPage = z.infer<typeof sessionsPageSchema>

/** A session's full record (both touches) and its leads on the desk. */
export const sessionDetailSchema = z.object({
  session: sessionRowSchema
    .omit({ leads: true })
    .extend({ lastTouch: campaignTouchSchema.extend({ at: z.string().nullable() }) }),
  leads: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      reference: z.string(),
      status: z.enum(LEAD_STATUSES as [LeadStatus, ...LeadStatus[]]),
      email: z.string().nullable(),
      asked: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
})
export type SessionDetail = z.infer<typeof sessionDetailSchema>

/** POST /api/ad-spend/import: the export read, and what its lines did to the stored spend. */
export interface AdSpendImported {
  /** The export the header named ("Google Ads campaign report"...) and its platform. */
  format: string
  platform: string
  /** Days of a campaign in the file (a day given twice is one), and of them: new, changed, already so. */
  lines: number
  created: number
  updated: number
  unchanged: number
}
