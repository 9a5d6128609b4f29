import type { CallsWithoutVisit } from '@ecs/shared/attribution'
import { phoneCallFacts, WON_STATUS } from '@ecs/shared/leads'
import type { Pool } from '../utilities/database'
import { SqlValues } from '../utilities/sql-values'
import { byGroupKey, SUMMARY_DIMENSION, SUMMARY_GROUPS, type GroupedRow } from './report-groups'
import { attributionWhere, touchWhere, type ReportQuery } from './report-filters'
import { reportedSourceSql } from './source-rules'
import { LEAD_TOUCH } from './touch-columns'

/** What the reports count of calls for a group: taps on phone links, calls, answered calls, call leads and their won value. */
export interface CallFigures {
  callTaps: number
  calls: number
  answeredCalls: number
  callLeads: number
  callWonValue: number
}

export const NO_CALLS: CallFigures = { callTaps: 0, calls: 0, answeredCalls: 0, callLeads: 0, callWonValue: 0 }

/**
 * The calls of the sessions in the report's range and filters, grouped as the summary groups its
 * sessions (total, by source, medium, campaign and all three), each counted for its session's first
 * touch: taps from the sessions' own counts, calls matched to a session (a pool number's holder, or the
 * one visit shown a source number), and the Phone call leads with their won value from the desk's
 * copies of their session's touch. Calls matched to no visit have no campaign: callsWithoutVisitBySource.
 * Read live (no rollup): these are few rows beside the sessions. The total's row is there even with no
 * calls at all (the empty grouping set), hence the coalesce to 0.
 */
export async function callFiguresByGroup(pool: Pool, query: ReportQuery): Promise<Map<string, CallFigures>> {
  const values = new SqlValues()
  const sessions = attributionWhere(query, values, { withLeads: true })
  const sessionSource = reportedSourceSql('a.utm_source', query.sourceRules, values)
  const parts = [
    `SELECT ${sessionSource}, a.utm_medium, a.utm_campaign, a.call_taps, 0, 0, 0, 0::numeric
     FROM attribution a WHERE ${sessions} AND a.call_taps > 0`,
    `SELECT ${sessionSource}, a.utm_medium, a.utm_campaign, 0, 1, (pc.outcome = 'answered')::int, 0, 0::numeric
     FROM phone_calls pc JOIN attribution a ON a.session_id = pc.attribution_session_id WHERE ${sessions}`,
  ]
  if (query.converted !== 'false')
    parts.push(
      `SELECT ${reportedSourceSql('dl.session_source', query.sourceRules, values)}, dl.session_medium, dl.session_campaign, 0, 0, 0, 1,
         CASE WHEN dl.status = ${values.add(WON_STATUS)} THEN coalesce(dl.value, 0) ELSE 0 END
       FROM desk_leads dl WHERE dl.kind = ${values.add(phoneCallFacts.kind)} AND ${touchWhere(query, values, LEAD_TOUCH)}`,
    )
  const { rows } = await pool.query<GroupedRow & CallFigures>(
    `SELECT ${SUMMARY_DIMENSION},
       source, medium, campaign,
       coalesce(sum(taps), 0)::int AS "callTaps", coalesce(sum(calls), 0)::int AS calls,
       coalesce(sum(answered), 0)::int AS "answeredCalls", coalesce(sum(leads), 0)::int AS "callLeads",
       coalesce(sum(value), 0)::float8 AS "callWonValue"
     FROM (${parts.join('\n UNION ALL\n')}) AS call_rows(source, medium, campaign, taps, calls, answered, leads, value)
     GROUP BY ${SUMMARY_GROUPS}`,
    values.values,
  )
  return byGroupKey(rows)
}

/**
 * The calls no one visit was shown alone (a source's number seen by several visits at once, or by none:
 * one printed in a Google listing) and their
 * Phone call leads, by the number's source: they have no session, so the summary's groups cannot hold
 * them. In the range by the day of the call (a lead by its first call's), without filters: a campaign
 * filter is one these calls cannot match.
 */
export async function callsWithoutVisitBySource(pool: Pool, query: ReportQuery): Promise<CallsWithoutVisit[]> {
  const { source, medium, campaign, hasClickId, converted } = query
  if ([source, medium, campaign, hasClickId, converted].some((filter) => filter !== undefined)) return []
  const values = new SqlValues()
  const from = values.add(`${query.from}T00:00:00Z`)
  const to = values.add(`${query.to}T00:00:00Z`)
  const withoutVisit = `pc.attribution_session_id IS NULL AND pc.source IS NOT NULL
    AND pc.started_at >= ${from}::timestamptz AND pc.started_at < ${to}::timestamptz + interval '1 day'`
  const { rows } = await pool.query<CallsWithoutVisit>(
    `SELECT source::text AS source, sum(calls)::int AS calls, sum(answered)::int AS "answeredCalls",
       sum(leads)::int AS "callLeads", sum(value)::float8 AS "callWonValue"
     FROM (
       SELECT pc.source, 1 AS calls, (pc.outcome = 'answered')::int AS answered, 0 AS leads, 0::numeric AS value
       FROM phone_calls pc WHERE ${withoutVisit}
       UNION ALL
       SELECT pc.source, 0, 0, 1, CASE WHEN dl.status = ${values.add(WON_STATUS)} THEN coalesce(dl.value, 0) ELSE 0 END
       FROM desk_leads dl
       JOIN phone_call_leads pcl ON pcl.id = dl.document_id
       JOIN phone_calls pc ON pc.id = pcl.first_call_id
       WHERE dl.kind = ${values.add(phoneCallFacts.kind)} AND dl.attribution_session_id IS NULL AND ${withoutVisit}
     ) AS call_rows(source, calls, answered, leads, value)
     GROUP BY source
     ORDER BY calls DESC, source`,
    values.values,
  )
  return rows
}
