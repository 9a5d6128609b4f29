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
  leads: { slug: string; label: string; total: number; waiting: number | null; latest: string | null }[]
}

/** GET /api/content-report/overview (staff only): fetched in the browser with the staff cookie. */
export function useContentOverview() {
  return useQuery<ContentOverview>({ queryKey: ['/api/content-report/overview'] })
}
