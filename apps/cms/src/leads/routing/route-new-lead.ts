import type { PayloadRequest } from 'payload'
import { LEAD_KIND_FACTS, type LeadKind } from '@ecs/shared/leads'
import type { Language } from '@ecs/shared/schemas'
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
  if (assignment.firstContactDueAt)
    await req.payload.jobs.queue({
      task: 'escalateLead',
      input: { deskLeadId: String(leadId) },
      waitUntil: new Date(assignment.firstContactDueAt),
      req,
    })
}
