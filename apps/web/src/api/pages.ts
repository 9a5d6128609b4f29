import type { Page, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'

/** A CMS page document (copy of a marketing, legal or program page) by its slug. */
export const pageQuery = (slug: string) =>
  queryOptions<PaginatedDocs<Page>>({
    queryKey: [`/api/pages?where[slug][equals]=${encodeURIComponent(slug)}&depth=0&limit=1`],
  })

export function usePage(slug: string): Page | undefined {
  return useSuspenseQuery(pageQuery(slug)).data.docs[0]
}

export function pageExists(queryClient: QueryClient, slug: string): boolean {
  return (queryClient.getQueryData(pageQuery(slug).queryKey)?.docs.length ?? 0) > 0
}
