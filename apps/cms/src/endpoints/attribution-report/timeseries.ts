import type { Endpoint } from 'payload'
import { reportHandler } from './report-handler'
import { json } from '../../utilities/json-response'
import { countedSessions } from '../../attribution/counted-sessions'
import { SqlValues } from '../../attribution/report-filters'

/**
 * GET /api/attribution-report/timeseries: sessions and leads per UTC day over the range, every day
 * present (zero when nothing happened) so a chart needs no gap filling.
 */
export const attributionTimeseriesEndpoint: Endpoint = {
  path: '/attribution-report/timeseries',
  method: 'get',
  handler: reportHandler(async ({ query, pool }) => {
    const values = new SqlValues()
    const { ctes, relation } = await countedSessions(pool, query, values)
    const from = values.add(query.from)
    const to = values.add(query.to)
    const sql = `
      WITH ${ctes},
      per_day AS (SELECT day, coalesce(sum(s), 0)::int AS sessions, coalesce(sum(l), 0)::int AS leads FROM ${relation} GROUP BY day)
      SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.sessions, 0) AS sessions, coalesce(p.leads, 0) AS leads
      FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
      LEFT JOIN per_day p ON p.day = d.day::date
      ORDER BY d.day`
    const { rows } = await pool.query(sql, values.values)
    return json({ from: query.from, to: query.to, days: rows })
  }),
}
