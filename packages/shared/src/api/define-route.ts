import type { BODY_LIMITS, LimitedAction } from '../http/api-doors'

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * Where one endpoint is and what its doors apply: the method, the path as the browser calls it
 * (`:name` for a path parameter), who may call it, and, for the public writes, the per-address limit
 * it counts against and its largest body. Its schemas are declared beside it in api-schemas.ts, keyed
 * by the same name: this half has no zod in it, so the site's pages can read paths without loading it.
 */
export interface ApiRoute {
  readonly method: ApiMethod
  readonly path: `/api/${string}`
  /**
   * `staff`: admins and staff only (401 signed out, 403 other roles); `team`: anyone signed in with a
   * role (admins, staff, marketing), for aggregate figures without personal data; `public`: anyone;
   * `collection`: Payload's own REST, where the collection's access functions decide.
   */
  readonly access: 'public' | 'team' | 'staff' | 'collection'
  readonly limit?: LimitedAction
  readonly bodyLimit?: keyof typeof BODY_LIMITS
}

/** The names of a path's parameters: '/api/desk/leads/:id/notes' gives 'id'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** A path's parameter values; `{}` when it has none. */
export type PathParams<Path extends string> = { readonly [Name in PathParamNames<Path>]: string | number }

/** A query string's values; empty and undefined values are left out. */
export type SearchValues = Readonly<Record<string, string | number | boolean | null | undefined>>

/** `?a=1&b=2` of the values that are set, or '' when none is. */
export function searchOf(values: SearchValues | string | undefined): string {
  if (values === undefined) return ''
  if (typeof values === 'string') return values ? `?${values}` : ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The path with each `:name` replaced by its value, percent-encoded. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  )
}

/** Whether a normalised request path (routedPath) is this route's path, any value standing for a parameter. */
export function pathMatches(pattern: string, path: string): boolean {
  const wanted = pattern.toLowerCase().split('/')
  const got = path.split('/')
  return (
    wanted.length === got.length && wanted.every((segment, index) => segment.startsWith(':') || segment === got[index])
  )
}
