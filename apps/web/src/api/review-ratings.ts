import type { Rating, Ratings } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

/** The average rating and count of approved reviews, overall and per location (computed by the CMS). */
export const ratingsQuery = () => queryOptions<Ratings>({ queryKey: ['/api/reviews/ratings'] })

/** A location's rating, or the company's across every location; null when no review is approved yet. */
export function useRating(location?: string): Rating | null {
  const ratings = useSuspenseQuery(ratingsQuery()).data
  return (location ? ratings.locations[location] : ratings.all) ?? null
}
