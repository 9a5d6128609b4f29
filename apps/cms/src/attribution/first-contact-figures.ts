import type { Pool } from '../utilities/database'
import { SqlValues } from '../utilities/sql-values'
import { byGroupKey, SUMMARY_DIMENSION, SUMMARY_GROUPS, type GroupedRow } from './report-groups'
import { touchWhere, type ReportQuery } from './report-filters'
import { reportedSourceSql } from './source-rules'
import { LEAD_TOUCH } from './touch-columns'

/**
 * The median working minutes to first contact of each summary group's contacted leads (those on a
 * first-contact clock: the routed kinds), each counted for its session's first touch from the desk's
 * copies of it, grouped as the summary groups its sessions. A group with no contacted lead is absent.
 * Sessions without leads (converted=false) have none.
 */
export async function firstContactByGroup(pool: Pool, query: ReportQuery): Promise<Map<string, number>> {
  if (query.converted === 'false') return new Map()
  const values = new SqlValues()
  const { rows } = await pool.query<GroupedRow & { median: number }>(
    `SELECT ${SUMMARY_DIMENSION}, source, medium, campaign,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) AS median
     FROM (SELECT ${reportedSourceSql('dl.session_source', query.sourceRules, values)}, dl.session_medium, dl.session_campaign, dl.first_contact_minutes
       FROM desk_leads dl
       WHERE dl.first_contact_due_at IS NOT NULL AND dl.first_contact_minutes IS NOT NULL
         AND ${touchWhere(query, values, LEAD_TOUCH)}) AS contacted(source, medium, campaign, minutes)
     GROUP BY ${SUMMARY_GROUPS}
     HAVING count(*) > 0`,
    values.values,
  )
  return new Map([...byGroupKey(rows)].map(([key, { median }]) => [key, median]))
}
