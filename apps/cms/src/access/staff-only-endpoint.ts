import { problem, problemResponse } from '@ecs/shared/http'
import type { PayloadHandler, PayloadRequest } from 'payload'
import { answeringProblems } from '../utilities/json-response'
import { isStaff } from '@ecs/shared/roles'

/**
 * Wraps a custom endpoint that reads business data (attribution reports, lead counts, webhook tests):
 * anonymous callers get 401, signed-in users without the admin or staff role 403. Custom endpoints
 * skip collection access, so this check is the endpoint's security boundary.
 */
export function staffOnlyEndpoint(handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler {
  return answeringProblems(async (req) => {
    if (!req.user) return problemResponse(problem(401, 'Please sign in to see this.'))
    if (!isStaff(req.user))
      return problemResponse(problem(403, 'Your account does not have the staff role this needs.'))
    return handler(req)
  })
}
