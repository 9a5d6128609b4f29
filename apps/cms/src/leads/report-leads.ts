import { LEAD_KINDS, LEAD_KIND_FACTS, WON_STATUS } from '@ecs/shared/leads'

/**
 * The leads the campaign reports count: every desk lead of a kind that counts as a lead (not reviews),
 * joined to its visitor session by attribution_session_id. One indexed table for every kind, so a new
 * form shows up in the reports as soon as it has a kind. The kind list is a fixed SQL literal built from
 * the shared facts, never from a request.
 */
const COUNTED_KINDS = `(${LEAD_KINDS.filter((kind) => LEAD_KIND_FACTS[kind].countsAsLead)
  .map((kind) => `'${kind}'`)
  .join(', ')})`

const COUNTED = `kind IN ${COUNTED_KINDS}`
const WON = `status = '${WON_STATUS}'`

/**
 * A subquery of every counted lead with a session: (session_id, lead_id, created_at, won, value), won
 * being 1 for a won lead and value its job's value (0 when not won). `since` (a bound timestamp) leaves
 * out leads older than a report's range: a lead comes after its session, so those cannot count.
 */
export function leadsRelation(since?: string): string {
  return `SELECT attribution_session_id AS session_id, id AS lead_id, created_at,
      CASE WHEN ${WON} THEN 1 ELSE 0 END AS won, CASE WHEN ${WON} THEN coalesce(value, 0) ELSE 0 END AS value
    FROM desk_leads WHERE attribution_session_id IS NOT NULL AND ${COUNTED}${since ? ` AND created_at >= ${since}` : ''}`
}

/**
 * Per-session lead lookups written against the attribution_session_id index, for row-by-row use (a page
 * of sessions, a "converted" filter) where a join over all leads would make Postgres build the whole
 * join before it can stop at the page.
 */
export function leadCountExpression(session: string): string {
  return `(SELECT count(*) FROM desk_leads WHERE attribution_session_id = ${session} AND ${COUNTED})`
}

export function hasLeadExpression(session: string): string {
  return `EXISTS (SELECT 1 FROM desk_leads WHERE attribution_session_id = ${session} AND ${COUNTED})`
}

/** The session ids that have a lead, as a subquery for `a.session_id IN (...)` (a semi-join Postgres can drive from the leads). */
export function sessionsWithLeads(): string {
  return `SELECT attribution_session_id FROM desk_leads WHERE attribution_session_id IS NOT NULL AND ${COUNTED}`
}

/** The counted leads of one session, newest last, for a session's full record. */
export const SESSION_LEADS_SQL = `
  SELECT id, kind, reference, status, email, asked, created_at AS "createdAt"
  FROM desk_leads WHERE attribution_session_id = $1 AND ${COUNTED} ORDER BY created_at`
