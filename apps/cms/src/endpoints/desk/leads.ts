import type { LeadPage } from '@ecs/shared/api'
import { ProblemError } from '@ecs/shared/http'
import { changeLead } from '../../leads/desk/change-lead'
import { inboxPage } from '../../leads/desk/desk-inbox'
import { deskLead } from '../../leads/desk/desk-lead'
import { addNote } from '../../leads/desk/add-note'
import { logContact } from '../../leads/desk/log-contact'
import { databasePool } from '../../utilities/database'
import { answered, contractEndpoint } from '../contract-endpoint'
import { leadIdParam, noSuchLead } from './desk-handler'

/** GET /api/desk/leads: one page of the inbox over every kind, filtered and searched (see deskQuerySchema). */
export const inboxEndpoint = contractEndpoint('deskInbox', async ({ req, query }) =>
  inboxPage(databasePool(req.payload), query),
)

async function leadOr404(req: Parameters<typeof deskLead>[0], id: number): Promise<LeadPage> {
  const lead = await deskLead(req, id)
  if (!lead) throw noSuchLead()
  return lead
}

/** GET /api/desk/leads/{id}: the lead page's data. */
export const leadEndpoint = contractEndpoint('deskLead', async ({ req, params }) =>
  leadOr404(req, leadIdParam(params.id)),
)

/**
 * PATCH /api/desk/leads/{id}: a change to the working fields (status, lost reason, owner, next
 * follow-up, value) with the version it was made on. Answers the lead page's data as it now is; 409
 * when someone changed the lead in between; 422 naming what the workflow refuses.
 */
export const changeLeadEndpoint = contractEndpoint('deskChangeLead', async ({ req, params, body }) => {
  const id = leadIdParam(params.id)
  const outcome = await changeLead(req, id, body)
  if (!outcome.ok) throw new ProblemError(outcome.problem)
  return leadOr404(req, id)
})

/** POST /api/desk/leads/{id}/notes: a note on the timeline (notes are only added, so no version check). */
export const addNoteEndpoint = contractEndpoint('deskAddNote', async ({ req, params, body }) => {
  const id = leadIdParam(params.id)
  if (!(await addNote(req, id, body.text))) throw noSuchLead()
  return answered(await leadOr404(req, id), 201)
})

/** POST /api/desk/leads/{id}/contacts: a call or email staff made, logged (the first is the lead's first contact). */
export const logContactEndpoint = contractEndpoint('deskLogContact', async ({ req, params, body }) => {
  const id = leadIdParam(params.id)
  if (!(await logContact(req, id, body))) throw noSuchLead()
  return answered(await leadOr404(req, id), 201)
})
