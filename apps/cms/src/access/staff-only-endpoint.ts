import type { PayloadHandler, PayloadRequest } from 'payload'
import { errorResponse } from '../utilities/json-response'
import { hasRole } from './roles'

/**
 * Wraps a custom endpoint that reads business data (attribution reports, lead counts): anonymous
 * callers get 401, signed-in users without the admin or staff role 403. Custom endpoints skip
 * collection access, so this check is the endpoint's security boundary.
 */
export function staffOnlyEndpoint(handler: (req: PayloadRequest) => Promise<Response>): PayloadHandler {
  return async (req) => {
    if (!req.user) return errorResponse(401, [{ field: '', message: 'Please sign in.' }])
    if (!hasRole(req.user, 'admin', 'staff'))
      return errorResponse(403, [{ field: '', message: 'Your account cannot see this report.' }])
    return handler(req)
  }
}
