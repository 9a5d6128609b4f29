import type { Timeseries } from '@ecs/shared/attribution'
import type { Pool } from '../utilities/database'
import { countedSessions, sumCounted } from './counted-sessions'
import { SqlValues } from '../utilities/sql-values'
import type { ReportQuery } from './report-filters'

/**
 * Sessions, leads and won value per UTC day over the range, every day present (zero when nothing
 * happened) so a chart needs no gap filling. Leads and value are those of the day's sessions (whenever
 * the job was won), like the summary's; with the source rules it applied.
 */
export async function attributionTimeseries(pool: Pool, query: ReportQuery): Promise<Timeseries> {
  const values = new SqlValues()
  const relation = await countedSessions(pool, query, values, { dimensions: ['day'], convertedRead: false })
  const from = values.add(query.from)
  const to = values.add(query.to)
  const sql = `
    WITH per_day AS (SELECT day, coalesce(sum(s), 0)::int AS sessions, coalesce(sum(l), 0)::int AS leads, coalesce(sum(v), 0)::float8 AS value FROM ${relation} GROUP BY day)
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(p.sessions, 0) AS sessions, coalesce(p.leads, 0) AS leads,
      coalesce(p.value, 0) AS "wonValue"
    FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
    LEFT JOIN per_day p ON p.day = d.day::date
    ORDER BY d.day`
  const rows = await sumCounted(pool, sql, values)
  return { from: query.from, to: query.to, days: rows as Timeseries['days'], sourceRules: query.sourceRules }
}
