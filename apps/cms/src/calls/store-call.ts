import type { CallEvent } from './call-event'
import type { CallMatch } from './match-call'
import type { Connection } from '../utilities/database'

const OUTCOME_RANK = `CASE $OUTCOME WHEN 'answered' THEN 2 WHEN 'missed' THEN 1 ELSE 0 END`
const rank = (column: string) => OUTCOME_RANK.replace('$OUTCOME', column)

/**
 * One row per call, whatever the order and repetition of its events: the first event's caller, number,
 * match and time are kept (an earlier start replaces a later one), the outcome only moves up
 * (ringing, missed, answered), the duration only grows, a recording once known stays.
 */
const UPSERT_CALL_SQL = `
  INSERT INTO "phone_calls" ("call_sid", "caller", "called_number", "tracking_number_id", "location_id", "started_at",
    "duration_seconds", "outcome", "recording_url", "source", "attribution_session_id")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  ON CONFLICT ("call_sid") DO UPDATE SET
    "caller" = COALESCE("phone_calls"."caller", EXCLUDED."caller"),
    "called_number" = COALESCE("phone_calls"."called_number", EXCLUDED."called_number"),
    "tracking_number_id" = COALESCE("phone_calls"."tracking_number_id", EXCLUDED."tracking_number_id"),
    "location_id" = COALESCE("phone_calls"."location_id", EXCLUDED."location_id"),
    "started_at" = LEAST("phone_calls"."started_at", EXCLUDED."started_at"),
    "duration_seconds" = GREATEST("phone_calls"."duration_seconds", EXCLUDED."duration_seconds"),
    "outcome" = CASE WHEN ${rank('EXCLUDED."outcome"')} > ${rank('"phone_calls"."outcome"')}
      THEN EXCLUDED."outcome" ELSE "phone_calls"."outcome" END,
    "recording_url" = COALESCE(EXCLUDED."recording_url", "phone_calls"."recording_url"),
    "source" = COALESCE("phone_calls"."source", EXCLUDED."source"),
    "attribution_session_id" = COALESCE("phone_calls"."attribution_session_id", EXCLUDED."attribution_session_id"),
    "updated_at" = now()
  RETURNING "id"`

/** Stores one event of a call (a single statement: concurrent events of one call serialise on its row). */
export async function storeCallEvent(db: Connection, event: CallEvent, match: CallMatch | undefined): Promise<number> {
  const { rows } = await db.query<{ id: number }>(UPSERT_CALL_SQL, [
    event.callSid,
    event.caller,
    event.dialled,
    match?.trackingNumberId ?? null,
    match?.locationId ?? null,
    event.startedAt.toISOString(),
    event.durationSeconds,
    event.outcome,
    event.recordingUrl,
    match?.source ?? null,
    match?.attributionSessionId ?? null,
  ])
  return rows[0]!.id
}
