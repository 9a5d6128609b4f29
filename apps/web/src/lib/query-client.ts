import { localizedContentPath } from '@ecs/shared/api'
import { QUERY_DEFAULTS } from '@ecs/shared/http'
import { DEFAULT_LOCALE, type Locale } from '@ecs/shared/routes'
import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/**
 * One QueryClient per server request and one in the browser, never shared between visitors. The
 * query function differs by side: the browser GETs the key's path from the site's origin; the server
 * reads the same path through its content cache. A client serves one language (a page's, and the
 * browser's until the next document: a language switch loads one): its content reads ask the CMS in
 * that language, so the same keys hold English content on an English page and Spanish on a Spanish one.
 */
export function createQueryClient(queryFn: QueryFunction, locale: Locale = DEFAULT_LOCALE): QueryClient {
  const read: QueryFunction =
    locale === DEFAULT_LOCALE
      ? queryFn
      : (context) =>
          queryFn({
            ...context,
            queryKey: [localizedContentPath(String(context.queryKey[0]), locale), ...context.queryKey.slice(1)],
          })
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, queryFn: read },
      mutations: { ...QUERY_DEFAULTS.mutations },
    },
  })
}
