import { isLocationSlug, type LocationSlug } from '../catalog'
import { buildRoutePath, canonicalPathOf, pagePathOf } from './build'
import { type RouteFlags } from './define-route'
import { LOCALES, localePath, type Locale } from './locales'
import { isParam } from './segments'
import { ROUTES } from './table'
import { type PageId, type RouteId } from './types'

/** One page's address; unlike a match's, its paths are whole, with the language's prefix. */
export interface ConcretePath {
  readonly path: string
  readonly locale: Locale
  /** The same page in each language it has (the sitemaps' hreflang alternates). */
  readonly languages: Readonly<Partial<Record<Locale, string>>>
  readonly routeId: RouteId
  readonly page: Exclude<PageId, 'not-found'>
  readonly location?: LocationSlug
  readonly params: Readonly<Record<string, string>>
  readonly canonicalPath: string
  readonly pagePath: string
  readonly flags: RouteFlags
}

function paramCombinations(route: (typeof ROUTES)[number]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}]
  for (const segment of route.segments) {
    if (!isParam(segment)) continue
    combinations = combinations.flatMap((earlier) =>
      segment.values(earlier).map((value) => ({ ...earlier, [segment.name]: value })),
    )
  }
  return combinations.map((params) => ({ ...params, ...route.fixed }))
}

/**
 * Every path the site answers with a page, in its one canonical spelling (alternate spellings such as a
 * '-services' suffix are accepted by `match` but not listed), in every language the route has.
 * Aliases are listed: they are real URLs.
 */
export function allConcretePaths(): ConcretePath[] {
  return ROUTES.flatMap((route) =>
    paramCombinations(route).flatMap((params) => {
      const path = buildRoutePath(route, params)
      const locales = route.flags.englishOnly ? (['en'] as const) : LOCALES
      const languages = Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)]))
      return locales.map((locale) => ({
        path: localePath(locale, path),
        locale,
        languages,
        routeId: route.id,
        page: route.page,
        ...(isLocationSlug(params.location) && { location: params.location }),
        params,
        canonicalPath: localePath(locale, canonicalPathOf(route, params)),
        pagePath: localePath(locale, pagePathOf(route, params)),
        flags: route.flags,
      }))
    }),
  )
}

/** The paths for the sitemaps: canonical, public and indexable, in every language. */
export function sitemapPaths(): string[] {
  return allConcretePaths()
    .filter((entry) => entry.path === entry.canonicalPath && !entry.flags.noindex && !entry.flags.staffOnly)
    .map((entry) => entry.path)
}
