import type { LeadStatus } from '@ecs/shared/leads'
import type { CampaignTouch } from '../../../components/campaign-touches'
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

/** What every group of the summary counts: visits, leads, and the revenue of won leads. */
export interface Figures {
  sessions: number
  leads: number
  convertedSessions: number
  conversionRate: number
  wonLeads: number
  wonValue: number
  valuePerSession: number
}

interface GroupRow extends Figures {
  source: string | null
  medium: string | null
  campaign: string | null
}

/** A campaign landing page's figures: the sessions that first landed on it and their leads. */
interface LandingPageRow extends Figures {
  landingPage: string
}

export interface LandingPages {
  byLandingPage: LandingPageRow[]
}

export interface Summary {
  from: string
  to: string
  totals: Figures
  bySource: GroupRow[]
  byMedium: GroupRow[]
  byCampaign: GroupRow[]
  byCombination: GroupRow[]
}

export interface Timeseries {
  days: { day: string; sessions: number; leads: number; wonValue: number }[]
}

interface SessionRow extends CampaignTouch {
  id: number
  sessionId: string
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
  session: Omit<SessionRow, 'leads'> & { lastTouch: CampaignTouch & { at: string | null } }
  /** The session's leads on the desk. */
  leads: {
    id: number
    kind: string
    reference: string
    status: LeadStatus
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
  name: 'summary' | 'landing-pages' | 'timeseries' | 'sessions' | 'export.csv',
  filters: Partial<ReportFilters>,
) => `/api/attribution-report/${name}?${reportSearch(filters)}`

// The reports are private: fetched in the browser with the staff cookie, never on the server.
export function useSummary(filters: ReportFilters) {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return useQuery<Summary>({ queryKey: [reportPath('summary', rest)], placeholderData: keepPreviousData })
}

export function useLandingPages(filters: ReportFilters) {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return useQuery<LandingPages>({ queryKey: [reportPath('landing-pages', rest)], placeholderData: keepPreviousData })
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
