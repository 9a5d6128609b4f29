import { calendarQuerySchema, type CalendarQuery } from '@ecs/shared/booking'
import { DESK_EVENTS_PATH } from '@ecs/shared/leads'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiQuery, queriesOf } from '../../../lib/api-query'
import { useSearchFilters, type SearchChange } from '../../../lib/use-search-filters'

/** The calendar's location, view and day in the page address, so a reload or a shared link shows the same. */
export function useCalendarAddress(): [CalendarQuery, (change: SearchChange) => void] {
  const { filters, update } = useSearchFilters(calendarQuerySchema)
  return [filters, (change) => update(change, { keepPage: true })]
}

/** A location's calendar for the view and day asked (the last one shown stays up while the next loads). */
export function useDeskCalendar(query: CalendarQuery) {
  return useQuery({ ...apiQuery('deskCalendar', { query }), placeholderData: keepPreviousData })
}

/**
 * Keeps the calendar current from the live desk's stream: every visit booked, moved, cancelled or done
 * changes its lead, so any change (and a reconnection, which may have missed some) reads it again.
 */
export function useLiveCalendar(): void {
  const client = useQueryClient()
  useEffect(() => {
    const source = new EventSource(DESK_EVENTS_PATH)
    const refresh = () => void client.invalidateQueries({ predicate: queriesOf('deskCalendar') })
    for (const event of ['desk', 'ready', 'resync']) source.addEventListener(event, refresh)
    return () => source.close()
  }, [client])
}
