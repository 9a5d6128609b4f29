import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { TRACKING_SOURCE_LABELS, type TrackingSource } from '@ecs/shared/calls'
import { phoneCallFacts } from '@ecs/shared/leads'
import { formatUsPhone } from '@ecs/shared/schemas'
import type { CallOutcome } from '../collections/phone-calls'
import { findDeskLead } from '../leads/desk/desk-sync'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import { queueLeadFollowUps } from '../leads/intake/follow-ups'
import { queryInTransaction } from '../utilities/database'

interface LockedCall {
  id: number
  callSid: string
  caller: string | null
  calledNumber: string | null
  startedAt: Date
  outcome: CallOutcome
  source: TrackingSource | null
  locationId: number | null
  attributionSessionId: string | null
  leadId: number | null
}

const sourceWords = (source: TrackingSource | null) => (source ? ` (${TRACKING_SOURCE_LABELS[source]})` : '')

/** The caller's open lead of any kind, by the last ten digits of its phone (forms store it as typed). */
async function openLeadOf(req: PayloadRequest, caller: string): Promise<number | undefined> {
  const digits = caller.replace(/\D/g, '').slice(-10)
  const rows = await queryInTransaction<{ id: number }>(
    req,
    sql`SELECT "id" FROM "desk_leads"
        WHERE "closed_at" IS NULL AND right(regexp_replace(coalesce("phone", ''), '\\D', '', 'g'), 10) = ${digits}
        ORDER BY "last_activity_at" DESC NULLS LAST, "id" DESC LIMIT 1`,
  )
  return rows[0]?.id
}

/** Flags (or clears) a call back on the desk lead: due at the missed call's time, so it is first in line. */
async function markCallBack(req: PayloadRequest, leadId: number, call: LockedCall): Promise<void> {
  if (call.outcome !== 'missed') return
  await queryInTransaction(
    req,
    sql`UPDATE "desk_leads" SET "next_follow_up_at" = ${call.startedAt}, "version" = "version" + 1, "updated_at" = now()
        WHERE "id" = ${leadId} AND ("next_follow_up_at" IS NULL OR "next_follow_up_at" > ${call.startedAt})`,
  )
}

/** A new caller's first call as a Phone call lead (its desk lead made by the kind's hooks), and its follow-ups. */
async function createCallLead(req: PayloadRequest, call: LockedCall, caller: string): Promise<number> {
  const missed = call.outcome === 'missed'
  const tracking = call.calledNumber ? formatUsPhone(call.calledNumber) : 'a tracking number'
  const lead = await req.payload.create({
    collection: phoneCallFacts.collection,
    data: {
      summary: `${formatUsPhone(caller)} called ${tracking}${sourceWords(call.source)}`,
      contact: { phone: caller },
      callBack: missed,
      firstCall: call.id,
      source: call.source,
      location: call.locationId,
      sourcePage: `tel:${call.calledNumber ?? ''}`,
      attributionSessionId: call.attributionSessionId,
      idempotencyKey: call.callSid,
    },
    overrideAccess: true,
    depth: 0,
    req,
    context: { skipSiteNotify: true },
  })
  const desk = await findDeskLead(req, phoneCallFacts.kind, lead.id)
  await queueLeadFollowUps(req, {
    collection: phoneCallFacts.collection,
    id: lead.id,
    event: 'call.received',
    hasCustomerEmail: false,
    eventData: {
      caller,
      trackingNumber: tracking,
      source: call.source,
      outcome: call.outcome,
      startedAt: call.startedAt.toISOString(),
      location: call.locationId,
      attributionSessionId: call.attributionSessionId,
    },
  })
  await markCallBack(req, desk!.id, call)
  return desk!.id
}

/** A call of a caller with an open lead: on that lead's timeline, not a new lead. */
async function addToOpenLead(req: PayloadRequest, leadId: number, call: LockedCall, caller: string): Promise<void> {
  const tracking = call.calledNumber ? formatUsPhone(call.calledNumber) : 'a tracking number'
  await appendToTimeline(req, leadId, {
    type: 'call',
    actor: null,
    toValue: call.outcome,
    text: `${formatUsPhone(caller)} called ${tracking}${sourceWords(call.source)}.`,
  })
  await queryInTransaction(req, sql`UPDATE "desk_leads" SET "last_activity_at" = now() WHERE "id" = ${leadId}`)
  await markCallBack(req, leadId, call)
}

/**
 * Joins a stored call to the desk, once, in one transaction with the call's row locked (so concurrent
 * events of one call wait for each other) and the caller's number locked (so two calls of one new
 * caller make one lead): a caller with an open lead has the call added to its timeline; a new caller
 * becomes a Phone call lead. A later event that turns the call missed flags the lead for a call back;
 * one that turns it answered clears a Phone call lead's flag.
 */
export async function joinCallToLead(req: PayloadRequest, callId: number): Promise<void> {
  try {
    await initTransaction(req)
    const [call] = await queryInTransaction<LockedCall>(
      req,
      sql`SELECT "id", "call_sid" AS "callSid", "caller", "called_number" AS "calledNumber", "started_at" AS "startedAt",
          "outcome", "source", "location_id" AS "locationId", "attribution_session_id" AS "attributionSessionId",
          "lead_id" AS "leadId"
          FROM "phone_calls" WHERE "id" = ${callId} FOR UPDATE`,
    )
    if (!call?.caller) return await commitTransaction(req)
    call.startedAt = new Date(call.startedAt)
    const caller = call.caller
    if (call.leadId === null) {
      await queryInTransaction(
        req,
        sql`SELECT pg_advisory_xact_lock(hashtext(${`caller:${caller.replace(/\D/g, '').slice(-10)}`}))`,
      )
      const open = await openLeadOf(req, caller)
      const leadId = open ?? (await createCallLead(req, call, caller))
      if (open) await addToOpenLead(req, open, call, caller)
      await queryInTransaction(req, sql`UPDATE "phone_calls" SET "lead_id" = ${leadId} WHERE "id" = ${call.id}`)
    } else {
      await settleCallBack(req, call)
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The outcome known after the lead was made: the Phone call lead this call made follows it. */
async function settleCallBack(req: PayloadRequest, call: LockedCall): Promise<void> {
  const { docs } = await req.payload.find({
    collection: phoneCallFacts.collection,
    where: { idempotencyKey: { equals: call.callSid } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const lead = docs[0]
  const callBack = call.outcome === 'missed'
  if (lead && lead.callBack !== callBack)
    await req.payload.update({
      collection: phoneCallFacts.collection,
      id: lead.id,
      data: { callBack },
      overrideAccess: true,
      depth: 0,
      req,
      context: { skipSiteNotify: true },
    })
  if (call.leadId !== null) await markCallBack(req, call.leadId, call)
}
