import { LEAD_KIND_FACTS, LOST_REASON_LABELS, STATUS_LABELS, type DeskQuery, type LeadKind } from '@ecs/shared/leads'
import type { Pool } from '../../utilities/database'
import { SqlValues } from '../../utilities/sql-values'
import { localMinuteSql } from '../../utilities/local-time-sql'
import { locationLabelSql } from '../../utilities/location-label-sql'
import { reportedSourceSql, sourceRulesCell, type SourceRuleSet } from '../../attribution/lead-session'
import { deskWhere } from './desk-inbox'

const BATCH_SIZE = 2000
export const DESK_CSV_HEADER = [
  'Reference',
  'Kind',
  'Received (local time)',
  'Time zone',
  'Location',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Asked for',
  'Status',
  'Lost reason',
  'Owner',
  'Next follow-up (local time)',
  'Value (USD)',
  'Source',
  'Medium',
  'Campaign',
  'Report rules',
]

interface ExportRow {
  id: number
  createdAt: Date
  received: string
  timeZone: string
  reference: string
  kind: LeadKind
  location: string | null
  name: string | null
  email: string | null
  phone: string | null
  address: string | null
  asked: string | null
  status: keyof typeof STATUS_LABELS
  lostReason: keyof typeof LOST_REASON_LABELS | null
  owner: string | null
  nextFollowUp: string | null
  value: string | null
  source: string | null
  medium: string | null
  campaign: string | null
}

/** The zone of a lead's location (UTC for a lead without a location). */
const LEAD_ZONE = `coalesce(loc.time_zone::text, 'UTC')`
/** A lead's time as the office reads it: on its location's clock, to the minute. */
const LOCAL_TIME = (column: string) => localMinuteSql(column, LEAD_ZONE)

/**
 * Every lead matching the inbox's filters (page and pageSize are ignored), newest first, as CSV rows
 * batch by batch (keyset on received time and id): each call answers the next batch, an empty one when
 * done (csvDownload's nextBatch). Times are in the lead's location's time zone, named in the row's
 * Time zone column: a spreadsheet of one location reads the office's own hours. The source filter and the
 * Source column follow the report rules as the inbox does: a merged source's leads under its target;
 * the Report rules column says which.
 */
export function deskCsvBatches(pool: Pool, query: DeskQuery, rules: SourceRuleSet): () => Promise<unknown[][]> {
  let after: { createdAt: Date; id: number } | undefined
  let done = false
  const rulesCell = sourceRulesCell(rules, { leads: true })
  return async () => {
    if (done) return []
    const values = new SqlValues()
    const where = deskWhere(query, values, rules)
    const keyset = after ? `AND (l.created_at, l.id) < (${values.add(after.createdAt)}, ${values.add(after.id)})` : ''
    const { rows } = await pool.query<ExportRow>(
      `SELECT l.id, l.created_at AS "createdAt", ${LOCAL_TIME('l.created_at')} AS received,
            ${LEAD_ZONE} AS "timeZone", l.reference, l.kind, ${locationLabelSql('loc.id')} AS location, l.name, l.email, l.phone,
            l.address, l.asked, l.status, l.lost_reason AS "lostReason", coalesce(u.name, u.email) AS owner,
            ${LOCAL_TIME('l.next_follow_up_at')} AS "nextFollowUp", l.value::text AS value, ${reportedSourceSql('a.utm_source', rules, values)} AS source,
            a.utm_medium AS medium, a.utm_campaign AS campaign
          FROM desk_leads l
            LEFT JOIN locations loc ON loc.id = l.location_id
            LEFT JOIN users u ON u.id = l.owner_id
            LEFT JOIN attribution a ON a.session_id = l.attribution_session_id
          WHERE ${where} ${keyset}
          ORDER BY l.created_at DESC, l.id DESC LIMIT ${values.add(BATCH_SIZE)}`,
      values.values,
    )
    done = rows.length < BATCH_SIZE
    const last = rows.at(-1)
    if (last) after = { createdAt: last.createdAt, id: last.id }
    return rows.map((row) => [
      row.reference,
      LEAD_KIND_FACTS[row.kind].label,
      row.received,
      row.timeZone,
      row.location,
      row.name,
      row.email,
      row.phone,
      row.address,
      row.asked,
      STATUS_LABELS[row.status],
      row.lostReason ? LOST_REASON_LABELS[row.lostReason] : null,
      row.owner,
      row.nextFollowUp,
      row.value,
      row.source,
      row.medium,
      row.campaign,
      rulesCell,
    ])
  }
}

/** The download's file name (the day it was made). */
export const deskCsvName = () => `leads-${new Date().toISOString().slice(0, 10)}.csv`
