import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { problem, type ProblemDetails } from '@ecs/shared/http'
import { STAFF_ROLES } from '@ecs/shared/roles'
import { firstStatus, LOST_STATUS, type LeadChange, type LeadStatus, type Pipeline } from '@ecs/shared/leads'
import { queryInTransaction } from '../../utilities/database'
import { leadKindModule } from '../kinds/registry'
import { recordFirstContact } from '../routing/first-contact'
import { FROM_DESK } from './desk-sync'
import { actorOf, appendToTimeline } from './lead-timeline'
import { planChange, type LeadState } from './plan-change'

/** The row as locked for a change: its state and which document it is. */
interface LockedLead extends LeadState {
  id: number
  documentId: number
}

/** The name a staff account goes by on the desk, or undefined when the id is no staff account. */
async function staffName(req: PayloadRequest, id: number): Promise<string | undefined> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, { roles: { in: [...STAFF_ROLES] } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ? docs[0].name || docs[0].email : undefined
}

/** A move out of "new" that means someone reached the customer (anything but "lost": spam is never called). */
function isContactedMove(pipeline: Pipeline, from: LeadStatus, to: LeadStatus): boolean {
  return from === firstStatus(pipeline) && to !== LOST_STATUS
}

/** Who changed a lead last and when, for the 409's message. */
async function lastChange(req: PayloadRequest, leadId: number) {
  const [last] = await queryInTransaction<{ name: string | null; at: string }>(
    req,
    sql`SELECT coalesce(u.name, u.email) AS name, e.created_at AS at FROM lead_events e
      LEFT JOIN users u ON u.id = e.actor_id WHERE e.lead_id = ${leadId} ORDER BY e.id DESC LIMIT 1`,
  )
  return last
}

function staleVersion(by: { name: string | null; at: string } | undefined): ProblemDetails {
  const who = by?.name ? `${by.name} changed it` : 'It was changed'
  const when = by ? ` at ${new Date(by.at).toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''
  return problem(
    409,
    `This lead changed after you opened it (${who}${when}), so your change was not saved. Reload the lead to see what changed, then make your change again.`,
    { errors: [{ field: 'version', message: 'The lead has a newer version than the one you edited.' }] },
  )
}

/**
 * Applies one change to a lead's working fields, or answers why not: 404 when there is no such lead,
 * 409 when it changed since the editor read it (`change.version`), 422 naming each field the workflow
 * refuses. The row is locked for the length of the transaction, so two editors are served one after
 * the other and the second one's stale version is caught. The lead, its timeline entries and the status
 * of a document that keeps one (a review's) are written in one transaction.
 */
export async function changeLead(
  req: PayloadRequest,
  leadId: number,
  change: LeadChange,
): Promise<{ ok: true } | { ok: false; problem: ProblemDetails }> {
  const startedHere = await initTransaction(req)
  try {
    const [lead] = await queryInTransaction<LockedLead>(
      req,
      sql`SELECT l.id, l.kind, l.document_id::int AS "documentId", l.status, l.lost_reason AS "lostReason",
        l.owner_id AS "ownerId", coalesce(u.name, u.email) AS "ownerName", l.next_follow_up_at AS "nextFollowUpAt",
        l.value::float8 AS value, l.qualified_at AS "qualifiedAt", l.version::int AS version
      FROM desk_leads l LEFT JOIN users u ON u.id = l.owner_id WHERE l.id = ${leadId} FOR UPDATE OF l`,
    )
    const refuse = async (details: ProblemDetails) => {
      if (startedHere) await killTransaction(req)
      return { ok: false as const, problem: details }
    }
    if (!lead) return refuse(problem(404, 'There is no lead with this id.'))
    if (lead.version !== change.version) return refuse(staleVersion(await lastChange(req, lead.id)))
    const ownerName = change.owner ? await staffName(req, change.owner) : undefined
    const planned = planChange(
      { ...lead, nextFollowUpAt: lead.nextFollowUpAt && new Date(lead.nextFollowUpAt).toISOString() },
      change,
      { ownerName, now: new Date() },
    )
    if (!planned.ok) return refuse(problem(422, 'Please check the highlighted fields.', { errors: planned.errors }))
    const { data, entries } = planned.plan
    const { facts, desk } = leadKindModule(lead.kind)
    const statusOfDocument = desk.statusInDocument === true && data.status !== undefined
    if (entries.length > 0) {
      await req.payload.update({
        collection: 'desk-leads',
        id: lead.id,
        data,
        overrideAccess: true,
        depth: 0,
        req,
      })
      for (const entry of entries) await appendToTimeline(req, lead.id, { ...entry, actor: actorOf(req) })
      if (facts.routedToTeam && data.status && isContactedMove(facts.pipeline, lead.status, data.status as LeadStatus))
        await recordFirstContact(req, lead.id, 'status', actorOf(req))
      // A document that keeps the status follows the desk in the same transaction (a review's publication
      // follows its moderation).
      if (statusOfDocument)
        await req.payload.update({
          collection: facts.collection,
          id: lead.documentId,
          data: { status: data.status } as never,
          overrideAccess: true,
          depth: 0,
          req,
          context: { [FROM_DESK]: true },
        })
    }
    if (startedHere) await commitTransaction(req)
    return { ok: true }
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
