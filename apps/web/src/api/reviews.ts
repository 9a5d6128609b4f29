import type { LocationSlug } from '@ecs/shared/catalog'
import type { PaginatedDocs, Review } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

/** Approved reviews only (the CMS also holds pending and rejected ones), newest first; optionally one location's. */
export const reviewsQuery = (location?: LocationSlug) =>
  queryOptions<PaginatedDocs<Review>>({
    queryKey: [
      `/api/reviews?where[status][equals]=approved${location ? `&where[location.slug][equals]=${location}` : ''}&depth=0&limit=50&sort=-date`,
    ],
  })

export function useReviews(location?: LocationSlug): Review[] {
  return useSuspenseQuery(reviewsQuery(location)).data.docs
}
