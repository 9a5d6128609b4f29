import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import {
  canMove,
  LEAD_KIND_FACTS,
  QUALIFIED_STATUSES,
  WON_STATUS,
  type LeadKind,
  type LeadStatus,
} from '@ecs/shared/leads'
import type { QuoteStage } from '@ecs/shared/quotes'
import { actorOf, appendToTimeline } from '../leads/desk/lead-timeline'
import { queryInTransaction } from '../utilities/database'

export interface QuoteStep {
  stage?: QuoteStage
  /** The status the step moves the lead to: quoted when sent (if the workflow allows), won when accepted (always). */
  status?: { to: LeadStatus; always: boolean }
  /** The won value (dollars) an accepted quote gives. */
  value?: number
  /** What the timeline says happened. */
  event: { type: 'quote' | 'payment' | 'visit' | 'review'; text: string; toValue?: string }
}

/**
 * A quote's step on its lead, in the caller's transaction: the lead row is locked, its quote stage,
 * status (through the workflow's moves, or always for an acceptance, which is the customer's act) and
 * value change, its version moves on (an editor holding the old one is told it changed), and the
 * timeline gets the step and any status change. Staff's steps carry their name; the customer's none.
 */
export async function recordQuoteStep(req: PayloadRequest, leadId: number, step: QuoteStep): Promise<void> {
  const [lead] = await queryInTransaction<{
    kind: LeadKind
    status: LeadStatus
    version: number
    qualifiedAt: string | null
  }>(
    req,
    sql`SELECT kind, status, version::int AS version, qualified_at AS "qualifiedAt" FROM desk_leads WHERE id = ${leadId} FOR UPDATE`,
  )
  if (!lead) throw new Error(`The quote's lead ${leadId} is gone`)
  const at = new Date().toISOString()
  const data: Record<string, unknown> = { version: lead.version + 1, lastActivityAt: at }
  if (step.stage) data.quoteStage = step.stage
  const target = step.status?.to
  const moving =
    target !== undefined &&
    target !== lead.status &&
    (step.status!.always || canMove(LEAD_KIND_FACTS[lead.kind].pipeline, lead.status, target))
  if (moving) {
    data.status = target
    data.lostReason = null
    data.closedAt = target === WON_STATUS ? at : null
    data.wonAt = target === WON_STATUS ? at : null
    if (lead.qualifiedAt === null && QUALIFIED_STATUSES.includes(target)) data.qualifiedAt = at
  }
  if (step.value !== undefined) Object.assign(data, { value: step.value, valueSource: 'quote' })
  await req.payload.update({ collection: 'desk-leads', id: leadId, data, depth: 0, overrideAccess: true, req })
  const actor = actorOf(req)
  if (moving) await appendToTimeline(req, leadId, { type: 'status', actor, fromValue: lead.status, toValue: target })
  await appendToTimeline(req, leadId, { ...step.event, actor })
}
