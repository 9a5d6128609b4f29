import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { FIRST_CONTACT_LABELS, type LeadContact } from '@ecs/shared/leads'
import { sql } from '@payloadcms/db-postgres'
import { queryInTransaction } from '../../utilities/database'
import { recordFirstContact } from '../routing/first-contact'
import { actorOf, appendToTimeline } from './lead-timeline'

/**
 * Logs a call or email a staff member made to the customer: on the timeline, the lead marked as worked,
 * and kept as its first contact if it is the first. One transaction, the lead's row locked from the start.
 * False when there is no such lead.
 */
export async function logContact(req: PayloadRequest, id: number, contact: LeadContact): Promise<boolean> {
  const startedHere = await initTransaction(req)
  try {
    // Locked first: two contacts logged at once are written one after the other (each of them locks the
    // row later anyway, and taking it late in both deadlocked them).
    const [lead] = await queryInTransaction<{ id: number }>(
      req,
      sql`SELECT id FROM desk_leads WHERE id = ${id} FOR UPDATE`,
    )
    if (!lead) {
      if (startedHere) await killTransaction(req)
      return false
    }
    const actor = actorOf(req)
    const now = new Date()
    await appendToTimeline(req, id, {
      type: 'contact',
      actor,
      toValue: contact.channel,
      text: contact.text || FIRST_CONTACT_LABELS[contact.channel],
    })
    await recordFirstContact(req, id, contact.channel, actor, now)
    await req.payload.update({
      collection: 'desk-leads',
      id,
      data: { lastActivityAt: now.toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (startedHere) await commitTransaction(req)
    return true
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
