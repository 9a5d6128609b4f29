import { deskQuerySchema, type DeskFilters } from '@ecs/shared/leads'
import { useMemo } from 'react'
import { useSearchFilters, type SearchChange } from '../../../lib/use-search-filters'

/** The desk's address: the inbox's filters and, when a lead is open, its id. */
export interface DeskAddress {
  filters: DeskFilters
  lead: number | null
}

/**
 * The inbox's filters in the page address (?kind=...&q=...&page=2), and `lead`, which opens a lead's
 * page over the same filters (so opening or closing one keeps the inbox's page).
 */
export function useDeskAddress(): [DeskAddress, (change: Partial<DeskFilters> & { lead?: number | null }) => void] {
  const { filters, params, update } = useSearchFilters(deskQuerySchema)
  const address = useMemo<DeskAddress>(() => {
    const lead = Number(params.get('lead'))
    return { filters, lead: Number.isInteger(lead) && lead > 0 ? lead : null }
  }, [filters, params])
  return [address, (change) => update(change as SearchChange, { keepPage: 'lead' in change })]
}
