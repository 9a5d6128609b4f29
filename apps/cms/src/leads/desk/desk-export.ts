import { LEAD_KIND_FACTS, LOST_REASON_LABELS, STATUS_LABELS, type DeskQuery, type LeadKind } from '@ecs/shared/leads'
import type { Pool } from '../../utilities/database'
import { SqlValues } from '../../utilities/sql-values'
import { deskWhere } from './desk-inbox'

const BATCH_SIZE = 2000
export const DESK_CSV_HEADER = [
  'Reference',
  'Kind',
  'Received (UTC)',
  'Location',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Asked for',
  'Status',
  'Lost reason',
  'Owner',
  'Next follow-up (UTC)',
  'Value (USD)',
  'Source',
  'Medium',
  'Campaign',
]

interface ExportRow {
  id: number
  createdAt: Date
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
  nextFollowUpAt: Date | null
  value: string | null
  source: string | null
  medium: string | null
  campaign: string | null
}

/**
 * Every lead matching the inbox's filters (page and pageSize are ignored), newest first, as CSV rows
 * batch by batch (keyset on received time and id): each call answers the next batch, an empty one when
 * done (csvDownload's nextBatch).
 */
export function deskCsvBatches(pool: Pool, query: DeskQuery): () => Promise<unknown[][]> {
  let after: { createdAt: Date; id: number } | undefined
  let done = false
  return async () => {
    if (done) return []
    const values = new SqlValues()
    const where = deskWhere(query, values)
    const keyset = after ? `AND (l.created_at, l.id) < (${values.add(after.createdAt)}, ${values.add(after.id)})` : ''
    const { rows } = await pool.query<ExportRow>(
      `SELECT l.id, l.created_at AS "createdAt", l.reference, l.kind, loc.label AS location, l.name, l.email, l.phone,
            l.address, l.asked, l.status, l.lost_reason AS "lostReason", coalesce(u.name, u.email) AS owner,
            l.next_follow_up_at AS "nextFollowUpAt", l.value::text AS value, a.utm_source AS source,
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
      row.createdAt,
      row.location,
      row.name,
      row.email,
      row.phone,
      row.address,
      row.asked,
      STATUS_LABELS[row.status],
      row.lostReason ? LOST_REASON_LABELS[row.lostReason] : null,
      row.owner,
      row.nextFollowUpAt,
      row.value,
      row.source,
      row.medium,
      row.campaign,
    ])
  }
}

/** The download's file name (the day it was made). */
export const deskCsvName = () => `leads-${new Date().toISOString().slice(0, 10)}.csv`
