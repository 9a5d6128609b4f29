import type { AttributionBody } from '@ecs/shared/attribution'

type Fetch = typeof fetch

/**
 * POST /api/attribution (spec section 7). Resolves to whether the server saved it: a non-success
 * answer or a falsy body counts as not saved. Never throws: the caller logs and carries on.
 */
export async function saveAttribution(
  body: AttributionBody,
  fetchImpl: Fetch = fetch,
): Promise<{ saved: boolean; data: unknown }> {
  try {
    const response = await fetchImpl('/api/attribution', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const data: unknown = await response.json().catch(() => null)
    return { saved: response.ok && Boolean(data), data }
  } catch (error) {
    return { saved: false, data: error }
  }
}

/**
 * GET /api/attribution/{sessionId}: the record the server holds for this session, or null when there is
 * none (404) or the answer has no sessionId (spec: an empty result is ignored).
 */
export async function fetchSavedAttribution(
  sessionId: string,
  fetchImpl: Fetch = fetch,
): Promise<AttributionBody | null> {
  try {
    const response = await fetchImpl(`/api/attribution/${encodeURIComponent(sessionId)}`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    })
    if (!response.ok) return null
    const data = (await response.json()) as Partial<AttributionBody> | null
    return data && typeof data.sessionId === 'string' ? (data as AttributionBody) : null
  } catch {
    return null
  }
}
