import type { Endpoint } from 'payload'
import { staffOnlyEndpoint } from '../../access/staffOnlyEndpoint'
import { databasePool } from '../../utilities/database'
import { errorResponse, json } from '../../utilities/json-response'
import { countedSessions } from './counted-sessions'
import { parseReportQuery, SqlValues } from './report-filters'

/**
 * GET /api/attribution-report/timeseries: sessions and leads per UTC day over the range, every day
 * present (zero when nothing happened) so a chart needs no gap filling.
 */
export const attributionTimeseriesEndpoint: Endpoint = {
  path: '/attribution-report/timeseries',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const parsed = parseReportQuery(req)
    if (!parsed.ok) return errorResponse(400, parsed.errors)
    const pool = databasePool(req.payload)
    const values = new SqlValues()
    const { ctes, relation } = await countedSessions(pool, parsed.query, values)
    const from = values.add(parsed.query.from)
    const to = values.add(parsed.query.to)
    const sql = `
      WITH ${ctes},
      per_day AS (SELECT day, coalesce(sum(s), 0)::int AS sessions, coalesce(sum(l), 0)::int AS leads FROM ${relation} GROUP BY day)
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.sessions, 0) AS sessions, coalesce(p.leads, 0) AS leads
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
      LEFT JOIN per_day p ON p.day = d.day::date
      ORDER BY d.day`
    const { rows } = await pool.query(sql, values.values)
    return json({ from: parsed.query.from, to: parsed.query.to, days: rows })
  }),
}
