import type { Endpoint } from 'payload'
import { z } from 'zod'
import { staffOnlyEndpoint } from '../../access/staffOnlyEndpoint'
import { databasePool } from '../../utilities/database'
import { errorResponse, json } from '../../utilities/json-response'
import { leadTables, quoteIdentifier } from './lead-tables'
import { countedSessions } from './counted-sessions'
import { attributionWhere, leadCtes, parseReportQuery, SqlValues } from './report-filters'
import { LAST_TOUCH_JSON, SESSION_SELECT } from './session-columns'

/**
 * GET /api/attribution-report/sessions: one page of sessions matching the filters, newest first, with
 * each session's lead count and the total number of matches (counted in the database).
 */
export const attributionSessionsEndpoint: Endpoint = {
  path: '/attribution-report/sessions',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const parsed = parseReportQuery(req)
    if (!parsed.ok) return errorResponse(400, parsed.errors)
    const { query } = parsed
    const pool = databasePool(req.payload)
    const ctes = leadCtes(await leadTables(pool))

    // The total is summed from the rollup like the summary's, not counted row by row.
    const countValues = new SqlValues()
    const counted = await countedSessions(pool, query, countValues)
    const countSql = `WITH ${counted.ctes} SELECT coalesce(sum(s), 0)::int AS total FROM ${counted.relation}`
    const pageValues = new SqlValues()
    const pageWhere = attributionWhere(query, pageValues)
    const pageSql = `
      WITH ${ctes}
      SELECT ${SESSION_SELECT}, coalesce(lc.leads, 0) AS leads
      FROM attribution a LEFT JOIN lead_counts lc ON lc.session_id = a.session_id
      WHERE ${pageWhere}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${pageValues.add(query.pageSize)} OFFSET ${pageValues.add((query.page - 1) * query.pageSize)}`

    const [count, page] = await Promise.all([pool.query<{ total: number }>(countSql, countValues.values), pool.query(pageSql, pageValues.values)])
    const total = count.rows[0]?.total ?? 0
    return json({ docs: page.rows, page: query.page, pageSize: query.pageSize, totalDocs: total, totalPages: Math.max(1, Math.ceil(total / query.pageSize)) })
  }),
}

const sessionIdSchema = z.uuid()

/** GET /api/attribution-report/sessions/{sessionId}: a session's full record (both touches) and its leads. */
export const attributionSessionEndpoint: Endpoint = {
  path: '/attribution-report/sessions/:sessionId',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const sessionId = sessionIdSchema.safeParse(req.routeParams?.sessionId)
    if (!sessionId.success) return errorResponse(400, [{ field: 'sessionId', message: 'sessionId must be a UUID.' }])
    const pool = databasePool(req.payload)
    const { rows } = await pool.query(`SELECT ${SESSION_SELECT}, ${LAST_TOUCH_JSON} AS "lastTouch" FROM attribution a WHERE a.session_id = $1`, [sessionId.data])
    if (rows.length === 0) return errorResponse(404, [{ field: 'sessionId', message: 'No attribution is recorded for this session.' }])

    const tables = await leadTables(pool)
    const leadsSql = tables
      .map(({ name }) => `SELECT '${name.replace(/'/g, "''")}' AS "table", t.id, t.created_at AS "createdAt", to_jsonb(t) AS data FROM ${quoteIdentifier(name)} t WHERE t.attribution_session_id = $1`)
      .join(' UNION ALL ')
    const leads = tables.length === 0 ? [] : (await pool.query<{ table: string; id: number; createdAt: string; data: Record<string, unknown> }>(`${leadsSql} ORDER BY "createdAt"`, [sessionId.data])).rows
    return json({
      session: rows[0],
      // Payload names a collection's table after its slug with dashes as underscores.
      leads: leads.map(({ table, id, createdAt, data }) => ({ collection: table.replace(/_/g, '-'), id, createdAt, status: data.status ?? null, email: data.contact_email ?? data.email ?? null, summary: data.summary ?? null })),
    })
  }),
}
