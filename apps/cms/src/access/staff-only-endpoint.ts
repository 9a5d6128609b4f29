import { problem, problemResponse } from '@ecs/shared/http'
import type { PayloadHandler, PayloadRequest } from 'payload'
import { answeringProblems } from '../utilities/json-response'
import { hasRole, isStaff } from '@ecs/shared/roles'

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

/**
 * Wraps a custom endpoint that answers aggregate figures without personal data (the campaign reports'
 * counts and revenue): the whole team (admins, staff, marketing) may read them; anonymous callers get
 * 401, accounts without a team role 403.
 */
export function teamOnlyEndpoint(handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler {
  return answeringProblems(async (req) => {
    if (!req.user) return problemResponse(problem(401, 'Please sign in to see this.'))
    if (!hasRole(req.user, 'admin', 'staff', 'marketing'))
      return problemResponse(problem(403, 'Your account does not have a role that reads the reports.'))
    return handler(req)
  })
}
