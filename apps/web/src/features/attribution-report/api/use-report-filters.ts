import { dashboardQuerySchema } from '@ecs/shared/attribution'
import { useMemo } from 'react'
import { useSearchFilters, type SearchChange } from '../../../lib/use-search-filters'
import type { DashboardFilters } from './report-queries'

/**
 * The dashboards' filters in the page address (?from=...&campaign=...): without a range, the last 30
 * days (the schema's default, as the reports' own); each server-ordered table's order and page as the reports read them.
 */
export function useReportFilters(): [DashboardFilters, (change: Partial<DashboardFilters>) => void] {
  const { filters, update } = useSearchFilters(dashboardQuerySchema)
  // `days` is what the schema works out from the range, not a filter to send back.
  const dashboard = useMemo(() => {
    const { days: _days, ...rest } = filters
    return rest
  }, [filters])
  return [dashboard, (change) => update(change as SearchChange)]
}
