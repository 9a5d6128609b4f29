import { type LocationSlug } from '../catalog'
import { type RouteFlags } from './define-route'
import { type Locale } from './locales'
import { type ParamsOfSegments } from './segments'
import { type ROUTES } from './table'

export type Route = (typeof ROUTES)[number]
export type RouteId = Route['id']
export type PageId = Route['page'] | 'not-found'
type RouteById<Id extends RouteId> = Extract<Route, { id: Id }>

type Simplify<T> = { [K in keyof T]: T[K] } & {}

export type RouteParams<Id extends RouteId> = Simplify<
  ParamsOfSegments<RouteById<Id>['segments']> & RouteById<Id>['fixed']
>

export interface MatchedRoute<Id extends RouteId = RouteId> {
  readonly routeId: Id
  readonly page: RouteById<Id>['page']
  readonly params: RouteParams<Id>
  /** The location the page is scoped to, when its path names one. */
  readonly location?: LocationSlug
  /**
   * The path search engines should index for this page: aliases point at their canonical route, and a
   * location's copy of a site-wide page at the site-wide page.
   */
  readonly canonicalPath: string
  /** This page's own path in its canonical spelling (an alias's target): breadcrumbs and lead sources. */
  readonly pagePath: string
  /** Set when the request spelled the path differently (case, slashes, encoding, a '-services' suffix). */
  readonly redirectTo?: string
  readonly flags: RouteFlags
  /** The language of the page: its path's prefix (locales.ts). */
  readonly locale: Locale
}

export interface NotFound {
  readonly page: 'not-found'
  /** The language the not-found page speaks: the prefix of the path asked for. */
  readonly locale: Locale
}

/** A union over routes, so narrowing on `page` or `routeId` narrows `params` too. */
export type RouteMatch = { [Id in RouteId]: MatchedRoute<Id> }[RouteId] | NotFound

export type PageMatch<Page extends PageId> = Extract<RouteMatch, { page: Page }>
