import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'

/** What the /cms dashboard lists of the content (the team's): fetched in the browser with the staff cookie. */
export function useContentOverview() {
  return useQuery(apiQuery('contentOverview'))
}

/** The lead desk's counts per kind of lead (staff only: not asked for when `enabled` is false). */
export function useDeskOverview({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery('deskOverview'), enabled })
}

/** How fast leads that arrived in a range of days were answered (staff only). */
export function useDeskSpeed(range: { from: string; to: string }, { enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery('deskSpeed', { query: range }), placeholderData: keepPreviousData, enabled })
}

/** Review requests sent, reviews received and their average rating per location and month (staff only). */
export function useReviewStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery('deskReviewStats'), enabled })
}
