export { ROUTES } from './table'
export { type RouteDefinition, type RouteFlags } from './define-route'
export { type ParamSegment, type Segment } from './segments'
export { match } from './match'
export {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  LOCALES,
  localeBase,
  localePath,
  splitLocale,
  type Locale,
} from './locales'
export {
  CENTS_WHEN_ANY,
  WHOLE_DOLLARS,
  WITH_CENTS,
  writeCount,
  writeDollars,
  writeFixed,
  writeLongDay,
  writeMonthYear,
} from './locale-writing'
export { pathFor, routeById } from './build'
export { paths } from './paths'
export { sameSitePath } from './same-site-path'
export { PREVIEW_PARAM, PREVIEW_VERSION_METRIC, sitePathOf, type ContentDocument } from './content-paths'
export { isLandingPageSlug } from './params'
export { redirectKey, redirectStatus, redirectTarget, type RedirectDocument } from './redirects'
export { allConcretePaths, sitemapPaths, type ConcretePath } from './enumerate'
export {
  type MatchedRoute,
  type NotFound,
  type PageId,
  type PageMatch,
  type Route,
  type RouteId,
  type RouteMatch,
  type RouteParams,
} from './types'
