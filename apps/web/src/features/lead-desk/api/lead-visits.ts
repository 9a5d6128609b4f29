import type { ScheduleVisit, VisitKind } from '@ecs/shared/booking'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { apiQuery, queriesOf } from '../../../lib/api-query'

/** The lead's estimate visits and jobs, with where each job's review request stands. */
export function useLeadVisits(leadId: number) {
  return useQuery(apiQuery('deskLeadVisits', { params: { id: leadId } }))
}

/**
 * After a visit is booked, moved, cancelled or done (or refused: the windows changed meanwhile), the
 * lead's visits, the lead (its stage and timeline) and every window list shown are read again.
 */
function useRefreshVisits(leadId: number) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: apiQuery('deskLeadVisits', { params: { id: leadId } }).queryKey }),
      client.invalidateQueries({ queryKey: apiQuery('deskLead', { params: { id: leadId } }).queryKey }),
      client.invalidateQueries({ predicate: queriesOf('deskLeadWindows') }),
      client.invalidateQueries({ predicate: queriesOf('deskVisitWindows') }),
    ])
}

/** Marks a job done. */
export function useMarkJobDone(leadId: number) {
  const refresh = useRefreshVisits(leadId)
  return useMutation({
    mutationFn: (visitId: number) => callApi('deskVisitDone', { params: { id: visitId } }),
    onSettled: refresh,
  })
}

/** The free windows of the lead's location for a visit of a kind (a job as long as its quote, when named). */
export function useLeadWindows(leadId: number, kind: VisitKind, quote: number | undefined) {
  return useQuery(apiQuery('deskLeadWindows', { params: { id: leadId }, query: { kind, quote } }))
}

/** Schedules a visit for the lead in a free window. */
export function useScheduleVisit(leadId: number) {
  const refresh = useRefreshVisits(leadId)
  return useMutation({
    mutationFn: (visit: ScheduleVisit) => callApi('deskScheduleVisit', { params: { id: leadId }, json: visit }),
    onSettled: refresh,
  })
}

/** The free windows a booked visit can be moved to, read once staff ask to move it. */
export function useVisitWindows(visitId: number) {
  return useQuery(apiQuery('deskVisitWindows', { params: { id: visitId } }))
}

/** Moves a booked visit to another free window, or cancels it. */
export function useChangeVisit(leadId: number) {
  const refresh = useRefreshVisits(leadId)
  return useMutation({
    mutationFn: ({ visitId, startsAt }: { visitId: number; startsAt?: string }) =>
      startsAt === undefined
        ? callApi('deskCancelVisit', { params: { id: visitId } })
        : callApi('deskMoveVisit', { params: { id: visitId }, json: { startsAt } }),
    onSettled: refresh,
  })
}
