import { patternOf, type Segment } from './segments'

export interface RouteFlags {
  /** Behind the staff login (the site answers the sign-in page to anyone else). */
  readonly staffOnly: boolean
  /** A staff page marketing may open too: it shows them only what is not the office's (the campaign reports). */
  readonly marketing: boolean
  /** Kept out of search engines and the sitemap (test pages, staff pages, thank-you pages). */
  readonly noindex: boolean
  /** The page is an estimate form, so the header hides its 'Free Estimate' button. */
  readonly estimatePage: boolean
  /** The purple service-area banner shows on exactly this path (seven paths have it). */
  readonly banner: boolean
  /** Made for the one visitor holding its link (a quote's signed token): rendered per request, never kept. */
  readonly personal: boolean
  /**
   * Only at its English path, with no Spanish twin under /es and no language switch: the staff's own pages
   * and their sign-in, and a customer's private pages (a quote, a booked visit, a payment's receipt).
   */
  readonly englishOnly: boolean
}

const NO_FLAGS: RouteFlags = {
  staffOnly: false,
  marketing: false,
  noindex: false,
  estimatePage: false,
  banner: false,
  personal: false,
  englishOnly: false,
}

export type FixedParams = Readonly<Record<string, string>>

export interface RouteDefinition<
  Id extends string = string,
  Page extends string = string,
  Segments extends readonly Segment[] = readonly Segment[],
  Fixed extends FixedParams = FixedParams,
> {
  readonly id: Id
  readonly page: Page
  readonly segments: Segments
  /** Params implied by a literal segment, e.g. `type: 'commercial'` for /commercial-services/…. */
  readonly fixed: Fixed
  /** React Router style, for display and for generating the site's router. */
  readonly pattern: string
  /** The route whose path is canonical for the same page and params; absent on canonical routes. */
  readonly aliasOf?: string
  /**
   * For a location's copy of a site-wide page (its articles, plans, plan terms): the site-wide route,
   * which search engines are pointed at (canonical link, sitemap). The copy stays a page of its own for
   * visitors, with the location's header and phone.
   */
  readonly copyOf?: string
  readonly flags: RouteFlags
}

interface RouteOptions<Fixed extends FixedParams> {
  fixed?: Fixed
  aliasOf?: string
  copyOf?: string
  flags?: Partial<RouteFlags>
}

export function defineRoute<
  const Id extends string,
  const Page extends string,
  const Segments extends readonly Segment[],
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is the exact "no fixed params" type
  const Fixed extends FixedParams = {},
>(
  id: Id,
  page: Page,
  segments: Segments,
  options: RouteOptions<Fixed> = {},
): RouteDefinition<Id, Page, Segments, Fixed> {
  const definition = {
    id,
    page,
    segments,
    fixed: options.fixed ?? ({} as Fixed),
    pattern: patternOf(segments),
    flags: { ...NO_FLAGS, ...options.flags },
  }
  return {
    ...definition,
    ...(options.aliasOf !== undefined && { aliasOf: options.aliasOf }),
    ...(options.copyOf !== undefined && { copyOf: options.copyOf }),
  }
}
