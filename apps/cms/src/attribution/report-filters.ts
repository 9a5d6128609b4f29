import { fieldErrors, type FieldError } from '@ecs/shared/schemas'
import { z } from 'zod'
import type { PayloadRequest } from 'payload'
import type { SqlValues } from '../utilities/sql-values'
import { NONE } from '@ecs/shared/attribution'
import { hasLeadExpression, sessionsWithLeads } from './lead-counts'
import { SESSION_TOUCH, type TouchColumns } from './touch-columns'

const DAY_MS = 24 * 60 * 60 * 1000
const MAX_RANGE_DAYS = 731
const DEFAULT_RANGE_DAYS = 30

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date.`)
const text = (label: string) =>
  z.string().trim().min(1, `${label} cannot be blank.`).max(500, `${label} can be at most 500 characters.`)
const yesNo = (label: string) => z.enum(['true', 'false'], { error: `${label} must be true or false.` })

const reportQuerySchema = z
  .strictObject({
    from: day('from').optional(),
    to: day('to').optional(),
    source: text('source').optional(),
    medium: text('medium').optional(),
    campaign: text('campaign').optional(),
    hasClickId: yesNo('hasClickId').optional(),
    converted: yesNo('converted').optional(),
    page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number({ error: 'pageSize must be a number.' }).int().min(1).max(100).default(25),
  })
  .transform((query, context) => {
    const today = new Date().toISOString().slice(0, 10)
    const to = query.to ?? today
    const from =
      query.from ??
      new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1
    if (days < 1) context.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to.' })
    if (days > MAX_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['from'], message: `The range can be at most ${MAX_RANGE_DAYS} days.` })
    return { ...query, from, to, days }
  })

export type ReportQuery = z.output<typeof reportQuerySchema>

export type ParsedQuery = { ok: true; query: ReportQuery } | { ok: false; errors: FieldError[] }

export function parseReportQuery(req: PayloadRequest): ParsedQuery {
  const raw = Object.fromEntries(new URL(req.url ?? 'http://cms/').searchParams)
  const parsed = reportQuerySchema.safeParse(raw)
  return parsed.success ? { ok: true, query: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) }
}

/** The campaign filters (source, medium, campaign, click id) over one source of report rows; every value is bound. */
function campaignClauses(query: ReportQuery, values: SqlValues, touch: TouchColumns): string[] {
  const clauses: string[] = []
  const byValue = (column: string, value: string | undefined) => {
    if (value === undefined) return
    clauses.push(value === NONE ? `${column} IS NULL` : `${column} = ${values.add(value)}`)
  }
  byValue(touch.source, query.source)
  byValue(touch.medium, query.medium)
  byValue(touch.campaign, query.campaign)
  if (query.hasClickId) clauses.push(query.hasClickId === 'true' ? touch.hasClickId : `NOT ${touch.hasClickId}`)
  return clauses
}

/**
 * The WHERE clause over `attribution a` for a report query ("converted" only `withLeads`). Only fixed SQL fragments are written;
 * every value the caller sent is bound. The range is [from 00:00 UTC, to + 1 day 00:00 UTC).
 */
export function attributionWhere(
  query: ReportQuery,
  values: SqlValues,
  { withLeads = false }: { withLeads?: boolean } = {},
): string {
  const clauses = [
    `a.created_at >= ${values.add(`${query.from}T00:00:00Z`)}::timestamptz`,
    `a.created_at < ${values.add(`${query.to}T00:00:00Z`)}::timestamptz + interval '1 day'`,
    ...campaignClauses(query, values, SESSION_TOUCH),
  ]
  // Only where the caller handles "converted" row by row (a page, an export); aggregates answer it
  // from the leads side instead (counted-sessions.ts).
  if (query.converted && withLeads) {
    clauses.push(
      query.converted === 'true'
        ? `a.session_id IN (${sessionsWithLeads()})`
        : `NOT ${hasLeadExpression('a.session_id')}`,
    )
  }
  return clauses.join(' AND ')
}

/**
 * The same filters (all but "converted", which is the caller's) over rows that carry a session's day:
 * the daily rollup or the desk's copies of each lead's session.
 */
export function touchWhere(query: ReportQuery, values: SqlValues, touch: TouchColumns): string {
  return [
    `${touch.day} >= ${values.add(query.from)}::date`,
    `${touch.day} <= ${values.add(query.to)}::date`,
    ...campaignClauses(query, values, touch),
  ].join(' AND ')
}
