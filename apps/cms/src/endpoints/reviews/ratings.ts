import { reviewRatings } from '../../content/review-ratings'
import { answered, contractEndpoint } from '../contract-endpoint'

/** GET /api/reviews/ratings: approved reviews' average and count, overall and per location (reviewRatings). */
export const reviewRatingsEndpoint = contractEndpoint(
  'reviewRatings',
  // Public and the same for everyone: the site's content cache keeps it like any other read.
  async ({ req }) => answered(await reviewRatings(req), 200, { 'cache-control': 'public, max-age=60' }),
  { collection: 'reviews' },
)
