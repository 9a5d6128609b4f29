import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { LEAD_KIND_FACTS, isClosed, type LeadKind, type LeadStatus } from '@ecs/shared/leads'
import type { Language } from '@ecs/shared/schemas'
import { queryInTransaction } from '../../utilities/database'
import { appendToTimeline } from '../desk/lead-timeline'
import { assignNewLead, type Assignment } from './assign-lead'
import { locationRouting } from './location-working-hours'

/**
 * Where a new lead of a routed kind goes (assign-lead.ts), inside its transaction; undefined for a kind
 * the location's team does not call back, or a lead without a location (it waits on the desk for anyone).
 */
export async function routeNewLead(
  req: PayloadRequest,
  kind: LeadKind,
  lead: { location: number | null; language: Language },
  now: Date,
): Promise<Assignment | undefined> {
  if (!LEAD_KIND_FACTS[kind].routedToTeam || lead.location === null) return undefined
  const location = await locationRouting(req, lead.location)
  return location && assignNewLead(req, location, lead.language, now)
}

/**
 * Puts who got the new lead on its timeline (a lead that arrived outside hours carries its flag) and queues
 * its escalation check for when its first contact falls due, in the lead's transaction.
 */
export async function noteAssignment(req: PayloadRequest, leadId: number, assignment: Assignment): Promise<void> {
  if (assignment.ownerId !== null)
    await appendToTimeline(req, leadId, { type: 'owner', actor: null, toValue: assignment.ownerName })
  await queueEscalation(req, leadId, assignment)
}

/** The lead's escalation check, for when its first contact falls due (none for a location without hours). */
async function queueEscalation(req: PayloadRequest, leadId: number, assignment: Assignment | undefined) {
  if (assignment?.firstContactDueAt)
    await req.payload.jobs.queue({
      task: 'escalateLead',
      input: { deskLeadId: String(leadId) },
      waitUntil: new Date(assignment.firstContactDueAt),
      req,
    })
}

/** A desk lead as re-routing reads it. */
interface RoutedLead {
  id: number
  owner?: number | { id: number } | null
  firstContactAt?: string | null
  status: LeadStatus
}

/**
 * A lead not yet contacted whose location changed (a later beacon of an unfinished estimate with another
 * address) is routed again by the new location's team and hours, as a new lead of that location would be
 * now: the first location's owner and due time belonged to an office that no longer has it. Its pending
 * escalation is replaced by one for the new due time, and the timeline says who has it now and why.
 * Answers the desk lead's new routing fields, to be written with its copies; undefined when it keeps them
 * (a kind not routed, a lead already contacted or closed, where the person who spoke to them keeps it).
 */
export async function rerouteMovedLead(
  req: PayloadRequest,
  kind: LeadKind,
  lead: RoutedLead,
  moved: { location: number | null; language: Language },
  now: Date,
) {
  if (!LEAD_KIND_FACTS[kind].routedToTeam || lead.firstContactAt || isClosed(lead.status)) return undefined
  const assignment = await routeNewLead(req, kind, moved, now)
  await queryInTransaction(
    req,
    sql`DELETE FROM payload_jobs WHERE task_slug = 'escalateLead' AND input->>'deskLeadId' = ${String(lead.id)}
      AND completed_at IS NULL AND processing = false`,
  )
  const ownerId = typeof lead.owner === 'object' ? (lead.owner?.id ?? null) : (lead.owner ?? null)
  const [before] = ownerId
    ? await queryInTransaction<{ name: string }>(
        req,
        sql`SELECT coalesce(name, email) AS name FROM users WHERE id = ${ownerId}`,
      )
    : []
  const place = moved.location === null ? undefined : await locationRouting(req, moved.location)
  const outside = assignment?.arrivedOutsideHours
    ? ' It came outside its office hours: nobody is given it until they open.'
    : ''
  await appendToTimeline(req, lead.id, {
    type: 'owner',
    actor: null,
    fromValue: before?.name ?? null,
    toValue: assignment?.ownerName ?? null,
    text: `Moved to ${place?.label ?? 'no location'}: routed again by its team and hours.${outside}`,
  })
  await queueEscalation(req, lead.id, assignment)
  return {
    owner: assignment?.ownerId ?? null,
    arrivedOutsideHours: assignment?.arrivedOutsideHours ?? false,
    firstContactDueAt: assignment?.firstContactDueAt ?? null,
    // The new office's clock: its manager hears of it when its own target passes.
    escalatedAt: null,
  }
}
