import type { Rating } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'

/** The average rating and count of approved reviews, overall and per location (computed by the CMS). */
export const ratingsQuery = () => apiQuery('reviewRatings')

/** A location's rating, or the company's across every location; null when no review is approved yet. */
export function useRating(location?: string): Rating | null {
  const ratings = useSuspenseQuery(ratingsQuery()).data
  return (location ? ratings.locations[location] : ratings.all) ?? null
}
