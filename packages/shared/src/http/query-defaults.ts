/**
 * React Query defaults (no retries, never stale, no refetch on focus or interval), kept as data so this package needs no React Query:
 * content changes only when staff publish, so cached data never goes stale by itself, and nothing is
 * retried because the forms show the error and let the visitor try again.
 */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  },
  mutations: {
    retry: false,
  },
} as const
