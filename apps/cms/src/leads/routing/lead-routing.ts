import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { LEAD_KIND_FACTS, type LeadKind, type LeadRouting } from '@ecs/shared/leads'
import { queryInTransaction } from '../../utilities/database'
import { locationLabelSql } from '../../utilities/location-label-sql'

/**
 * What the visitor is told of a lead's routing (the intake's answer and the confirmation email read
 * this, and say it with leadPromise): who has it and when the first contact is due. "Within N minutes"
 * only when the due time is N wall minutes away; a lead near closing time is promised the due time.
 * Null when the kind is not routed or there is no such lead.
 */
export async function leadRouting(
  req: PayloadRequest,
  kind: LeadKind,
  documentId: number | string,
): Promise<LeadRouting | null> {
  if (!LEAD_KIND_FACTS[kind].routedToTeam) return null
  const [row] = await queryInTransaction<{
    team: string | null
    ownerName: string | null
    dueAt: string | null
    targetMinutes: number | null
    onTime: boolean
    timeZone: string | null
  }>(
    req,
    sql`SELECT ${sql.raw(locationLabelSql('loc.id', 'l.language'))} AS team, coalesce(o.name, o.email) AS "ownerName", l.first_contact_due_at AS "dueAt",
      loc.first_contact_target_minutes::int AS "targetMinutes", loc.time_zone AS "timeZone",
      (NOT l.arrived_outside_hours AND l.first_contact_due_at
        <= l.created_at + make_interval(mins => loc.first_contact_target_minutes::int)) AS "onTime"
    FROM desk_leads l LEFT JOIN locations loc ON loc.id = l.location_id LEFT JOIN users o ON o.id = l.owner_id
    WHERE l.kind = ${kind} AND l.document_id = ${Number(documentId)}`,
  )
  if (!row) return null
  const assignee = row.ownerName?.trim().split(/\s+/)[0] ?? null
  const within = row.onTime && row.targetMinutes !== null
  return {
    team: row.team,
    assignee,
    withinMinutes: within ? row.targetMinutes : null,
    dueAt: !within && row.dueAt ? new Date(row.dueAt).toISOString() : null,
    timeZone: row.timeZone,
  }
}
