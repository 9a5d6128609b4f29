import type { AttributionBody } from '@ecs/shared/attribution'
import { problem, ProblemError } from '@ecs/shared/http'
import { z } from 'zod'
import { firstTouch } from '../../attribution/first-touch'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

const sessionIdSchema = z.uuid()

/**
 * GET /api/attribution/{sessionId}, public for that one record: knowing a session's random id is what
 * lets a browser read its own first touch. 404 when there is none. Payload's own GET
 * /api/attribution/:id (by numeric id) is replaced by this; staff list records with GET
 * /api/attribution, which keeps the collection's staff-only read access.
 */
export const readAttributionEndpoint = contractEndpoint(
  'attributionRead',
  async ({ req, params }) => {
    const sessionId = sessionIdSchema.safeParse(params.sessionId)
    // Not a UUID is "no such session" too: a malformed id can never have a record.
    const record = sessionId.success ? await firstTouch(databasePool(req.payload), sessionId.data) : undefined
    if (!record) throw new ProblemError(problem(404, 'No attribution is recorded for this session.'))
    return record as AttributionBody
  },
  { collection: 'attribution' },
)
