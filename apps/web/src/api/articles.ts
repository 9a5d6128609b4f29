import type { Article, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'

/** Every published article with its hero image, newest first. */
export const articlesQuery = () => queryOptions<PaginatedDocs<Article>>({ queryKey: ['/api/articles?depth=1&limit=50&sort=-publishedAt'] })

export function useArticles(): Article[] {
  return useSuspenseQuery(articlesQuery()).data.docs
}

export function articleExists(queryClient: QueryClient, slug: string): boolean {
  return queryClient.getQueryData(articlesQuery().queryKey)?.docs.some((article) => article.slug === slug) ?? false
}
