import type { Pool } from '../../utilities/database'
import type { ConversionKind } from '../../collections/ads-conversion-uploads'
import { clickId } from '../desk/ads-conversions'
import type { ConversionFacts } from './conversion-event'

/**
 * One lead's conversion as Google Ads is told of it, or undefined when the lead has not (or no longer)
 * made it: its won or qualified time, the won job's value, the customer's email and phone, and the click
 * ids of the visit's touch Google should credit (as the download picks them).
 */
export async function conversionFacts(
  pool: Pool,
  leadId: number,
  conversion: ConversionKind,
): Promise<ConversionFacts | undefined> {
  const { rows } = await pool.query<ConversionFacts & { at: Date | null }>(
    `SELECT l.kind, l.reference, CASE WHEN $2 = 'won' THEN l.won_at ELSE l.qualified_at END AS at,
        CASE WHEN $2 = 'won' THEN l.value::float8 END AS value, l.email, l.phone,
        ${clickId('gclid')} AS gclid, ${clickId('gbraid')} AS gbraid, ${clickId('wbraid')} AS wbraid
      FROM desk_leads l LEFT JOIN attribution a ON a.session_id = l.attribution_session_id
      WHERE l.id = $1`,
    [leadId, conversion],
  )
  const row = rows[0]
  if (!row?.at) return undefined
  return { ...row, at: row.at, conversion }
}
