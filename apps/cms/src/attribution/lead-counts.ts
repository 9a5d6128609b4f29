import { LEAD_KINDS, LEAD_KIND_FACTS, WON_STATUS } from '@ecs/shared/leads'

/**
 * The leads the campaign reports count: every desk lead of a kind that counts as a lead (not reviews),
 * counted for its visitor session (attribution_session_id), whose first touch it carries a copy of. One indexed table for every kind, so a new
 * form shows up in the reports as soon as it has a kind. The kind list is a fixed SQL literal built from
 * the shared facts, never from a request.
 */
const COUNTED_KINDS = `(${LEAD_KINDS.filter((kind) => LEAD_KIND_FACTS[kind].countsAsLead)
  .map((kind) => `'${kind}'`)
  .join(', ')})`

const COUNTED = `kind IN ${COUNTED_KINDS}`
const WON = `status = '${WON_STATUS}'`

/**
 * Over `desk_leads dl` grouped by session: that session's counted leads (the rows must be filtered by
 * COUNTED_LEAD), how many were won and their won value (a job's value counts only once won).
 */
export const COUNTED_LEAD = `dl.${COUNTED}`
export const SESSION_LEAD_FIGURES = {
  leads: 'count(*)',
  won: `count(*) FILTER (WHERE dl.${WON})`,
  value: `coalesce(sum(dl.value) FILTER (WHERE dl.${WON}), 0)`,
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
