import { STATUS_FILTERS, LEAD_KINDS, type DeskFilters } from '@ecs/shared/leads'
import { LOCATION_SLUGS } from '@ecs/shared/catalog'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined

/** The desk's address: the inbox's filters and, when a lead is open, its id. */
export interface DeskAddress {
  filters: DeskFilters
  lead: number | null
}

/**
 * The inbox's filters live in the page address (?kind=...&q=...&page=2), so a filtered view can be
 * reloaded, bookmarked and shared, and the back button returns to it; `lead` opens a lead's page
 * over the same filters. Changing a filter goes back to page 1.
 */
export function useDeskAddress(): [DeskAddress, (change: Partial<DeskFilters> & { lead?: number | null }) => void] {
  const [params, setParams] = useSearchParams()
  const address = useMemo<DeskAddress>(() => {
    const text = (name: string) => params.get(name)?.trim() || undefined
    const page = Number(params.get('page'))
    const lead = Number(params.get('lead'))
    return {
      filters: {
        kind: oneOf(LEAD_KINDS, params.get('kind')),
        location: oneOf(LOCATION_SLUGS, params.get('location')),
        status: oneOf(STATUS_FILTERS, params.get('status')),
        owner: text('owner'),
        from: text('from'),
        to: text('to'),
        source: text('source'),
        medium: text('medium'),
        campaign: text('campaign'),
        overdue: params.get('overdue') === 'true' ? 'true' : undefined,
        q: text('q'),
        page: Number.isInteger(page) && page > 0 ? page : 1,
        pageSize: 25,
      },
      lead: Number.isInteger(lead) && lead > 0 ? lead : null,
    }
  }, [params])

  const update = useCallback(
    (change: Partial<DeskFilters> & { lead?: number | null }) => {
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === null || value === '') next.delete(key)
          else next.set(key, String(value))
        }
        if (!('page' in change) && !('lead' in change)) next.delete('page')
        return next
      })
    },
    [setParams],
  )
  return [address, update]
}
