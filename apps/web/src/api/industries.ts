import { INDUSTRY_NAMES, industrySlug } from '@ecs/shared/catalog'
import type { Industry } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { PICTURE_FIELDS } from './media-fields'

export const industriesQuery = () =>
  apiQuery('industries', { query: `depth=1&limit=20&sort=sortOrder&${PICTURE_FIELDS}` })

export function useIndustries(): Industry[] {
  return useSuspenseQuery(industriesQuery()).data.docs
}

/**
 * The industries' names and keys alone, in order: what the estimate wizard offers a business. A form
 * page's boot data carries these, not the industries page's descriptions and pictures.
 */
export const industryNamesQuery = () =>
  apiQuery('industries', { query: 'depth=0&limit=20&sort=sortOrder&select[name]=true&select[slug]=true' })

/** The business types: sent by the English name the server knows, shown by the name in the page's language. */
export function useIndustryNames(): { value: string; label: string }[] {
  return useSuspenseQuery(industryNamesQuery()).data.docs.map((industry) => ({
    value: INDUSTRY_NAMES.find((name) => industrySlug(name) === industry.slug) ?? industry.name,
    label: industry.name,
  }))
}
