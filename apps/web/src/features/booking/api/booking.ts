import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

/** The job an accepted quote books, read in the browser only (it is the customer's alone, like the quote). */
export function useJobBooking(token: string) {
  return useQuery({
    ...apiQuery('quoteBooking', { params: { token } }),
    queryFn: () => callApi('quoteBooking', { params: { token } }),
    retry: false,
  })
}

/** Books a window; a refusal (409 just taken) leaves the page to show the windows as they now are. */
export function useBookJob(token: string) {
  const queryClient = useQueryClient()
  const key = apiQuery('quoteBooking', { params: { token } }).queryKey
  return useMutation({
    mutationFn: (startsAt: string) => callApi('quoteBook', { params: { token }, json: { startsAt } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

/** A booked visit behind its own link. */
export function useCustomerVisit(token: string) {
  return useQuery({
    ...apiQuery('visitRead', { params: { token } }),
    queryFn: () => callApi('visitRead', { params: { token } }),
    retry: false,
  })
}

/**
 * Moves or cancels the visit, or stops a done job's review reminder; the page then shows it as it stands
 * (or the windows as they now are).
 */
export function useChangeVisit(token: string) {
  const queryClient = useQueryClient()
  const key = apiQuery('visitRead', { params: { token } }).queryKey
  return useMutation({
    mutationFn: (change: { startsAt: string } | 'cancel' | 'stop-review-reminder') =>
      change === 'cancel'
        ? callApi('visitCancel', { params: { token } })
        : change === 'stop-review-reminder'
          ? callApi('visitReviewOptOut', { params: { token } })
          : callApi('visitReschedule', { params: { token }, json: change }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
