import { apiPath } from '@ecs/shared/api'
import {
  BREAKDOWN_ORDER_KEYS,
  LANDING_PAGE_ORDER_KEYS,
  ORDERED_TABLES,
  type DashboardQuery,
  type DashboardQueryInput,
  type ReportFilters,
} from '@ecs/shared/attribution'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'

/**
 * The dashboards' filters as they are read from the page address: a range always, a page always (of the
 * sessions list) and each server-ordered table's order and page.
 */
export type DashboardFilters = DashboardQueryInput & Omit<DashboardQuery, 'days'>

const orderKeys: readonly string[] = [...BREAKDOWN_ORDER_KEYS, ...LANDING_PAGE_ORDER_KEYS]

/** The filters' order and page of the tables named by `keys`. */
const ordersOf = (filters: DashboardFilters, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => keys.includes(key)))

/** The filters every report but the sessions list and the breakdowns takes (they have no pages and no order). */
function rangeAndCampaign(filters: DashboardFilters): ReportFilters {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !orderKeys.includes(key))) as ReportFilters
}

/** The change that takes every ordered table back to its first page (a new range or filter). */
export const FIRST_BREAKDOWN_PAGES = Object.fromEntries(ORDERED_TABLES.map((by) => [`${by}Page`, undefined]))

export const reportExportPath = (filters: DashboardFilters) =>
  apiPath('reportExport', { query: rangeAndCampaign(filters) })

// The reports are private: fetched in the browser with the staff cookie, never on the server.
// With `breakdownPages`, each breakdown in the address's order and page; else their first pages by sessions.
export function useSummary(filters: DashboardFilters, { breakdownPages = false }: { breakdownPages?: boolean } = {}) {
  const query = breakdownPages
    ? { ...rangeAndCampaign(filters), ...ordersOf(filters, BREAKDOWN_ORDER_KEYS) }
    : rangeAndCampaign(filters)
  return useQuery({
    ...apiQuery('reportSummary', { query }),
    placeholderData: keepPreviousData,
  })
}

/** The landing pages in the address's order, a page at a time. */
export function useLandingPages(filters: DashboardFilters) {
  return useQuery({
    ...apiQuery('reportLandingPages', {
      query: { ...rangeAndCampaign(filters), ...ordersOf(filters, LANDING_PAGE_ORDER_KEYS) },
    }),
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
