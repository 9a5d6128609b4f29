import { apiPath } from '@ecs/shared/api'
import type { ReportFilters } from '@ecs/shared/attribution'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'

/** The dashboards' filters as they are read from the page address: a range always, a page always. */
export type DashboardFilters = ReportFilters & { from: string; to: string; page: number; pageSize: number }

/** The filters every report but the sessions list takes (they have no pages). */
function rangeAndCampaign(filters: DashboardFilters): ReportFilters {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return rest
}

export const reportExportPath = (filters: DashboardFilters) =>
  apiPath('reportExport', { query: rangeAndCampaign(filters) })

// The reports are private: fetched in the browser with the staff cookie, never on the server.
export function useSummary(filters: DashboardFilters) {
  return useQuery({
    ...apiQuery('reportSummary', { query: rangeAndCampaign(filters) }),
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
  return useQuery({ ...apiQuery('reportSessions', { query: filters }), placeholderData: keepPreviousData })
}

export function useSessionDetail(sessionId: string | null) {
  return useQuery({
    ...apiQuery('reportSession', { params: { sessionId: sessionId ?? '' } }),
    enabled: sessionId !== null,
  })
}
