import type { AdPlatform } from '../collections/ad-spend'
import { inTransaction, type Pool } from '../utilities/database'
import type { SpendLine } from './read-spend-csv'

/** What an import did: rows new, rows whose cost changed, rows already as the file says. */
export interface SpendImported {
  created: number
  updated: number
  unchanged: number
}

/**
 * Upserts a platform's spend lines by (day, platform, campaign), the collection's unique index, in one
 * statement of one transaction: the file is taken whole or not at all, and importing the same file again
 * changes nothing (a row is updated only when its cost differs). A day is stored as its midnight UTC,
 * as the collection stores a hand-entered one.
 */
export async function importSpend(pool: Pool, platform: AdPlatform, lines: SpendLine[]): Promise<SpendImported> {
  if (lines.length === 0) return { created: 0, updated: 0, unchanged: 0 }
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ created: boolean }>(
      `INSERT INTO ad_spend (day, platform, campaign, cost)
       SELECT (line.day || 'T00:00:00Z')::timestamptz, $1, line.campaign, line.cost
       FROM unnest($2::text[], $3::text[], $4::numeric[]) AS line(day, campaign, cost)
       ON CONFLICT (day, platform, campaign) DO UPDATE SET cost = EXCLUDED.cost, updated_at = now()
         WHERE ad_spend.cost IS DISTINCT FROM EXCLUDED.cost
       RETURNING (xmax = 0) AS created`,
      [platform, lines.map((line) => line.day), lines.map((line) => line.campaign), lines.map((line) => line.cost)],
    )
    const created = rows.filter((row) => row.created).length
    return { created, updated: rows.length - created, unchanged: lines.length - rows.length }
  })
}
