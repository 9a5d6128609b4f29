import type { PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { workingMinutesBetween } from '@ecs/shared/hours'
import { FIRST_CONTACT_LABELS, type FirstContactChannel } from '@ecs/shared/leads'
import { queryInTransaction } from '../../utilities/database'
import { appendToTimeline } from '../desk/lead-timeline'
import { locationRouting } from './location-working-hours'

/**
 * Keeps a lead's first contact, inside the caller's transaction: the first call, text or email staff
 * sent the customer, or its move out of "new", whichever came first. Only the first is kept (the
 * conditional update is atomic, so two at once keep one), with how, when and the working minutes the
 * lead waited (counted in its location's office hours; wall minutes when it has no location), and it
 * goes on the timeline. Automatic emails never call this. True when this was the first.
 */
export async function recordFirstContact(
  req: PayloadRequest,
  leadId: number,
  channel: FirstContactChannel,
  actor: number | null,
  at = new Date(),
): Promise<boolean> {
  const [lead] = await queryInTransaction<{ createdAt: string; locationId: number | null }>(
    req,
    sql`SELECT created_at AS "createdAt", location_id AS "locationId" FROM desk_leads
      WHERE id = ${leadId} AND first_contact_at IS NULL`,
  )
  if (!lead) return false
  const arrived = new Date(lead.createdAt)
  const location = lead.locationId === null ? undefined : await locationRouting(req, lead.locationId)
  const waited = location
    ? workingMinutesBetween(location.working, arrived, at)
    : Math.max(0, Math.floor((at.getTime() - arrived.getTime()) / 60_000))
  const kept = await queryInTransaction<{ id: number }>(
    req,
    sql`UPDATE desk_leads SET first_contact_at = ${at.toISOString()}, first_contact_by = ${channel},
      first_contact_minutes = ${waited} WHERE id = ${leadId} AND first_contact_at IS NULL RETURNING id`,
  )
  if (kept.length === 0) return false
  await appendToTimeline(req, leadId, {
    type: 'first-contact',
    actor,
    toValue: channel,
    text: `${FIRST_CONTACT_LABELS[channel]} after ${waited} working ${waited === 1 ? 'minute' : 'minutes'}`,
  })
  return true
}
