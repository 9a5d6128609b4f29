import type { Page, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { PICTURE_FIELDS } from './media-fields'

/** A CMS page document (copy of a marketing, legal or program page) by its slug, with its picture. */
export const pageQuery = (slug: string) =>
  queryOptions<PaginatedDocs<Page>>({
    queryKey: [
      `/api/pages?where[slug][equals]=${encodeURIComponent(slug)}&depth=1&limit=1&populate[locations][slug]=true&${PICTURE_FIELDS}`,
    ],
  })

export function usePage(slug: string): Page | undefined {
  return useSuspenseQuery(pageQuery(slug)).data.docs[0]
}

export function pageExists(queryClient: QueryClient, slug: string): boolean {
  return (queryClient.getQueryData(pageQuery(slug).queryKey)?.docs.length ?? 0) > 0
}
