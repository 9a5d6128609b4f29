import type { LocationSlug } from '@ecs/shared/catalog'
import type { Review } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'

/**
 * Approved reviews only (the CMS also holds pending and rejected ones), optionally one location's: best
 * first, and newest first among equals, so a page showing the first few shows good, recent ones. Each
 * carries the name of the service it is about and its location's label.
 */
export const reviewsQuery = (location?: LocationSlug) =>
  apiQuery('reviews', {
    query: `where[status][equals]=approved${location ? `&where[location.slug][equals]=${location}` : ''}&depth=1&limit=100&sort=-rating,-date&populate[services][name]=true&populate[locations][label]=true`,
  })

export function useReviews(location?: LocationSlug): Review[] {
  return useSuspenseQuery(reviewsQuery(location)).data.docs
}
