import type { Page } from '@ecs/shared/cms'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

/** A CMS page document (copy of a marketing, legal or program page) by its slug, with its picture. */
export const pageQuery = (slug: string) =>
  apiQuery('pages', {
    query: `where[slug][equals]=${encodeURIComponent(slug)}&depth=1&limit=1&populate[locations][slug]=true&${PICTURE_FIELDS}`,
  })

export function usePage(slug: string): Page | undefined {
  return useSuspenseQuery(pageQuery(slug)).data.docs[0]
}

export function pageExists(queryClient: QueryClient, slug: string): boolean {
  return (queryClient.getQueryData(pageQuery(slug).queryKey)?.docs.length ?? 0) > 0
}
