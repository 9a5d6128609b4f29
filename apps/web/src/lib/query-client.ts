import { QUERY_DEFAULTS } from '@ecs/shared/http'
import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/**
 * One QueryClient per server request and one in the browser, never shared between visitors. The
 * query function differs by side: the browser GETs the key's path from the site's origin; the server
 * reads the same path through its content cache.
 */
export function createQueryClient(queryFn: QueryFunction): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, queryFn },
      mutations: { ...QUERY_DEFAULTS.mutations },
    },
  })
}
