import { apiPath } from '@ecs/shared/api'
import type { SourceNumbers } from '@ecs/shared/calls'
import type { PaginatedDocs, TrackingNumber } from '@ecs/shared/cms'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { dialledPhone } from '../lib/phone'
import { locationsQuery } from './locations'

/** The active source numbers (the only tracking numbers a visitor may read: the CMS's access says so). */
export const sourceNumbersQuery = () =>
  queryOptions<PaginatedDocs<Pick<TrackingNumber, 'id' | 'number' | 'location' | 'source'>>>({
    queryKey: [
      apiPath('trackingNumbers', {
        query:
          'depth=0&limit=100&sort=number&where[use][equals]=source&where[active][equals]=true&select[number]=true&select[location]=true&select[source]=true',
      }),
    ],
  })

/** Each source's numbers by the own number of the location they forward to, from a filled cache. */
export function readSourceNumbers(queryClient: QueryClient): SourceNumbers {
  const ownNumbers = new Map(
    (queryClient.getQueryData(locationsQuery().queryKey)?.docs ?? []).map((location) => [location.id, location.phone]),
  )
  const sources: SourceNumbers = {}
  for (const tracking of queryClient.getQueryData(sourceNumbersQuery().queryKey)?.docs ?? []) {
    const own = ownNumbers.get(typeof tracking.location === 'number' ? tracking.location : tracking.location.id)
    if (own && tracking.source) (sources[tracking.source] ??= {})[dialledPhone(own)] = tracking.number
  }
  return sources
}
