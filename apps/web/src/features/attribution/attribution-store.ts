import { ATTRIBUTION_SESSION_KEY, type AttributionBody } from '@ecs/shared/attribution'

/** The visitor's record as held in the browser: the body it posts and whether the server saved it. */
export interface StoredAttribution {
  record: AttributionBody
  saved: boolean
}

export const ATTRIBUTION_RECORD_KEY = 'attribution_record'

/**
 * The session id under `attribution_session_id`, created once with
 * crypto.randomUUID. `created` says whether this call made it (a first visit).
 */
export function getOrCreateSessionId(storage: Storage): { sessionId: string; created: boolean } {
  const existing = safeGet(storage, ATTRIBUTION_SESSION_KEY)
  if (existing) return { sessionId: existing, created: false }
  const sessionId = crypto.randomUUID()
  safeSet(storage, ATTRIBUTION_SESSION_KEY, sessionId)
  return { sessionId, created: true }
}

export function readStoredAttribution(storage: Storage): StoredAttribution | null {
  const raw = safeGet(storage, ATTRIBUTION_RECORD_KEY)
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as StoredAttribution
    return parsed && typeof parsed.record?.sessionId === 'string' ? parsed : null
  } catch {
    return null
  }
}

export function writeStoredAttribution(storage: Storage, value: StoredAttribution): void {
  safeSet(storage, ATTRIBUTION_RECORD_KEY, JSON.stringify(value))
}

// Storage can throw (private mode, quota, disabled cookies): attribution must never break the page.
function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

function safeSet(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value)
  } catch {
    // Kept in memory for this page only; the next load tries again.
  }
}
