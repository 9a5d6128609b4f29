import type { PayloadRequest } from 'payload'
import type { LeadKind } from '@ecs/shared/leads'
import { normalizeUsPhone } from '@ecs/shared/schemas'
import { findDeskLead } from '../leads/desk/desk-sync'
import { customerRefusal, leadForText, queueText } from './send-text'
import { textProvider } from './text-provider'

/**
 * A new lead's texts, queued in its transaction: the customer's instant text when they agreed to texts
 * (at 8:00 their time when the lead comes at night), and an alert to each staff member who asked for
 * new leads by text.
 */
export async function queueNewLeadTexts(req: PayloadRequest, kind: LeadKind, documentId: number | string) {
  if (!textProvider) return
  const desk = await findDeskLead(req, kind, documentId)
  const lead = desk && (await leadForText(req, desk.id))
  if (!lead) return
  if (!(await customerRefusal(req, lead)))
    await queueText(req, { purpose: 'lead-confirmation', leadId: lead.id }, lead.location)
  const { docs: staff } = await req.payload.find({
    collection: 'users',
    where: { and: [{ textAlerts: { equals: true } }, { phone: { exists: true } }] },
    limit: 100,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const member of staff) {
    const to = member.phone && normalizeUsPhone(member.phone)
    if (to) await queueText(req, { purpose: 'staff-alert', leadId: lead.id, to })
  }
}
