import { NONE, type ReportQuery as ReportFilters } from '@ecs/shared/attribution'
import type { Pool } from '../utilities/database'
import type { SqlValues } from '../utilities/sql-values'
import { hasLeadExpression, sessionsWithLeads } from './lead-counts'
import { readSourceRules, sourcesCountedAs, visibleSourceSql, type SourceRuleSet } from './source-rules'
import { SESSION_TOUCH, type TouchColumns } from './touch-columns'

/**
 * What a report is asked for: the filters (declared with the endpoints in the API contract,
 * reportQuerySchema) and the source rules in force when it is read.
 */
export interface ReportQuery extends ReportFilters {
  sourceRules: SourceRuleSet
}

/** The filters an endpoint was sent, with the source rules as they stand now. */
export async function withSourceRules<Filters extends ReportFilters>(
  pool: Pool,
  filters: Filters,
): Promise<Filters & ReportQuery> {
  return { ...filters, sourceRules: await readSourceRules(pool) }
}

/**
 * The campaign filters (source, medium, campaign, click id) over one source of report rows, less the
 * rows of hidden sources; a source filter matches the sources merged into it. Every value is bound.
 */
function campaignClauses(query: ReportQuery, values: SqlValues, touch: TouchColumns): string[] {
  const clauses: string[] = []
  const visible = visibleSourceSql(touch.source, query.sourceRules, values)
  if (visible) clauses.push(visible)
  const byValue = (column: string, value: string | undefined) => {
    if (value === undefined) return
    clauses.push(value === NONE ? `${column} IS NULL` : `${column} = ${values.add(value)}`)
  }
  if (query.source === NONE) clauses.push(`${touch.source} IS NULL`)
  else if (query.source !== undefined)
    clauses.push(`${touch.source} = ANY(${values.add(sourcesCountedAs(query.source, query.sourceRules))}::text[])`)
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
