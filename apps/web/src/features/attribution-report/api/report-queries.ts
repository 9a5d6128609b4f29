import { keepPreviousData, useQuery } from '@tanstack/react-query'

/** The dashboards' filters, as the report endpoints take them (GET query parameters). */
export interface ReportFilters {
  from: string
  to: string
  source?: string
  medium?: string
  campaign?: string
  hasClickId?: 'true' | 'false'
  converted?: 'true' | 'false'
  page?: number
  pageSize?: number
}

export interface GroupRow {
  source: string | null
  medium: string | null
  campaign: string | null
  sessions: number
  leads: number
  convertedSessions: number
  conversionRate: number
}

export interface Summary {
  from: string
  to: string
  totals: { sessions: number; leads: number; convertedSessions: number; conversionRate: number }
  bySource: GroupRow[]
  byMedium: GroupRow[]
  byCampaign: GroupRow[]
  byCombination: GroupRow[]
}

export interface Timeseries {
  days: { day: string; sessions: number; leads: number }[]
}

export interface SessionRow {
  id: number
  sessionId: string
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  utmContent: string | null
  utmTerm: string | null
  gclid: string | null
  gbraid: string | null
  wbraid: string | null
  gadSource: string | null
  referrer: string | null
  landingPage: string | null
  createdAt: string
  lastTouchAt: string | null
  leads: number
}

export interface SessionsPage {
  docs: SessionRow[]
  page: number
  pageSize: number
  totalDocs: number
  totalPages: number
}

export interface SessionDetail {
  session: Omit<SessionRow, 'leads'> & { lastTouch: Record<string, string | null> }
  /** The session's leads on the desk. */
  leads: {
    id: number
    kind: string
    reference: string
    status: string
    email: string | null
    asked: string | null
    createdAt: string
  }[]
}

function reportSearch(filters: Partial<ReportFilters>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value))
  return params.toString()
}

export const reportPath = (
  name: 'summary' | 'timeseries' | 'sessions' | 'export.csv',
  filters: Partial<ReportFilters>,
) => `/api/attribution-report/${name}?${reportSearch(filters)}`

// The reports are private: fetched in the browser with the staff cookie, never on the server.
export function useSummary(filters: ReportFilters) {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return useQuery<Summary>({ queryKey: [reportPath('summary', rest)], placeholderData: keepPreviousData })
}

export function useTimeseries(filters: ReportFilters) {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return useQuery<Timeseries>({ queryKey: [reportPath('timeseries', rest)], placeholderData: keepPreviousData })
}

export function useSessions(filters: ReportFilters) {
  return useQuery<SessionsPage>({ queryKey: [reportPath('sessions', filters)], placeholderData: keepPreviousData })
}

export function useSessionDetail(sessionId: string | null) {
  return useQuery<SessionDetail>({
    queryKey: [`/api/attribution-report/sessions/${sessionId ?? ''}`],
    enabled: sessionId !== null,
  })
}
