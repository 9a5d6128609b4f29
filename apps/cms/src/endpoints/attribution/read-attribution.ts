import { z } from 'zod'
import type { Endpoint } from 'payload'
import { databasePool } from '../../utilities/database'
import { problem, problemResponse } from '@ecs/shared/http'
import { json } from '../../utilities/json-response'
import { TOUCH_COLUMNS, TOUCH_FIELDS } from '../../attribution/columns'

const sessionIdSchema = z.uuid()

const SELECT_SQL = `
  SELECT "session_id" AS "sessionId", ${TOUCH_FIELDS.map((field) => `"${TOUCH_COLUMNS[field]}" AS "${field}"`).join(', ')}, "created_at" AS "createdAt"
  FROM "attribution" WHERE "session_id" = $1`

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
    const { rows } = sessionId.success
      ? await databasePool(req.payload).query(SELECT_SQL, [sessionId.data])
      : { rows: [] }
    if (rows.length === 0) return problemResponse(problem(404, 'No attribution is recorded for this session.'))
    return json(rows[0])
  },
}
