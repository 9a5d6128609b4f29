import { problem, ProblemError } from '@ecs/shared/http'
import { z } from 'zod'
import { sessionDetail, sessionsPage } from '../../attribution/session-reports'
import { withSourceRules } from '../../attribution/report-filters'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'

/** GET /api/attribution-report/sessions: one page of sessions matching the filters (sessionsPage). */
export const attributionSessionsEndpoint = contractEndpoint('reportSessions', async ({ req, query }) =>
  sessionsPage(databasePool(req.payload), await withSourceRules(databasePool(req.payload), query)),
)

const sessionIdSchema = z.uuid()

/** GET /api/attribution-report/sessions/{sessionId}: a session's full record and its leads (sessionDetail). */
export const attributionSessionEndpoint = contractEndpoint('reportSession', async ({ req, params, refuse }) => {
  const sessionId = sessionIdSchema.safeParse(params.sessionId)
  if (!sessionId.success) throw refuse('sessionId', 'sessionId must be a UUID.', 400)
  const detail = await sessionDetail(databasePool(req.payload), sessionId.data)
  if (!detail) throw new ProblemError(problem(404, 'No attribution is recorded for this session.'))
  return detail
})
