import type { ReviewStatsRow } from '@ecs/shared/booking'
import { locationBySlug } from '@ecs/shared/catalog'
import type { Pool } from '../utilities/database'

/** How many months back the desk's review figures go. */
const MONTHS = 12

/**
 * Review requests sent and reviews received per location and month (in the office's time zone), over
 * the last MONTHS months: requests by when they went, reviews by when the customer sent them (through
 * the review form: reviews staff enter are not "received"), how many of those came with a request's
 * reference, and their average rating. Newest month first, then by location.
 */
export async function reviewStats(pool: Pool): Promise<ReviewStatsRow[]> {
  const { rows } = await pool.query<{
    slug: string
    month: string
    requestsSent: number
    reviewsReceived: number
    fromRequests: number
    averageRating: number | null
  }>(
    `WITH requests AS (
       SELECT v.location_id, to_char(v.review_requested_at AT TIME ZONE l.time_zone::text, 'YYYY-MM') AS month,
         count(*)::int AS sent
       FROM visits v JOIN locations l ON l.id = v.location_id
       WHERE v.review_requested_at > now() - make_interval(months => $1)
       GROUP BY 1, 2
     ), received AS (
       SELECT r.location_id, to_char(r.created_at AT TIME ZONE l.time_zone::text, 'YYYY-MM') AS month,
         count(*)::int AS received, count(r.lead_id)::int AS from_requests, avg(r.rating)::float8 AS average
       FROM reviews r JOIN locations l ON l.id = r.location_id
       WHERE r.idempotency_key IS NOT NULL AND r.created_at > now() - make_interval(months => $1)
       GROUP BY 1, 2
     )
     SELECT l.slug, month, coalesce(q.sent, 0) AS "requestsSent", coalesce(r.received, 0) AS "reviewsReceived",
       coalesce(r.from_requests, 0) AS "fromRequests", r.average AS "averageRating"
     FROM requests q FULL JOIN received r USING (location_id, month)
     JOIN locations l ON l.id = coalesce(q.location_id, r.location_id)
     ORDER BY month DESC, l.slug`,
    [MONTHS],
  )
  return rows.map(({ slug, averageRating, ...row }) => ({
    location: locationBySlug(slug)?.label ?? slug,
    ...row,
    averageRating: averageRating === null ? null : Math.round(averageRating * 10) / 10,
  }))
}
