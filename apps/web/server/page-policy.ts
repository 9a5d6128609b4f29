import { CAMPAIGN_PARAM_NAMES } from '@ecs/shared/attribution'
import type { PageId, RouteFlags } from '@ecs/shared/routes'
import { sessionToken } from './staff-pages'

/**
 * Who may be given the same answer: the one place that decides which page answers are shared (kept
 * rendered, cacheable by a CDN) and which are made for one visitor (rendered per request, never
 * stored, `private, no-store`).
 */

/**
 * Public pages: cached by shared caches for a minute and served stale while they revalidate or while
 * the origin fails, but revalidated by browsers on every visit (max-age=0, answered 304 when current).
 * When content changes, a CDN in front is told through the page cache's `onPagesChanged` hook.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400'

/** Answers made for one visitor: staff, sign-in, previews, personal query strings. */
export const PER_VISITOR_HEADERS = [
  ['cache-control', 'private, no-store'],
  ['x-robots-tag', 'noindex'],
] as const

/**
 * Public answers rendered per request: the not-found page (any path can be asked for, so none is
 * kept) and, in development, every page.
 */
export const PER_REQUEST_CACHE_CONTROL = 'no-cache'

/** Campaign tags change nothing on the server's page (the browser reads them), so they share its answer. */
const SHARED_QUERY_PARAMS = new Set<string>(CAMPAIGN_PARAM_NAMES)

/** The route's page is the same for every visitor: not a staff page, not the staff sign-in, not a personal link. */
export function isSharedRoute(route: { page: PageId; flags?: RouteFlags }): boolean {
  return (
    route.page !== 'not-found' &&
    route.page !== 'login' &&
    route.flags?.staffOnly === false &&
    route.flags.personal === false
  )
}

/**
 * The request asks for something of its own: it carries a staff session (drafts and previews are
 * only for signed-in staff) or a query string the page may read (`?ref=` on a thank-you page,
 * `?plan=`, a preview flag). Campaign tags alone do not count.
 */
export function isPersonalRequest(search: string, cookie: string | undefined): boolean {
  if (cookie !== undefined && sessionToken(cookie) !== null) return true
  if (search.length <= 1) return false
  for (const name of new URLSearchParams(search).keys()) if (!SHARED_QUERY_PARAMS.has(name)) return true
  return false
}
