/**
 * The building blocks of the route table. Every parameter has a finite set of values (slugs from the
 * catalog), so one description serves three jobs: matching a path, building a path, and listing every
 * concrete path for the router and the sitemap.
 */

/** Parameters already read from the left of the path; later domains may depend on them. */
export type EarlierParams = Readonly<Record<string, string | undefined>>

export interface ParamSegment<Name extends string = string, Value extends string = string> {
  readonly kind: 'param'
  readonly name: Name
  /** The canonical spellings this segment accepts, given what was read before it. */
  readonly values: (earlier: EarlierParams) => readonly Value[]
  /** Maps another accepted spelling to its canonical value (the server redirects to the canonical). */
  readonly respell?: (raw: string) => string | undefined
}

export type Segment = string | ParamSegment

export function param<const Name extends string, const Value extends string>(
  name: Name,
  values: (earlier: EarlierParams) => readonly Value[],
  respell?: (raw: string) => string | undefined,
): ParamSegment<Name, Value> {
  return respell ? { kind: 'param', name, values, respell } : { kind: 'param', name, values }
}

export function isParam(segment: Segment): segment is ParamSegment {
  return typeof segment !== 'string'
}

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The params object a list of segments produces, e.g. `{ location: LocationSlug; articleSlug: ArticleSlug }`. */
export type ParamsOfSegments<S extends readonly Segment[]> = Simplify<{
  [P in Extract<S[number], ParamSegment> as P['name']]: P extends ParamSegment<string, infer Value> ? Value : never
}>

export function patternOf(segments: readonly Segment[]): string {
  return '/' + segments.map((segment) => (isParam(segment) ? `:${segment.name}` : segment)).join('/')
}
