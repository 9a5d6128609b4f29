import { actorOf } from '../../leads/desk/lead-timeline'
import { checkPlaceholders } from '../../leads/lead-words'
import { customerRefusal, leadForText, queueText } from '../../texts/send-text'
import { answered, contractEndpoint } from '../contract-endpoint'
import { leadIdParam, noSuchLead } from './desk-handler'

/**
 * POST /api/desk/leads/{id}/texts: a staff member's text to the lead's customer, its {placeholders}
 * filled in for the lead. 202 with when it goes out (at once, or 8:00 in the customer's time zone);
 * 422 for an unknown placeholder; 409 when the customer cannot be texted (no consent, STOP, texts off).
 */
export const sendTextEndpoint = contractEndpoint('deskSendText', async ({ req, params, body, refuse }) => {
  const id = leadIdParam(params.id)
  const lead = await leadForText(req, id)
  if (!lead) throw noSuchLead()
  const placeholders = checkPlaceholders(body.body)
  if (placeholders !== true) throw refuse('body', placeholders)
  const refusal = await customerRefusal(req, lead)
  if (refusal) throw refuse('body', refusal, 409)
  const queued = await queueText(
    req,
    { purpose: 'staff', leadId: id, body: body.body, actor: actorOf(req) },
    lead.location,
  )
  return answered(queued, 202)
})
