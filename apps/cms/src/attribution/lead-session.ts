import type { LeadPage } from '@ecs/shared/api'
import type { Pool } from '../utilities/database'
import { LAST_TOUCH_JSON, SESSION_SELECT } from './session-columns'

/**
 * The one way the lead desk reads a visitor session: its first touch and its last touch, for the lead's
 * page; null when the session is not (or no longer) stored.
 */
export async function leadSession(pool: Pool, sessionId: string): Promise<LeadPage['attribution']> {
  const { rows } = await pool.query<NonNullable<LeadPage['attribution']>>(
    `SELECT ${SESSION_SELECT}, ${LAST_TOUCH_JSON} AS "lastTouch" FROM attribution a WHERE a.session_id = $1`,
    [sessionId],
  )
  return rows[0] ?? null
}

/**
 * How the desk names a lead's session source: the report source rules (read once per request), which
 * sources its filter lists under a source, and the source a row is reported under (source-rules.ts).
 */
export {
  readSourceRules,
  reportedSourceSql,
  sourceRulesCell,
  sourcesListedAs,
  type SourceRuleSet,
} from './source-rules'
