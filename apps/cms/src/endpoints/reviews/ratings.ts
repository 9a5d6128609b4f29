import type { Endpoint } from 'payload'
import { reviewRatings } from '../../content/review-ratings'
import { json } from '../../utilities/json-response'

/** GET /api/reviews/ratings: approved reviews' average and count, overall and per location (reviewRatings). */
export const reviewRatingsEndpoint: Endpoint = {
  path: '/ratings',
  method: 'get',
  // Public and the same for everyone: the site's content cache keeps it like any other read.
  handler: async (req) => json(await reviewRatings(req), 200, { 'cache-control': 'public, max-age=60' }),
}
