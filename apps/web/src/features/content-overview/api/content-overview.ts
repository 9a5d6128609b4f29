import { useQuery } from '@tanstack/react-query'

export interface ContentOverview {
  collections: {
    slug: string
    label: string
    count: number
    draftsWaiting: number | null
    lastEdit: { id: number | string; title: string; updatedAt: string } | null
  }[]
  globals: { slug: string; label: string; updatedAt: string | null }[]
}

/** The lead desk's counts per kind of lead (GET /api/desk/overview). */
export interface DeskOverview {
  kinds: {
    kind: string
    label: string
    open: number
    untouched: number
    overdue: number
    unassigned: number
    latest: string | null
  }[]
  overdue: number
}

/** GET /api/content-report/overview (staff only): fetched in the browser with the staff cookie. */
export function useContentOverview() {
  return useQuery<ContentOverview>({ queryKey: ['/api/content-report/overview'] })
}

/** GET /api/desk/overview (staff only). */
export function useDeskOverview() {
  return useQuery<DeskOverview>({ queryKey: ['/api/desk/overview'] })
}
