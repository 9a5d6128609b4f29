import type { Article } from '@ecs/shared/cms'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

/** Every published article for lists (hero image, no body), newest first. */
export const articlesQuery = () =>
  apiQuery('articles', { query: `depth=1&limit=50&sort=-publishedAt&select[content]=false&${PICTURE_FIELDS}` })

/** One article with its body. */
export const articleQuery = (slug: string) =>
  apiQuery('articles', { query: `where[slug][equals]=${encodeURIComponent(slug)}&depth=1&limit=1&${PICTURE_FIELDS}` })

export function useArticles(): Article[] {
  return useSuspenseQuery(articlesQuery()).data.docs
}

export function useArticle(slug: string): Article | undefined {
  return useSuspenseQuery(articleQuery(slug)).data.docs[0]
}

export function articleExists(queryClient: QueryClient, slug: string): boolean {
  return (queryClient.getQueryData(articleQuery(slug).queryKey)?.docs.length ?? 0) > 0
}
