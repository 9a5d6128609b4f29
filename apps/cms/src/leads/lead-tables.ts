import type { Pool } from '../utilities/database'

/**
 * The lead collections are whatever tables carry an `attribution_session_id` column (estimate
 * requests, plan signups, career applications, ...): found in the catalog rather than listed here,
 * so a new lead form shows up in the reports without touching them. Version tables (leading
 * underscore) and reviews are left out. Table names come from the catalog, never from a request.
 */
const LEAD_TABLES_SQL = `
  SELECT c.table_name AS "name", bool_or(c.column_name = 'status') AS "hasStatus"
  FROM information_schema.columns c
  JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
  WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE '\\_%'
    AND c.table_name <> ALL ($1)
    AND c.column_name IN ('attribution_session_id', 'status')
  GROUP BY c.table_name
  HAVING bool_or(c.column_name = 'attribution_session_id')
  ORDER BY c.table_name`

export interface LeadTable {
  name: string
  hasStatus: boolean
}

/** Tables that carry a session id but are not sales leads: a review is feedback from a customer. */
const NOT_LEADS = ['reviews']

let cached: { at: number; tables: LeadTable[] } | undefined
const CACHE_MS = 60_000

export async function leadTables(pool: Pool): Promise<LeadTable[]> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.tables
  const { rows } = await pool.query<LeadTable>(LEAD_TABLES_SQL, [NOT_LEADS])
  cached = { at: Date.now(), tables: rows }
  return rows
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/**
 * A subquery of every lead with a session: (session_id, lead_type, lead_id, created_at). An empty
 * relation of the same shape when no lead collection exists yet. `since` (a bound timestamp) leaves
 * out leads older than a report's range: a lead comes after its session, so those cannot count.
 */
export function leadsRelation(tables: LeadTable[], since?: string): string {
  if (tables.length === 0)
    return `SELECT NULL::varchar AS session_id, NULL::text AS lead_type, NULL::integer AS lead_id, NULL::timestamptz AS created_at WHERE false`
  return tables
    .map(
      ({ name }) =>
        `SELECT attribution_session_id AS session_id, '${name.replace(/'/g, "''")}'::text AS lead_type, id AS lead_id, created_at FROM ${quoteIdentifier(name)} WHERE attribution_session_id IS NOT NULL${since ? ` AND created_at >= ${since}` : ''}`,
    )
    .join('\n    UNION ALL\n    ')
}

/**
 * Per-session lead lookups written against each lead table's attribution_session_id index, for
 * row-by-row use (a page of sessions, a "converted" filter) where a join over all leads would make
 * Postgres build the whole join before it can stop at the page.
 */
export function leadCountExpression(tables: LeadTable[], session: string): string {
  if (tables.length === 0) return '0'
  return tables
    .map(({ name }) => `(SELECT count(*) FROM ${quoteIdentifier(name)} WHERE attribution_session_id = ${session})`)
    .join(' + ')
}

export function hasLeadExpression(tables: LeadTable[], session: string): string {
  if (tables.length === 0) return 'false'
  return `(${tables.map(({ name }) => `EXISTS (SELECT 1 FROM ${quoteIdentifier(name)} WHERE attribution_session_id = ${session})`).join(' OR ')})`
}

/** The session ids that have a lead, as a subquery for `a.session_id IN (...)` (a semi-join Postgres can drive from the leads). */
export function sessionsWithLeads(tables: LeadTable[]): string {
  if (tables.length === 0) return 'SELECT NULL::varchar WHERE false'
  return tables
    .map(
      ({ name }) =>
        `SELECT attribution_session_id FROM ${quoteIdentifier(name)} WHERE attribution_session_id IS NOT NULL`,
    )
    .join(' UNION ALL ')
}
