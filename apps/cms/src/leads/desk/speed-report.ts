import { defaultReportRange } from '@ecs/shared/attribution'
import type { SpeedFigures, SpeedReport } from '@ecs/shared/api'
import { FAST_CONTACT_MINUTES, WON_STATUS, type SpeedQuery } from '@ecs/shared/leads'
import type { Pool } from '../../utilities/database'

interface SpeedRow {
  dimension: 'total' | 'location' | 'staff'
  id: number | null
  label: string | null
  leads: number
  contacted: number
  median: number | null
  p90: number | null
  withinTarget: number
  neverContacted: number
  fast: number
  fastWon: number
  later: number
  laterWon: number
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole)

const figures = (row: SpeedRow): SpeedFigures => ({
  leads: row.leads,
  contacted: row.contacted,
  medianMinutes: row.median,
  p90Minutes: row.p90,
  withinTarget: row.withinTarget,
  withinTargetShare: share(row.withinTarget, row.contacted + row.neverContacted),
  neverContacted: row.neverContacted,
  fast: row.fast,
  fastWonShare: share(row.fastWon, row.fast),
  later: row.later,
  laterWonShare: share(row.laterWon, row.later),
})

const NO_LEADS: SpeedRow = {
  dimension: 'total',
  id: null,
  label: null,
  leads: 0,
  contacted: 0,
  median: null,
  p90: null,
  withinTarget: 0,
  neverContacted: 0,
  fast: 0,
  fastWon: 0,
  later: 0,
  laterWon: 0,
}

/**
 * How fast the leads that arrived in the range were answered, in all, per location and per staff member
 * (the owner the lead was given to; "Unassigned" for none), in one pass (GROUPING SETS) over the desk's
 * leads with a first-contact clock (the routed kinds). The waits are the working minutes each lead's first
 * contact kept (counted in its location's office hours and time zone when it was recorded), so the
 * percentiles are plain `percentile_cont` over a stored column; within target means contacted by the
 * lead's due time. Leads not contacted whose due time has not come yet count in `leads` only.
 */
export async function speedReport(pool: Pool, query: SpeedQuery, now = new Date()): Promise<SpeedReport> {
  const range = defaultReportRange(now.getTime())
  const from = query.from ?? range.from
  const to = query.to ?? range.to
  const { rows } = await pool.query<SpeedRow>(
    `SELECT
       CASE grouping(l.location_id, l.owner_id) WHEN 3 THEN 'total' WHEN 1 THEN 'location' ELSE 'staff' END AS dimension,
       CASE grouping(l.location_id, l.owner_id) WHEN 1 THEN l.location_id ELSE l.owner_id END AS id,
       CASE grouping(l.location_id, l.owner_id) WHEN 1 THEN min(loc.label) ELSE min(coalesce(u.name, u.email)) END AS label,
       count(*)::int AS leads,
       count(l.first_contact_at)::int AS contacted,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY l.first_contact_minutes) AS median,
       percentile_cont(0.9) WITHIN GROUP (ORDER BY l.first_contact_minutes) AS p90,
       count(*) FILTER (WHERE l.first_contact_at <= l.first_contact_due_at)::int AS "withinTarget",
       count(*) FILTER (WHERE l.first_contact_at IS NULL AND l.first_contact_due_at <= $3)::int AS "neverContacted",
       count(*) FILTER (WHERE l.first_contact_minutes <= $4)::int AS fast,
       count(*) FILTER (WHERE l.first_contact_minutes <= $4 AND l.status = $5)::int AS "fastWon",
       count(*) FILTER (WHERE l.first_contact_minutes > $4)::int AS later,
       count(*) FILTER (WHERE l.first_contact_minutes > $4 AND l.status = $5)::int AS "laterWon"
     FROM desk_leads l
       LEFT JOIN locations loc ON loc.id = l.location_id
       LEFT JOIN users u ON u.id = l.owner_id
     WHERE l.first_contact_due_at IS NOT NULL
       AND l.created_at >= $1::date AND l.created_at < $2::date + 1
     GROUP BY GROUPING SETS ((), (l.location_id), (l.owner_id))
     ORDER BY leads DESC, label`,
    [from, to, now.toISOString(), FAST_CONTACT_MINUTES, WON_STATUS],
  )
  const of = (dimension: SpeedRow['dimension']) => rows.filter((row) => row.dimension === dimension)
  return {
    from,
    to,
    total: figures(rows.find((row) => row.dimension === 'total') ?? NO_LEADS),
    byLocation: of('location').map((row) => ({ id: row.id, label: row.label ?? 'No location', ...figures(row) })),
    byStaff: of('staff').map((row) => ({ id: row.id, name: row.label ?? 'Unassigned', ...figures(row) })),
  }
}
