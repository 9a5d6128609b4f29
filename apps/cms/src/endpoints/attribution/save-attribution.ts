import { attributionRecordSchema, fieldErrors, type AttributionRecord } from '@ecs/shared/schemas'
import type { Endpoint, Payload } from 'payload'
import { databasePool } from '../../utilities/database'
import { errorResponse, json } from '../../utilities/json-response'
import { readJsonBody } from '../../utilities/read-json-body'
import { CAMPAIGN_FIELDS, TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'

/** Twelve short fields fit in well under this; anything bigger is not a browser's record. */
const MAX_BODY_BYTES = 16 * 1024

const firstTouchColumns = ['session_id', ...TOUCH_FIELDS.map((field) => TOUCH_COLUMNS[field])]
const lastTouchAssignments = TOUCH_FIELDS.map((field) => `"last_touch_${TOUCH_COLUMNS[field]}" = EXCLUDED."${TOUCH_COLUMNS[field]}"`)

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

export function hasCampaign(record: AttributionRecord): boolean {
  return CAMPAIGN_FIELDS.some((field) => record[field] !== null)
}

/**
 * POST /api/attribution (spec section 7), public. Lean rather than Payload's generic create: the same
 * validation as the browser's schema, one parameterised upsert, no hooks or versions, so a burst of
 * first visits stays cheap. Answers 201 when the first touch was stored, 200 when the session already
 * had one (idempotent), 4xx naming the field for a bad body.
 */
export async function saveAttribution(payload: Payload, request: { headers: Headers; text?: () => Promise<string> }): Promise<Response> {
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return errorResponse(body.status, [{ field: '', message: body.message }])
  const parsed = attributionRecordSchema.safeParse(body.value)
  if (!parsed.success) return errorResponse(400, fieldErrors(parsed.error))

  const record = parsed.data
  const values = [record.sessionId, ...TOUCH_FIELDS.map((field) => record[field]), hasCampaign(record)]
  const result = await databasePool(payload).query<{ created: boolean }>(UPSERT_SQL, values)
  const created = result.rows[0]?.created === true
  const lastTouchRecorded = result.rowCount === 1 && !created
  return json({ sessionId: record.sessionId, created, lastTouchRecorded }, created ? 201 : 200)
}

/**
 * The same, as the collection's POST / endpoint (in-process REST and the local API's handler). The
 * CMS app also serves it from its own Next route (app/(payload)/api/attribution/route.ts), which
 * skips Payload's per-request set-up: a visitor's POST needs no user, locale or i18n.
 */
export const saveAttributionEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => saveAttribution(req.payload, { headers: req.headers, text: req.text?.bind(req) }),
}
