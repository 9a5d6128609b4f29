import type { DeskFilters, DeskLeadFacts, InboxPage, LeadKind, LeadStatus } from '@ecs/shared/leads'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CampaignTouch } from '../../../components/campaign-touches'

export interface TimelineEntry {
  id: number
  type: 'received' | 'status' | 'owner' | 'follow-up' | 'value' | 'note' | 'email'
  fromValue: string | null
  toValue: string | null
  text: string | null
  at: string
  actorId: number | null
  actorName: string | null
}

/** The lead page's data (GET /api/desk/leads/{id}, and every change's answer). */
export interface LeadPage {
  lead: DeskLeadFacts
  /** What the visitor sent, as the kind's collection keeps it. */
  submission: Record<string, unknown> | null
  attribution:
    (CampaignTouch & { sessionId: string; createdAt: string; lastTouch: CampaignTouch & { at: string | null } }) | null
  related: {
    id: number
    kind: LeadKind
    reference: string
    name: string | null
    status: LeadStatus
    createdAt: string
    sameEmail: boolean
    samePhone: boolean
  }[]
  timeline: TimelineEntry[]
  nextStatuses: LeadStatus[]
}

export interface StaffAccount {
  id: number
  name: string
  email: string
}

/** The filters as a query string, empty values left out. */
export function deskSearch(filters: DeskFilters): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value))
  return params.toString()
}

const inboxPath = (filters: DeskFilters) => `/api/desk/leads?${deskSearch(filters)}`
export const exportPath = (filters: DeskFilters) => {
  const { page: _page, pageSize: _pageSize, ...rest } = filters
  return `/api/desk/leads/export.csv?${deskSearch(rest)}`
}
export const leadPath = (id: number) => `/api/desk/leads/${id}`
/** Google Ads' offline conversion import file; only the choices that are on go in the address. */
export const conversionsPath = ({ qualified, hashed }: { qualified: boolean; hashed: boolean }) => {
  const params = new URLSearchParams()
  if (qualified) params.set('qualified', 'true')
  if (hashed) params.set('hashed', 'true')
  return `/api/desk/conversions.csv${params.size > 0 ? `?${params}` : ''}`
}

// The desk is private: fetched in the browser with the staff cookie, never on the server.
export function useInbox(filters: DeskFilters) {
  return useQuery<InboxPage>({ queryKey: [inboxPath(filters)], placeholderData: keepPreviousData })
}

export function useLead(id: number) {
  return useQuery<LeadPage>({ queryKey: [leadPath(id)] })
}

export function useDeskStaff() {
  return useQuery<{ docs: StaffAccount[] }>({ queryKey: ['/api/desk/staff'] })
}
