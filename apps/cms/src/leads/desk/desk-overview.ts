import { LEAD_KINDS, LEAD_KIND_FACTS, PIPELINES, type LeadKind } from '@ecs/shared/leads'
import type { Pool } from '../../utilities/database'
import { CLOSED, OVERDUE } from './desk-inbox'
/** Each pipeline's first status: a lead nobody has worked yet. */
const UNTOUCHED = `(${[...new Set(Object.values(PIPELINES).map((statuses) => statuses[0]))].map((status) => `'${status}'`).join(', ')})`

interface KindCounts {
  kind: LeadKind
  open: number
  untouched: number
  overdue: number
  unassigned: number
  latest: string | null
}

/**
 * What the /cms dashboard shows of the desk, per kind: open leads, leads nobody has worked yet, overdue
 * follow-ups, open leads without an owner, and the newest lead's time; and the overdue follow-ups in all.
 */
export async function deskOverview(pool: Pool) {
  const { rows } = await pool.query<KindCounts>(
    `SELECT l.kind,
      count(*) FILTER (WHERE l.status NOT IN ${CLOSED})::int AS open,
      count(*) FILTER (WHERE l.status IN ${UNTOUCHED})::int AS untouched,
      count(*) FILTER (WHERE ${OVERDUE})::int AS overdue,
      count(*) FILTER (WHERE l.owner_id IS NULL AND l.status NOT IN ${CLOSED})::int AS unassigned,
      max(l.created_at) AS latest
    FROM desk_leads l GROUP BY l.kind`,
  )
  const kinds = LEAD_KINDS.map((kind) => ({
    ...(rows.find((row) => row.kind === kind) ?? {
      kind,
      open: 0,
      untouched: 0,
      overdue: 0,
      unassigned: 0,
      latest: null,
    }),
    label: LEAD_KIND_FACTS[kind].label,
  }))
  return { kinds, overdue: kinds.reduce((sum, kind) => sum + kind.overdue, 0) }
}
