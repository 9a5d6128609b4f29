/**
 * The building blocks of the route table. Almost every parameter has a finite set of values (slugs from
 * the catalog), so one description serves three jobs: matching a path, building a path, and listing
 * every concrete path for the router and the sitemap. A few name CMS documents (a job posting): those
 * are open, accepted by their shape, and the page answers 404 for a slug the CMS does not have.
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
  /** An open parameter (a CMS slug): any value of this shape is accepted; `values` lists none. */
  readonly open?: RegExp
}

export type Segment = string | ParamSegment

export function param<const Name extends string, const Value extends string>(
  name: Name,
  values: (earlier: EarlierParams) => readonly Value[],
  respell?: (raw: string) => string | undefined,
): ParamSegment<Name, Value> {
  return respell ? { kind: 'param', name, values, respell } : { kind: 'param', name, values }
}

/** A parameter naming a CMS document by its slug: any slug-shaped value, none listed in advance. */
export function openParam<const Name extends string>(name: Name): ParamSegment<Name, string> {
  return { kind: 'param', name, values: () => [], open: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ }
}

export function isParam(segment: Segment): segment is ParamSegment {
  return typeof segment !== 'string'
}

/** Whether a parameter takes this value: one of its listed values, or one of its shape when it is open. */
export function accepts(segment: ParamSegment, earlier: EarlierParams, value: string): boolean {
  return segment.values(earlier).includes(value) || (segment.open?.test(value) ?? false)
}

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The params object a list of segments produces, e.g. `{ location: LocationSlug; articleSlug: ArticleSlug }`. */
export type ParamsOfSegments<S extends readonly Segment[]> = Simplify<{
  [P in Extract<S[number], ParamSegment> as P['name']]: P extends ParamSegment<string, infer Value> ? Value : never
}>

export function patternOf(segments: readonly Segment[]): string {
  return '/' + segments.map((segment) => (isParam(segment) ? `:${segment.name}` : segment)).join('/')
}
