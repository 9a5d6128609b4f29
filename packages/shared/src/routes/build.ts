import { type RouteDefinition } from './define-route'
import { isParam, type EarlierParams } from './segments'
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
    if (value === undefined || !segment.values(params).includes(value)) {
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

/** The canonical path for a route's page: the alias's target route, built with the same params. */
export function canonicalPathOf(route: RouteDefinition, params: EarlierParams): string {
  const canonical = route.aliasOf === undefined ? route : routeById(route.aliasOf)
  if (!canonical) throw new RangeError(`Route ${route.id} is an alias of unknown route ${String(route.aliasOf)}`)
  return buildRoutePath(canonical, params)
}
