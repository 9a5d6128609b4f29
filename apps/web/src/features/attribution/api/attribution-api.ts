import type { AttributionBody } from '@ecs/shared/attribution'
import { apiPaths } from '@ecs/shared/http'
import { apiRequest } from '../../../lib/api-client'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * POST /api/attribution (spec section 7). Resolves to whether the server saved it: a non-success
 * answer or a falsy body counts as not saved. Never throws: the caller logs and carries on.
 */
export async function saveAttribution(
  body: AttributionBody,
  fetchImpl?: Fetch,
): Promise<{ saved: boolean; data: unknown }> {
  try {
    const data = await apiRequest(apiPaths.attribution(), { json: body, fetch: fetchImpl })
    return { saved: Boolean(data), data: data ?? null }
  } catch (error) {
    return { saved: false, data: error }
  }
}

/**
 * GET /api/attribution/{sessionId}: the record the server holds for this session, or null when there is
 * none (404) or the answer has no sessionId (spec: an empty result is ignored).
 */
export async function fetchSavedAttribution(sessionId: string, fetchImpl?: Fetch): Promise<AttributionBody | null> {
  try {
    const data = await apiRequest<Partial<AttributionBody> | null>(apiPaths.attributionSession(sessionId), {
      fetch: fetchImpl,
    })
    return data && typeof data.sessionId === 'string' ? (data as AttributionBody) : null
  } catch {
    return null
  }
}
