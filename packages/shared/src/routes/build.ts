import { type RouteDefinition } from './define-route'
import { accepts, isParam, type EarlierParams } from './segments'
import { ROUTES } from './table'
import { type RouteId, type RouteParams } from './types'

const ROUTES_BY_ID: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((route) => [route.id, route]))

export function routeById(id: string): RouteDefinition | undefined {
  return ROUTES_BY_ID.get(id)
}

/**
 * The path of a route with its params. Throws on params the route does not accept (a Houston
 * residential landing, an unknown slug): a link to a page that does not exist is a bug to catch in
 * tests, not a 404 for a visitor to find.
 */
export function buildRoutePath(route: RouteDefinition, params: EarlierParams): string {
  for (const [name, value] of Object.entries(route.fixed)) {
    if (params[name] !== undefined && params[name] !== value) {
      throw new RangeError(`Route ${route.id} has ${name} "${value}", not "${String(params[name])}"`)
    }
  }
  const parts: string[] = []
  for (const segment of route.segments) {
    if (!isParam(segment)) {
      parts.push(segment)
      continue
    }
    const value = params[segment.name]
    if (value === undefined || !accepts(segment, params, value)) {
      throw new RangeError(`Route ${route.id} has no page for ${segment.name} "${String(value)}"`)
    }
    parts.push(value)
  }
  return '/' + parts.join('/')
}

/** The path of the route with this id; typed so that a missing or misspelt param does not compile. */
export function pathFor<Id extends RouteId>(id: Id, params: RouteParams<Id>): string {
  const route = routeById(id)
  if (!route) throw new RangeError(`Unknown route ${id}`)
  return buildRoutePath(route, params as EarlierParams)
}

/** The path of a route's page in its own spelling: an alias's target route, built with the same params. */
export function pagePathOf(route: RouteDefinition, params: EarlierParams): string {
  const target = route.aliasOf === undefined ? route : routeById(route.aliasOf)
  if (!target) throw new RangeError(`Route ${route.id} is an alias of unknown route ${String(route.aliasOf)}`)
  return buildRoutePath(target, params)
}

/**
 * The path search engines should index for a route's page: its own (pagePathOf), or for a location's
 * copy of a site-wide page the site-wide page, so four copies of one article are not four pages to rank.
 */
export function canonicalPathOf(route: RouteDefinition, params: EarlierParams): string {
  const own = route.aliasOf === undefined ? route : routeById(route.aliasOf)
  const copyOf = own?.copyOf === undefined ? undefined : routeById(own.copyOf)
  if (own?.copyOf !== undefined && !copyOf) throw new RangeError(`Route ${own.id} copies unknown route ${own.copyOf}`)
  return copyOf ? buildRoutePath(copyOf, params) : pagePathOf(route, params)
}
