import type { RouteMatch } from '@ecs/shared/routes'
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
   * Whether the content the path names exists, once the queries are loaded (an unpublished article is
   * a 404 even though its path is in the route table). The page renders its not-found state itself.
   */
  exists?: (queryClient: QueryClient, match: RouteMatch) => boolean
}
