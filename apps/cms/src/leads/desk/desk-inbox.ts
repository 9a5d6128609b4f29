import { CLOSED_STATUSES, type DeskQuery, type InboxLead, type InboxPage } from '@ecs/shared/leads'
import { NONE } from '@ecs/shared/attribution'
import type { Pool } from '../../utilities/database'
import { locationLabelSql } from '../../utilities/location-label-sql'
import { SqlValues } from '../../utilities/sql-values'
import { readSourceRules, sourcesListedAs, type SourceRuleSet } from '../../attribution/lead-session'

/** The closed statuses as a fixed SQL list (from the shared workflow, never from a request). */
export const CLOSED = `(${CLOSED_STATUSES.map((status) => `'${status}'`).join(', ')})`

/** A lead whose next follow-up has passed while it is still open. */
export const OVERDUE = `(l.next_follow_up_at < now() AND l.status NOT IN ${CLOSED})`

/**
 * What the search box means: every word must appear in the lead's search text (reference, name, email,
 * phone digits, address); a phone number, however it is typed, is searched as its digits without the
 * country code. At most six words.
 */
export function searchTerms(q: string | undefined): string[] {
  const text = (q ?? '').trim().toLowerCase()
  if (!text) return []
  if (/^[\d\s().+-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '')
    if (digits.length >= 3) return [digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits]
  }
  return text.split(/\s+/).slice(0, 6)
}

export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (special) => `\\${special}`)}%`

/**
 * The first touch's campaign field of a lead's session, read from the lead's own copy of it (kept by
 * the database's triggers as sessions and leads change): a value, or NONE for "not set" (or no session).
 */
function campaignClause(column: string, value: string, values: SqlValues): string {
  return value === NONE ? `l.${column} IS NULL` : `l.${column} = ${values.add(value)}`
}

/**
 * The WHERE clause over `desk_leads l` for the inbox's filters. Only fixed SQL fragments are written;
 * every value from the request is bound. Dates are UTC days of receipt, both included. The source
 * follows the report rules as the reports do, but lists a hidden source's leads (sourcesListedAs).
 */
export function deskWhere(query: DeskQuery, values: SqlValues, rules: SourceRuleSet): string {
  const clauses = ['true']
  if (query.kind) clauses.push(`l.kind = ${values.add(query.kind)}`)
  if (query.location)
    clauses.push(`l.location_id = (SELECT id FROM locations WHERE slug = ${values.add(query.location)})`)
  if (query.status === 'open') clauses.push(`l.status NOT IN ${CLOSED}`)
  else if (query.status === 'closed') clauses.push(`l.status IN ${CLOSED}`)
  else if (query.status) clauses.push(`l.status = ${values.add(query.status)}`)
  if (query.owner === 'none') clauses.push('l.owner_id IS NULL')
  else if (query.owner) clauses.push(`l.owner_id = ${values.add(Number(query.owner))}`)
  if (query.from) clauses.push(`l.created_at >= ${values.add(`${query.from}T00:00:00Z`)}::timestamptz`)
  if (query.to) clauses.push(`l.created_at < ${values.add(`${query.to}T00:00:00Z`)}::timestamptz + interval '1 day'`)
  if (query.overdue) clauses.push(OVERDUE)
  if (query.source === NONE) clauses.push('l.session_source IS NULL')
  else if (query.source)
    clauses.push(`l.session_source = ANY(${values.add(sourcesListedAs(query.source, rules))}::text[])`)
  if (query.medium) clauses.push(campaignClause('session_medium', query.medium, values))
  if (query.campaign) clauses.push(campaignClause('session_campaign', query.campaign, values))
  for (const term of searchTerms(query.q)) clauses.push(`l.search_text LIKE ${values.add(likePattern(term))}`)
  return clauses.join(' AND ')
}

/** What the inbox shows of a lead (and the lead page's header). */
export const INBOX_COLUMNS = `
  l.id, l.kind, l.reference, loc.slug AS location, ${locationLabelSql('loc.id')} AS "locationLabel", l.name, l.email, l.phone,
  l.asked, l.language, l.status, l.owner_id AS "ownerId", u.name AS "ownerName", l.next_follow_up_at AS "nextFollowUpAt",
  l.value::float8 AS value, l.created_at AS "createdAt", l.last_activity_at AS "lastActivityAt",
  l.version::int AS version, ${OVERDUE} AS overdue, l.quote_stage AS "quoteStage", l.value_source AS "valueSource",
  l.first_contact_due_at AS "firstContactDueAt", l.first_contact_at AS "firstContactAt",
  l.first_contact_by AS "firstContactBy", l.first_contact_minutes::int AS "firstContactMinutes"`

/** What a lead `l` is joined to for INBOX_COLUMNS: its location and its owner. */
export const INBOX_JOINS = `LEFT JOIN locations loc ON loc.id = l.location_id
  LEFT JOIN users u ON u.id = l.owner_id`

/**
 * One page of the inbox, newest first, with the number of matches and how many of them are overdue
 * (counted in the database, in parallel with the page).
 */
export async function inboxPage(pool: Pool, query: DeskQuery): Promise<InboxPage> {
  const sourceRules = await readSourceRules(pool)
  const pageValues = new SqlValues()
  const pageWhere = deskWhere(query, pageValues, sourceRules)
  // The page's leads are chosen first, by the order's own index, and only those 25 are joined and
  // labelled: the columns are computed for every row the OFFSET skips, so the last of 4,000 pages read
  // the location's label 100,000 times (bench/dashboard.mjs).
  const pageSql = `WITH page AS (
      SELECT l.id FROM desk_leads l WHERE ${pageWhere}
      ORDER BY l.created_at DESC, l.id DESC
      LIMIT ${pageValues.add(query.pageSize)} OFFSET ${pageValues.add((query.page - 1) * query.pageSize)})
    SELECT ${INBOX_COLUMNS} FROM page JOIN desk_leads l ON l.id = page.id ${INBOX_JOINS}
    ORDER BY l.created_at DESC, l.id DESC`
  const countValues = new SqlValues()
  const countSql = `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${OVERDUE})::int AS overdue
    FROM desk_leads l WHERE ${deskWhere(query, countValues, sourceRules)}`
  const [page, counts] = await Promise.all([
    pool.query<InboxLead>(pageSql, pageValues.values),
    pool.query<{ total: number; overdue: number }>(countSql, countValues.values),
  ])
  const { total, overdue } = counts.rows[0]!
  return {
    docs: page.rows,
    page: query.page,
    pageSize: query.pageSize,
    totalDocs: total,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    overdueDocs: overdue,
    sourceRules,
  }
}
