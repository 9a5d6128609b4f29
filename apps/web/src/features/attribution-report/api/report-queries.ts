import { apiPath } from '@ecs/shared/api'
import type { ReportFilters, SummaryFilters, SummaryQuery } from '@ecs/shared/attribution'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'

/**
 * The dashboards' filters as they are read from the page address: a range always, a page always (of the
 * sessions list, or of By campaign where no sessions list is shown) and By campaign's order.
 */
export type DashboardFilters = SummaryFilters &
  Pick<SummaryQuery, 'from' | 'to' | 'page' | 'pageSize' | 'sort' | 'order'>

/** The filters every report but the sessions list and By campaign takes (they have no pages and no order). */
function rangeAndCampaign(filters: DashboardFilters): ReportFilters {
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...rest } = filters
  return rest
}

export const reportExportPath = (filters: DashboardFilters) =>
  apiPath('reportExport', { query: rangeAndCampaign(filters) })

// The reports are private: fetched in the browser with the staff cookie, never on the server.
// With `campaignPages`, By campaign in the address's order and page; else its first page by sessions.
export function useSummary(filters: DashboardFilters, { campaignPages = false }: { campaignPages?: boolean } = {}) {
  const { sort, order, page } = filters
  const query = campaignPages ? { ...rangeAndCampaign(filters), sort, order, page } : rangeAndCampaign(filters)
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
  const { sort: _sort, order: _order, ...query } = filters
  return useQuery({ ...apiQuery('reportSessions', { query }), placeholderData: keepPreviousData })
}

export function useSessionDetail(sessionId: string | null) {
  return useQuery({
    ...apiQuery('reportSession', { params: { sessionId: sessionId ?? '' } }),
    enabled: sessionId !== null,
  })
}
