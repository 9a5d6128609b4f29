import { apiPath } from '@ecs/shared/api'
import type { LandingPage, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

/**
 * The slugs of every published landing page: read before a landing page itself, so an address that
 * names none (anyone can type /lp/anything) never reaches the CMS or the site's content cache.
 */
export const landingPageSlugsQuery = () =>
  queryOptions<PaginatedDocs<Pick<LandingPage, 'id' | 'slug'>>>({
    queryKey: [apiPath('landingPages', { query: 'pagination=false&depth=0&select[slug]=true' })],
  })

/**
 * One landing page with its sections, their pictures and the locations and services they name (a Proof
 * section's chosen documents are read by the section itself).
 */
export const landingPageQuery = (slug: string) =>
  apiQuery('landingPages', {
    query: `where[slug][equals]=${encodeURIComponent(slug)}&depth=1&limit=1&populate[locations][slug]=true&populate[locations][label]=true&populate[services][slug]=true&populate[before-after-pairs][caption]=true&populate[job-photos][alt]=true&populate[case-studies][title]=true&${PICTURE_FIELDS}`,
  })

export function landingPageListed(queryClient: QueryClient, slug: string): boolean {
  return queryClient.getQueryData(landingPageSlugsQuery().queryKey)?.docs.some((page) => page.slug === slug) ?? false
}

export function useLandingPage(slug: string): LandingPage | undefined {
  return useSuspenseQuery(landingPageQuery(slug)).data.docs[0]
}
