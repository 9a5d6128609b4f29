import { problem, problemResponse } from '@ecs/shared/http'
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { reportHandler } from './report-handler'
import { databasePool } from '../../utilities/database'
import { json } from '../../utilities/json-response'
import { leadCountExpression, leadTables, quoteIdentifier } from '../../leads/lead-tables'
import { countedSessions } from '../../attribution/counted-sessions'
import { attributionWhere, SqlValues } from '../../attribution/report-filters'
import { LAST_TOUCH_JSON, SESSION_SELECT } from '../../attribution/session-columns'

/** Fewer matching sessions than this are fetched through the filters' indexes rather than by date. */
const RARE_MATCHES = 20_000

/**
 * GET /api/attribution-report/sessions: one page of sessions matching the filters, newest first, with
 * each session's lead count and the total number of matches (counted in the database).
 */
export const attributionSessionsEndpoint: Endpoint = {
  path: '/attribution-report/sessions',
  method: 'get',
  handler: reportHandler(async ({ query, pool }) => {
    const tables = await leadTables(pool)

    // The total is summed from the rollup like the summary's, not counted row by row.
    const countValues = new SqlValues()
    const counted = await countedSessions(pool, query, countValues, { sessionsOnly: true })
    const countSql = `WITH ${counted.ctes} SELECT coalesce(sum(s), 0)::int AS total FROM ${counted.relation}`
    const counting = pool
      .query<{ total: number }>(countSql, countValues.values)
      .then((result) => result.rows[0]?.total ?? 0)
    // Converted sessions are found through the leads (a semi-join), so their page need not wait for the count.
    const total = query.converted === 'true' ? null : await counting

    // The page first, then lead counts for its rows only. Walking the created_at index newest first
    // is best when matches are common; when they are rare it would read the whole range to fill a
    // page, so the order is made non-indexable and Postgres finds the few matches through the filter
    // columns' indexes and sorts them.
    const rare = total !== null && total < RARE_MATCHES
    const pageValues = new SqlValues()
    const pageWhere = attributionWhere(query, pageValues, { leadTables: tables })
    const pageSql = `
      SELECT page.*, ${leadCountExpression(tables, 'page."sessionId"')}::int AS leads
      FROM (
        SELECT ${SESSION_SELECT} FROM attribution a
        WHERE ${pageWhere}
        ORDER BY ${rare ? "a.created_at + interval '0 seconds'" : 'a.created_at'} DESC, a.id DESC
        LIMIT ${pageValues.add(query.pageSize)} OFFSET ${pageValues.add((query.page - 1) * query.pageSize)}
      ) page
      ORDER BY page."createdAt" DESC, page.id DESC`

    const [page, totalDocs] = await Promise.all([pool.query(pageSql, pageValues.values), counting])
    return json({
      docs: page.rows,
      page: query.page,
      pageSize: query.pageSize,
      totalDocs,
      totalPages: Math.max(1, Math.ceil(totalDocs / query.pageSize)),
    })
  }),
}

const sessionIdSchema = z.uuid()

/** GET /api/attribution-report/sessions/{sessionId}: a session's full record (both touches) and its leads. */
export const attributionSessionEndpoint: Endpoint = {
  path: '/attribution-report/sessions/:sessionId',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const sessionId = sessionIdSchema.safeParse(req.routeParams?.sessionId)
    if (!sessionId.success)
      return problemResponse(
        problem(400, 'sessionId must be a UUID.', {
          kind: 'validation',
          errors: [{ field: 'sessionId', message: 'sessionId must be a UUID.' }],
        }),
      )
    const pool = databasePool(req.payload)
    const { rows } = await pool.query(
      `SELECT ${SESSION_SELECT}, ${LAST_TOUCH_JSON} AS "lastTouch" FROM attribution a WHERE a.session_id = $1`,
      [sessionId.data],
    )
    if (rows.length === 0) return problemResponse(problem(404, 'No attribution is recorded for this session.'))

    const tables = await leadTables(pool)
    const leadsSql = tables
      .map(
        ({ name }) =>
          `SELECT '${name.replace(/'/g, "''")}' AS "table", t.id, t.created_at AS "createdAt", to_jsonb(t) AS data FROM ${quoteIdentifier(name)} t WHERE t.attribution_session_id = $1`,
      )
      .join(' UNION ALL ')
    const leads =
      tables.length === 0
        ? []
        : (
            await pool.query<{ table: string; id: number; createdAt: string; data: Record<string, unknown> }>(
              `${leadsSql} ORDER BY "createdAt"`,
              [sessionId.data],
            )
          ).rows
    return json({
      session: rows[0],
      // Payload names a collection's table after its slug with dashes as underscores.
      leads: leads.map(({ table, id, createdAt, data }) => ({
        collection: table.replace(/_/g, '-'),
        id,
        createdAt,
        status: data.status ?? null,
        email: data.contact_email ?? data.email ?? null,
        summary: data.summary ?? null,
      })),
    })
  }),
}
