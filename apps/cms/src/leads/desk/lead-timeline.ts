import type { PayloadRequest } from 'payload'
import type { LeadEventType } from '@ecs/shared/leads'

export interface TimelineEntry {
  type: LeadEventType
  /** Who did it: a staff account id, or null for the visitor and the system. */
  actor: number | null
  fromValue?: string | null
  toValue?: string | null
  text?: string | null
}

/** Appends one entry to a lead's timeline, in the request's transaction. Entries are never changed. */
export async function appendToTimeline(req: PayloadRequest, leadId: number, entry: TimelineEntry): Promise<void> {
  await req.payload.create({
    collection: 'lead-events',
    data: { lead: leadId, ...entry },
    overrideAccess: true,
    depth: 0,
    req,
  })
}

/** The signed-in staff member behind a request, for the timeline; null for visitors. */
export function actorOf(req: PayloadRequest): number | null {
  return typeof req.user?.id === 'number' ? req.user.id : null
}
