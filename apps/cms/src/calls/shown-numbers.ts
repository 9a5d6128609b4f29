import {
  isCampaignTouch,
  POOL_HOLD_MINUTES,
  trackingSourceOf,
  type ShownNumbers,
  type ShownNumbersRequest,
} from '@ecs/shared/calls'
import { normalizeUsPhone } from '@ecs/shared/schemas'
import { firstTouch } from '../attribution/first-touch'
import { inTransaction, type Connection, type Pool } from '../utilities/database'

const HOLD = `interval '${POOL_HOLD_MINUTES} minutes'`

/** Each location's number and its active number for one source. */
const SOURCE_NUMBERS_SQL = `
  SELECT t."id", t."number", l."phone" AS "main", l."slug"
  FROM "tracking_numbers" t JOIN "locations" l ON l."id" = t."location_id"
  WHERE t."use" = 'source' AND t."active" AND t."source" = $1`

/** The visit's pool number at this location while its hold lasts, the hold renewed (the visit is still here). */
const RENEW_POOL_HOLD_SQL = `
  UPDATE "tracking_number_holds" h SET "held_until" = now() + ${HOLD}, "updated_at" = now()
  FROM "tracking_numbers" t
  WHERE h."tracking_number_id" = t."id" AND t."use" = 'pool' AND t."location_id" = $2
    AND h."session_id" = $1 AND h."held_until" > now()
  RETURNING t."number"`

/**
 * A free pool number of the location (held by no visit now), the one released longest ago first, so a
 * number rests before another visit is shown it and a late call still finds the visit that had it.
 */
const FREE_POOL_NUMBER_SQL = `
  SELECT t."id", t."number" FROM "tracking_numbers" t
  WHERE t."location_id" = $1 AND t."use" = 'pool' AND t."active"
    AND NOT EXISTS (SELECT 1 FROM "tracking_number_holds" h WHERE h."tracking_number_id" = t."id" AND h."held_until" > now())
  ORDER BY (SELECT max(h."held_until") FROM "tracking_number_holds" h WHERE h."tracking_number_id" = t."id") NULLS FIRST, t."id"
  LIMIT 1`

/** A visit shown a number: a new hold, or the visit's current one renewed. */
const HOLD_SQL = `
  WITH renewed AS (
    UPDATE "tracking_number_holds" SET "held_until" = now() + ${HOLD}, "updated_at" = now()
    WHERE "tracking_number_id" = $1 AND "session_id" = $2 AND "held_until" > now()
    RETURNING "id")
  INSERT INTO "tracking_number_holds" ("tracking_number_id", "session_id", "held_from", "held_until")
  SELECT $1, $2, now(), now() + ${HOLD} WHERE NOT EXISTS (SELECT 1 FROM renewed)`

const LOCATION_SQL = `SELECT "id", "phone" FROM "locations" WHERE "slug" = $1 LIMIT 1`

/**
 * The location's pool number for this visit: the one it holds, else a free one, held for
 * POOL_HOLD_MINUTES from its last page view. One visit at a time per number: pool holds of a location
 * are taken under a transaction lock of that location, so two visits never get the same number (the
 * second sees the first's hold once the first commits). Null when the pool is empty or all held.
 */
async function poolNumber(client: Connection, sessionId: string, locationId: number): Promise<string | null> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('tracking-pool'), $1)`, [locationId])
  const renewed = await client.query<{ number: string }>(RENEW_POOL_HOLD_SQL, [sessionId, locationId])
  if (renewed.rows[0]) return renewed.rows[0].number
  const free = await client.query<{ id: number; number: string }>(FREE_POOL_NUMBER_SQL, [locationId])
  const number = free.rows[0]
  if (!number) return null
  await client.query(HOLD_SQL, [number.id, sessionId])
  return number.number
}

/**
 * The numbers one visit is shown instead of the locations' own (POST /api/calls/numbers): for every
 * location with a number for the visit's first-touch source, that number; and, for a visit that came from
 * a campaign, on a location's page, a free number of its pool, lent to this visit alone. Each number shown is recorded as held by the visit
 * (a source number by many visits at once), so a call to it can be matched to the visit
 * (calls/match-call.ts). No tracking numbers: nothing to swap.
 */
export async function shownNumbers(pool: Pool, { sessionId, location }: ShownNumbersRequest): Promise<ShownNumbers> {
  const numbers: Record<string, string> = {}
  const touch = (await firstTouch(pool, sessionId)) as Parameters<typeof trackingSourceOf>[0] | undefined
  const source = touch ? trackingSourceOf(touch) : null
  return inTransaction(pool, async (client) => {
    if (source) {
      const { rows } = await client.query<{ id: number; number: string; main: string | null; slug: string }>(
        SOURCE_NUMBERS_SQL,
        [source],
      )
      for (const row of rows) {
        const main = row.main ? normalizeUsPhone(row.main) : undefined
        if (!main) continue
        numbers[main] = row.number
        // Held for the visit only where the page is the location's: the number it was shown to call.
        if (row.slug === location) await client.query(HOLD_SQL, [row.id, sessionId])
      }
    }
    if (location && touch && isCampaignTouch(touch)) {
      const { rows } = await client.query<{ id: number; phone: string | null }>(LOCATION_SQL, [location])
      const main = rows[0]?.phone ? normalizeUsPhone(rows[0].phone) : undefined
      const lent = rows[0] && main ? await poolNumber(client, sessionId, rows[0].id) : null
      if (main && lent) numbers[main] = lent
    }
    return { numbers }
  })
}
