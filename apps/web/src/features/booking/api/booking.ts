import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery } from '../../../lib/api-query'

/**
 * The visits a customer books behind a signed link, each read and booked through its own pair of
 * endpoints: the job of an accepted quote (the quote's link), the estimate visit of a sent request
 * (the link its accepted answer gave).
 */
const BOOKING_ENDPOINTS = {
  job: { read: 'quoteBooking', book: 'quoteBook' },
  'estimate-visit': { read: 'estimateVisitBooking', book: 'estimateVisitBook' },
} as const

export type CustomerBookingKind = keyof typeof BOOKING_ENDPOINTS

const bookingQuery = (kind: CustomerBookingKind, token: string) =>
  apiQuery(BOOKING_ENDPOINTS[kind].read, { params: { token } })

/** What the link may book (the visit booked, or the free windows), read in the browser only: it is the customer's alone. */
export function useCustomerBooking(kind: CustomerBookingKind, token: string) {
  return useQuery({
    ...bookingQuery(kind, token),
    queryFn: () => callApi(BOOKING_ENDPOINTS[kind].read, { params: { token } }),
    retry: false,
  })
}

/**
 * Books a window; a refusal (409 just taken) is answered once the windows as they now are have been read
 * again, so the page shows them with it.
 */
export function useBookWindow(kind: CustomerBookingKind, token: string) {
  const queryClient = useQueryClient()
  const key = bookingQuery(kind, token).queryKey
  return useMutation({
    mutationFn: (startsAt: string) => callApi(BOOKING_ENDPOINTS[kind].book, { params: { token }, json: { startsAt } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

/** What the link may book as last read: after a refusal, as read again. */
export function useLatestBooking(kind: CustomerBookingKind, token: string) {
  const queryClient = useQueryClient()
  return () => queryClient.getQueryData(bookingQuery(kind, token).queryKey)
}

/** A booked visit behind its own link. */
export function useCustomerVisit(token: string) {
  return useQuery({
    ...apiQuery('visitRead', { params: { token } }),
    queryFn: () => callApi('visitRead', { params: { token } }),
    retry: false,
  })
}

/** The booked visit's page as last read: after a refusal, as read again (the windows as they now are). */
export function useLatestVisit(token: string) {
  const queryClient = useQueryClient()
  return () => queryClient.getQueryData(apiQuery('visitRead', { params: { token } }).queryKey)
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
