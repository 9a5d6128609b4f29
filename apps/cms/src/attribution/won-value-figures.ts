import { WON_STATUS } from '@ecs/shared/leads'
import type { Pool } from '../utilities/database'
import { SqlValues } from '../utilities/sql-values'
import { COUNTED_LEAD } from './lead-counts'
import { byGroupKey, SUMMARY_DIMENSION, SUMMARY_GROUPS, type GroupedRow } from './report-groups'
import { touchWhere, type ReportQuery } from './report-filters'
import { reportedSourceSql } from './source-rules'
import { LEAD_TOUCH } from './touch-columns'

/**
 * Where a group's won value comes from: the part staff typed by hand (a lead won without an accepted
 * quote, or with its value changed by hand since), and the money its leads' customers paid on their
 * quotes (deposits by card, less refunds). The rest of the won value is accepted quotes' totals.
 */
export interface WonValueFigures {
  typedWonValue: number
  depositsPaid: number
}

export const NO_WON_VALUE: WonValueFigures = { typedWonValue: 0, depositsPaid: 0 }

/**
 * The won value's sources for each summary group, its leads counted for their session's first touch
 * from the desk's copies of it, as the summary counts them. Sessions without leads (converted=false)
 * have none.
 */
export async function wonValueByGroup(pool: Pool, query: ReportQuery): Promise<Map<string, WonValueFigures>> {
  if (query.converted === 'false') return new Map()
  const values = new SqlValues()
  const won = values.add(WON_STATUS)
  // Only won leads and leads paid on (the payments grouped once per lead, not looked up per lead) can
  // add to either figure.
  const { rows } = await pool.query<GroupedRow & WonValueFigures>(
    `SELECT ${SUMMARY_DIMENSION}, source, medium, campaign,
       coalesce(sum(typed), 0)::float8 AS "typedWonValue", coalesce(sum(paid), 0)::float8 AS "depositsPaid"
     FROM (
       SELECT ${reportedSourceSql('dl.session_source', query.sourceRules, values)}, dl.session_medium, dl.session_campaign,
         CASE WHEN dl.status = ${won} AND dl.value_source IS DISTINCT FROM 'quote' THEN coalesce(dl.value, 0) ELSE 0 END,
         paid_on_quotes.paid
       FROM desk_leads dl
       LEFT JOIN (
         SELECT q.lead_id, sum(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END) / 100 AS paid
         FROM quotes q JOIN payments p ON p.account = 'quote' AND p.account_id = q.id
         GROUP BY q.lead_id
       ) AS paid_on_quotes ON paid_on_quotes.lead_id = dl.id
       WHERE ${COUNTED_LEAD} AND ${touchWhere(query, values, LEAD_TOUCH)}
         AND (dl.status = ${won} OR paid_on_quotes.paid IS NOT NULL)
     ) AS lead_values(source, medium, campaign, typed, paid)
     GROUP BY ${SUMMARY_GROUPS}`,
    values.values,
  )
  return byGroupKey(rows)
}
