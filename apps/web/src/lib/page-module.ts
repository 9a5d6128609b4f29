import type { NotFound, RouteMatch } from '@ecs/shared/routes'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'

/** A query to fill before rendering; the default query function fetches its key's path. */
export interface PrefetchQuery {
  queryKey: readonly unknown[]
}

export interface PageProps {
  match: RouteMatch
}

/**
 * What every page module under app/pages exports: the component, and the queries the server fills
 * the cache with before rendering it (so the HTML is complete and the browser refetches nothing).
 */
export interface PageModule {
  default: ComponentType<PageProps>
  queries?: (match: RouteMatch) => PrefetchQuery[]
  /**
   * Queries that depend on content the first ones read (a landing page's sections decide what else it
   * shows): asked again after each round until everything it names is loaded.
   */
  followUp?: (queryClient: QueryClient, match: RouteMatch) => PrefetchQuery[]
  /**
   * Whether the content the path names exists, once the queries are loaded (an unpublished article is
   * a 404 even though its path is in the route table). The page renders its not-found state itself.
   */
  exists?: (queryClient: QueryClient, match: RouteMatch) => boolean
}

/**
 * Narrows a page's match to a found route, for pages with no missing-content state of their own:
 * app.tsx shows the not-found page for a not-found match, so such a page is never given one.
 */
export function assertFound(match: RouteMatch): asserts match is Exclude<RouteMatch, NotFound> {
  if (match.page === 'not-found') throw new Error('A page was rendered for a path that matched no route.')
}
