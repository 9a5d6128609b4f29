import type { Tap } from '@ecs/shared/calls'
import type { Connection } from '../utilities/database'

const COLUMNS = { call: 'call_taps', text: 'text_taps' } as const

/**
 * One tap on a phone or text link, added to its visit's count (one statement). A session the CMS has
 * no record of is not counted (answered recorded: false): taps are reported per campaign, through the visit.
 */
export async function recordTap(db: Connection, tap: Tap): Promise<{ recorded: boolean }> {
  const column = COLUMNS[tap.kind]
  const { rowCount } = await db.query(
    `UPDATE "attribution" SET "${column}" = coalesce("${column}", 0) + 1, "updated_at" = now() WHERE "session_id" = $1`,
    [tap.sessionId],
  )
  return { recorded: rowCount === 1 }
}
