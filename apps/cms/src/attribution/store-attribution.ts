import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { attributionRecordSchema, fieldErrors, type AttributionRecord } from '@ecs/shared/schemas'
import type { Pool, QueryResult } from 'pg'
import { CAMPAIGN_FIELDS, TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'

export const MAX_ATTRIBUTION_BODY_BYTES = BODY_LIMITS.attribution

const firstTouchColumns = ['session_id', ...TOUCH_FIELDS.map((field) => TOUCH_COLUMNS[field])]
const lastTouchAssignments = TOUCH_FIELDS.map(
  (field) => `"last_touch_${TOUCH_COLUMNS[field]}" = EXCLUDED."${TOUCH_COLUMNS[field]}"`,
)

/**
 * One statement per request: insert the first touch, or, when the session already has one, record
 * this visit as the last touch if (and only if) it carries campaign parameters. The first-touch
 * columns are never in the update list, so nothing can overwrite them. `xmax = 0` tells an inserted
 * row from an updated one. The SQL text is fixed; only values are bound.
 */
const UPSERT_SQL = `
  INSERT INTO "attribution" (${firstTouchColumns.map((column) => `"${column}"`).join(', ')})
  VALUES (${firstTouchColumns.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT ("session_id") DO UPDATE SET
    ${lastTouchAssignments.join(',\n    ')},
    "last_touch_at" = now(),
    "updated_at" = now()
  WHERE $${firstTouchColumns.length + 1}::boolean
  RETURNING (xmax = 0) AS "created"`

function hasCampaign(record: AttributionRecord): boolean {
  return CAMPAIGN_FIELDS.some((field) => record[field] !== null)
}

/** A transport-neutral success answer, written out by the Payload endpoint and by the CMS server's fast path. */
export interface StoredAttribution {
  status: 200 | 201
  body: { sessionId: string; created: boolean; lastTouchRecorded: boolean }
}

/**
 * POST /api/attribution, public. Lean rather than Payload's generic create: the same
 * validation as the browser's schema, one parameterised upsert, no hooks or versions, so a burst of
 * first visits stays cheap. Answers 201 when the first touch was stored, 200 when the session already
 * had one (idempotent); throws a ProblemError: 400 naming the fields of a bad record, 503 when the
 * database cannot take it.
 */
export async function storeAttribution(pool: Pick<Pool, 'query'>, value: unknown): Promise<StoredAttribution> {
  const parsed = attributionRecordSchema.safeParse(value)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw new ProblemError(problem(400, 'The attribution record is not valid.', { kind: 'validation', errors }))
  }

  const record = parsed.data
  const values = [record.sessionId, ...TOUCH_FIELDS.map((field) => record[field]), hasCampaign(record)]
  let result: QueryResult<{ created: boolean }>
  try {
    result = await pool.query<{ created: boolean }>(UPSERT_SQL, values)
  } catch (error) {
    console.error('[attribution] the visit could not be stored', error)
    throw new ProblemError(problem(503, 'The visit could not be recorded just now; try again.'))
  }
  const created = result.rows[0]?.created === true
  const lastTouchRecorded = result.rowCount === 1 && !created
  return { status: created ? 201 : 200, body: { sessionId: record.sessionId, created, lastTouchRecorded } }
}
