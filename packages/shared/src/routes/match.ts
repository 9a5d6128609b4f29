import { isLocationSlug } from '../catalog'
import { buildRoutePath, canonicalPathOf, pagePathOf } from './build'
import { type RouteDefinition } from './define-route'
import { LOCALES, localePath, splitLocale, type Locale } from './locales'
import { pathSegments, requestedPath } from './normalize'
import { accepts, isParam } from './segments'
import { ROUTES } from './table'
import { type NotFound, type RouteMatch } from './types'

const NOT_FOUND: Readonly<Record<Locale, NotFound>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.freeze({ page: 'not-found' as const, locale })]),
) as Record<Locale, NotFound>

function readParams(route: RouteDefinition, segments: readonly string[]): Record<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, segment] of route.segments.entries()) {
    const raw = segments[index] as string
    if (!isParam(segment)) {
      if (raw !== segment) return undefined
      continue
    }
    const value = accepts(segment, params, raw) ? raw : segment.respell?.(raw)
    if (value === undefined || !accepts(segment, params, value)) return undefined
    params[segment.name] = value
  }
  return { ...params, ...route.fixed }
}

/**
 * The page a pathname shows (see normalize.ts for the case and slash policy), in the language its
 * prefix names (locales.ts). The paths of the answer are within that language (`/houston` for
 * `/es/houston`), as the site's router sees them under the language's base; `redirectTo` is a whole path.
 */
export function match(pathname: string): RouteMatch {
  const { locale, path } = splitLocale(pathname)
  const segments = pathSegments(path)
  if (!segments) return NOT_FOUND[locale]
  for (const route of ROUTES) {
    const params = readParams(route, segments)
    if (!params) continue
    if (route.flags.englishOnly && locale !== 'en') return NOT_FOUND[locale]
    const ownPath = localePath(locale, buildRoutePath(route, params))
    const location = isLocationSlug(params.location) ? params.location : undefined
    const result = {
      routeId: route.id,
      page: route.page,
      params,
      canonicalPath: canonicalPathOf(route, params),
      pagePath: pagePathOf(route, params),
      flags: route.flags,
      locale,
      ...(location && { location }),
      ...(ownPath !== requestedPath(pathname) && { redirectTo: ownPath }),
    }
    return result as RouteMatch
  }
  return NOT_FOUND[locale]
}
