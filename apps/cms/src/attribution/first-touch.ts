import type { Pool } from 'pg'
import { TOUCH_COLUMNS, TOUCH_FIELDS } from './columns'

const SELECT_SQL = `
  SELECT "session_id" AS "sessionId", ${TOUCH_FIELDS.map((field) => `"${TOUCH_COLUMNS[field]}" AS "${field}"`).join(', ')}, "created_at" AS "createdAt"
  FROM "attribution" WHERE "session_id" = $1`

/** A session's first touch as the browser sent it (POST /api/attribution), or undefined when none is recorded. */
export async function firstTouch(pool: Pick<Pool, 'query'>, sessionId: string): Promise<unknown> {
  const { rows } = await pool.query(SELECT_SQL, [sessionId])
  return rows[0]
}
