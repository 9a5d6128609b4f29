import { leadVisits, markJobDone, noSuchVisit } from '../../booking/job-done'
import { reviewStats } from '../../booking/review-stats'
import { databasePool } from '../../utilities/database'
import { contractEndpoint } from '../contract-endpoint'
import { leadIdParam } from './desk-handler'

/** GET /api/desk/leads/{id}/visits: the lead's estimate visits and jobs, with their review requests. */
export const leadVisitsEndpoint = contractEndpoint('deskLeadVisits', async ({ req, params }) =>
  leadVisits(req, leadIdParam(params.id)),
)

/** POST /api/desk/visits/{id}/done: staff mark a booked job done, which asks its customer for a review. */
export const visitDoneEndpoint = contractEndpoint('deskVisitDone', async ({ req, params }) => {
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw noSuchVisit()
  return markJobDone(req, Number(params.id))
})

/** GET /api/desk/review-requests: review requests sent, reviews received and their rating per location and month. */
export const reviewStatsEndpoint = contractEndpoint('deskReviewStats', async ({ req }) =>
  reviewStats(databasePool(req.payload)),
)
