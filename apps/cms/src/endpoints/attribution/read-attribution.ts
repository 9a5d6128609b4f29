import { problem, problemResponse } from '@ecs/shared/http'
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { firstTouch } from '../../attribution/first-touch'
import { databasePool } from '../../utilities/database'
import { json } from '../../utilities/json-response'

const sessionIdSchema = z.uuid()

/**
 * GET /api/attribution/{sessionId} (spec section 7), public for that one record: knowing a session's
 * random id is what lets a browser read its own first touch. 404 when there is none. Payload's own
 * GET /api/attribution/:id (by numeric id) is replaced by this; staff list records with GET
 * /api/attribution, which keeps the collection's staff-only read access.
 */
export const readAttributionEndpoint: Endpoint = {
  path: '/:sessionId',
  method: 'get',
  handler: async (req) => {
    const sessionId = sessionIdSchema.safeParse(req.routeParams?.sessionId)
    // Not a UUID is "no such session" too: a malformed id can never have a record.
    const record = sessionId.success ? await firstTouch(databasePool(req.payload), sessionId.data) : undefined
    if (!record) return problemResponse(problem(404, 'No attribution is recorded for this session.'))
    return json(record)
  },
}
