import type { Endpoint } from 'payload'
import { ProblemError } from '@ecs/shared/http'
import { deskQuerySchema, leadChangeSchema, leadNoteSchema } from '@ecs/shared/leads'
import { changeLead } from '../../leads/desk/change-lead'
import { inboxPage } from '../../leads/desk/desk-inbox'
import { deskLead } from '../../leads/desk/desk-lead'
import { addNote } from '../../leads/desk/add-note'
import { databasePool } from '../../utilities/database'
import { json } from '../../utilities/json-response'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { leadIdParam, noSuchLead, parseBody, parseQuery } from './desk-handler'

/** GET /api/desk/leads: one page of the inbox over every kind, filtered and searched (see deskQuerySchema). */
export const inboxEndpoint: Endpoint = {
  path: '/desk/leads',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) =>
    json(await inboxPage(databasePool(req.payload), parseQuery(req, deskQuerySchema))),
  ),
}

async function leadOr404(req: Parameters<typeof deskLead>[0], id: number) {
  const lead = await deskLead(req, id)
  if (!lead) throw noSuchLead()
  return lead
}

/** GET /api/desk/leads/{id}: the lead page's data. */
export const leadEndpoint: Endpoint = {
  path: '/desk/leads/:id',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => json(await leadOr404(req, leadIdParam(req)))),
}

/**
 * PATCH /api/desk/leads/{id}: a change to the working fields (status, lost reason, owner, next
 * follow-up, value) with the version it was made on. Answers the lead page's data as it now is; 409
 * when someone changed the lead in between; 422 naming what the workflow refuses.
 */
export const changeLeadEndpoint: Endpoint = {
  path: '/desk/leads/:id',
  method: 'patch',
  handler: staffOnlyEndpoint(async (req) => {
    const id = leadIdParam(req)
    const change = await parseBody(req, leadChangeSchema)
    const outcome = await changeLead(req, id, change)
    if (!outcome.ok) throw new ProblemError(outcome.problem)
    return json(await leadOr404(req, id))
  }),
}

/** POST /api/desk/leads/{id}/notes: a note on the timeline (notes are only added, so no version check). */
export const addNoteEndpoint: Endpoint = {
  path: '/desk/leads/:id/notes',
  method: 'post',
  handler: staffOnlyEndpoint(async (req) => {
    const id = leadIdParam(req)
    const { text } = await parseBody(req, leadNoteSchema)
    if (!(await addNote(req, id, text))) throw noSuchLead()
    return json(await leadOr404(req, id), 201)
  }),
}
