import { DEFAULT_LOCALE, isLocale, type Locale } from '@ecs/shared/routes'
import type { QueryKey } from '@tanstack/react-query'
import { companyInfoQuery } from './company-info'
import { locationPicturesQuery, locationsQuery } from './locations'
import { ratingsQuery } from './review-ratings'
import { reviewsQuery } from './reviews'
import { servicesQuery } from './services'
import { siteSettingsQuery } from './site-settings'
import { sourceNumbersQuery } from './tracking-numbers'

/**
 * The content any page may read: the company, the site settings, the offices and their pictures, the
 * services, every approved review and the ratings, and the source numbers (call tracking). The server loads all of it for every page and hands
 * it to the browser as one file, the same for every page and named by a hash of its content, which the
 * browser keeps; a page's boot data carries only the page's own content.
 */
export function siteContentQueries() {
  return [
    companyInfoQuery(),
    siteSettingsQuery(),
    locationsQuery(),
    locationPicturesQuery(),
    servicesQuery(),
    reviewsQuery(),
    ratingsQuery(),
    sourceNumbersQuery(),
  ]
}

/** Where the site serves that file, one per language (`?lang=`); `?v=` names the version a page was rendered with. */
export const SITE_CONTENT_PATH = '/site-content.json'

const LANGUAGE_PARAM = 'lang'

/** The address of a language's site content file at a version (its content's hash, so per language too). */
export function siteContentAddress(locale: Locale, version: string): string {
  const language = locale === DEFAULT_LOCALE ? '' : `${LANGUAGE_PARAM}=${locale}&`
  return `${SITE_CONTENT_PATH}?${language}v=${version}`
}

/** The language a request for the site content file asks for (English when it names none or another). */
export function siteContentLocale(query: Record<string, unknown>): Locale {
  const asked = query[LANGUAGE_PARAM]
  return isLocale(asked) ? asked : DEFAULT_LOCALE
}

const siteContentPaths = new Set(siteContentQueries().map(({ queryKey }) => queryKey[0]))

export function isSiteContent(queryKey: QueryKey): boolean {
  return siteContentPaths.has(queryKey[0] as string)
}
