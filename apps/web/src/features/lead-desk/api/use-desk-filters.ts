import { deskQuerySchema, type DeskFilters } from '@ecs/shared/leads'
import { useMemo } from 'react'
import { useSearchFilters, type SearchChange } from '../../../lib/use-search-filters'

/** The desk's address: the inbox's filters and, when a lead or a customer is open, its id. */
export interface DeskAddress {
  filters: DeskFilters
  lead: number | null
  customer: number | null
}

export type DeskChange = Partial<DeskFilters> & { lead?: number | null; customer?: number | null }

const idIn = (params: URLSearchParams, name: string) => {
  const id = Number(params.get(name))
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * The inbox's filters in the page address (?kind=...&q=...&page=2), and `lead`, which opens a lead's
 * page over the same filters (so opening or closing one keeps the inbox's page); `customer` a customer's page
 * the same way.
 */
export function useDeskAddress(): [DeskAddress, (change: DeskChange) => void] {
  const { filters, params, update } = useSearchFilters(deskQuerySchema)
  const address = useMemo<DeskAddress>(
    () => ({ filters, lead: idIn(params, 'lead'), customer: idIn(params, 'customer') }),
    [filters, params],
  )
  return [address, (change) => update(change as SearchChange, { keepPage: 'lead' in change || 'customer' in change })]
}
