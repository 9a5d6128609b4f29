import { trackingSourceOf, type TrackingSource } from '@ecs/shared/calls'
import { firstTouch } from '../attribution/first-touch'
import type { Connection } from '../utilities/database'

/** What a call to a tracking number is matched to: the number, its location, and the visit or source behind it. */
export interface CallMatch {
  trackingNumberId: number
  locationId: number
  /** The location's own number, where the call is forwarded. */
  forwardTo: string | null
  source: TrackingSource | null
  attributionSessionId: string | null
}

/**
 * The number called and the visits shown it at the time of the call: a pool number's one holder, or
 * the visits shown a source number (several at once: the call is the source's, and the visit's only
 * when it was the only one shown that number then).
 */
const MATCH_SQL = `
  SELECT t."id", t."location_id" AS "locationId", t."use", t."source", l."phone" AS "forwardTo",
    ARRAY(
      SELECT DISTINCT h."session_id" FROM "tracking_number_holds" h
      WHERE h."tracking_number_id" = t."id" AND h."held_from" <= $2 AND h."held_until" >= $2
      LIMIT 2
    ) AS "sessions"
  FROM "tracking_numbers" t JOIN "locations" l ON l."id" = t."location_id"
  WHERE t."dialled" = $1`

/** Matches a call to `dialled` (E.164) at `at`; undefined when the number is not one of ours. */
export async function matchCall(db: Connection, dialled: string, at: Date): Promise<CallMatch | undefined> {
  const { rows } = await db.query<{
    id: number
    locationId: number
    use: 'source' | 'pool'
    source: TrackingSource | null
    forwardTo: string | null
    sessions: string[]
  }>(MATCH_SQL, [dialled, at.toISOString()])
  const number = rows[0]
  if (!number) return undefined
  const sessionId = number.sessions.length === 1 ? number.sessions[0]! : null
  const touch = sessionId ? ((await firstTouch(db, sessionId)) as Parameters<typeof trackingSourceOf>[0]) : undefined
  return {
    trackingNumberId: number.id,
    locationId: number.locationId,
    forwardTo: number.forwardTo,
    source: number.use === 'source' ? number.source : touch ? trackingSourceOf(touch) : null,
    attributionSessionId: sessionId,
  }
}
