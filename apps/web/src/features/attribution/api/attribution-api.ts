import type { AttributionBody } from '@ecs/shared/attribution'
import { callApi } from '../../../lib/api-client'

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * Saves the visit's first touch. Resolves to whether the server saved it: a non-success
 * answer or a falsy body counts as not saved. Never throws: the caller logs and carries on.
 */
export async function saveAttribution(
  body: AttributionBody,
  fetchImpl?: Fetch,
): Promise<{ saved: boolean; data: unknown }> {
  try {
    const data = await callApi('attributionSave', { json: body, fetch: fetchImpl })
    return { saved: Boolean(data), data: data ?? null }
  } catch (error) {
    return { saved: false, data: error }
  }
}

/**
 * The record the server holds for this session, or null when there is
 * none (404) or the answer has no sessionId (an empty result is ignored).
 */
export async function fetchSavedAttribution(sessionId: string, fetchImpl?: Fetch): Promise<AttributionBody | null> {
  try {
    const data: Partial<AttributionBody> | null = await callApi('attributionRead', {
      params: { sessionId },
      fetch: fetchImpl,
    })
    return data && typeof data.sessionId === 'string' ? (data as AttributionBody) : null
  } catch {
    return null
  }
}
