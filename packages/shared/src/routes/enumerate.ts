import { isLocationSlug, type LocationSlug } from '../catalog'
import { buildRoutePath, canonicalPathOf, pagePathOf } from './build'
import { type RouteFlags } from './define-route'
import { isParam } from './segments'
import { ROUTES } from './table'
import { type PageId, type RouteId } from './types'

export interface ConcretePath {
  readonly path: string
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
 * '-services' suffix are accepted by `match` but not listed). Aliases are listed: they are real URLs.
 */
export function allConcretePaths(): ConcretePath[] {
  return ROUTES.flatMap((route) =>
    paramCombinations(route).map((params) => ({
      path: buildRoutePath(route, params),
      routeId: route.id,
      page: route.page,
      ...(isLocationSlug(params.location) && { location: params.location }),
      params,
      canonicalPath: canonicalPathOf(route, params),
      pagePath: pagePathOf(route, params),
      flags: route.flags,
    })),
  )
}

/** The paths for sitemap.xml: canonical, public and indexable. */
export function sitemapPaths(): string[] {
  return allConcretePaths()
    .filter((entry) => entry.path === entry.canonicalPath && !entry.flags.noindex && !entry.flags.staffOnly)
    .map((entry) => entry.path)
}
