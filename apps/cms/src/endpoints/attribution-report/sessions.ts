import { problem, problemResponse } from '@ecs/shared/http'
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { sessionDetail, sessionsPage } from '../../attribution/session-reports'
import { databasePool } from '../../utilities/database'
import { json } from '../../utilities/json-response'
import { reportHandler } from './report-handler'

/** GET /api/attribution-report/sessions: one page of sessions matching the filters (sessionsPage). */
export const attributionSessionsEndpoint: Endpoint = {
  path: '/attribution-report/sessions',
  method: 'get',
  handler: reportHandler(async ({ query, pool }) => json(await sessionsPage(pool, query))),
}

const sessionIdSchema = z.uuid()

/** GET /api/attribution-report/sessions/{sessionId}: a session's full record and its leads (sessionDetail). */
export const attributionSessionEndpoint: Endpoint = {
  path: '/attribution-report/sessions/:sessionId',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const sessionId = sessionIdSchema.safeParse(req.routeParams?.sessionId)
    if (!sessionId.success) {
      const message = 'sessionId must be a UUID.'
      return problemResponse(problem(400, message, { kind: 'validation', errors: [{ field: 'sessionId', message }] }))
    }
    const detail = await sessionDetail(databasePool(req.payload), sessionId.data)
    if (!detail) return problemResponse(problem(404, 'No attribution is recorded for this session.'))
    return json(detail)
  }),
}
