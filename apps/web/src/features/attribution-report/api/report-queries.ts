import { apiPath } from '@ecs/shared/api'
import {
  BREAKDOWN_ORDER_KEYS,
  BREAKDOWNS,
  type ReportFilters,
  type SummaryFilters,
  type SummaryQuery,
} from '@ecs/shared/attribution'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'

/**
 * The dashboards' filters as they are read from the page address: a range always, a page always (of the
 * sessions list) and each of the summary's breakdowns' order and page.
 */
export type DashboardFilters = SummaryFilters & Omit<SummaryQuery, 'days'>

const orderKeys: readonly string[] = BREAKDOWN_ORDER_KEYS

/** The filters every report but the sessions list and the breakdowns takes (they have no pages and no order). */
function rangeAndCampaign(filters: DashboardFilters): ReportFilters {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !orderKeys.includes(key))) as ReportFilters
}

/** The change that takes every breakdown back to its first page (a new range or filter). */
export const FIRST_BREAKDOWN_PAGES = Object.fromEntries(BREAKDOWNS.map((by) => [`${by}Page`, undefined]))

export const reportExportPath = (filters: DashboardFilters) =>
  apiPath('reportExport', { query: rangeAndCampaign(filters) })

// The reports are private: fetched in the browser with the staff cookie, never on the server.
// With `breakdownPages`, each breakdown in the address's order and page; else their first pages by sessions.
export function useSummary(filters: DashboardFilters, { breakdownPages = false }: { breakdownPages?: boolean } = {}) {
  const orders = Object.fromEntries(Object.entries(filters).filter(([key]) => orderKeys.includes(key)))
  const query = breakdownPages ? { ...rangeAndCampaign(filters), ...orders } : rangeAndCampaign(filters)
  return useQuery({
    ...apiQuery('reportSummary', { query }),
    placeholderData: keepPreviousData,
  })
}

export function useLandingPages(filters: DashboardFilters) {
  return useQuery({
    ...apiQuery('reportLandingPages', { query: rangeAndCampaign(filters) }),
    placeholderData: keepPreviousData,
  })
}

export function useTimeseries(filters: DashboardFilters) {
  return useQuery({
    ...apiQuery('reportTimeseries', { query: rangeAndCampaign(filters) }),
    placeholderData: keepPreviousData,
  })
}

export function useSessions(filters: DashboardFilters) {
  const { page, pageSize } = filters
  return useQuery({
    ...apiQuery('reportSessions', { query: { ...rangeAndCampaign(filters), page, pageSize } }),
    placeholderData: keepPreviousData,
  })
}

export function useSessionDetail(sessionId: string | null) {
  return useQuery({
    ...apiQuery('reportSession', { params: { sessionId: sessionId ?? '' } }),
    enabled: sessionId !== null,
  })
}
