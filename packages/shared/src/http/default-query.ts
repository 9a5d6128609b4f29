import { QueryError, queryErrorMessage } from './query-error'

/** The GET path of a query: the first element of its key, which must be a same-site path. */
export function queryPath(queryKey: readonly unknown[]): string {
  const [path] = queryKey
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`A query key must start with a same-site path, got ${JSON.stringify(path)}`)
  }
  return path
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/**
 * The default query function: GET the key's path with cookies, read JSON, and raise a QueryError with
 * "<status>: <text>" (queryErrorMessage) on a non-success status. `baseUrl` lets the server render with absolute URLs.
 */
export function createDefaultQueryFn(fetchImpl: Fetch, baseUrl = '') {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<unknown> => {
    const response = await fetchImpl(baseUrl + queryPath(queryKey), {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      ...(signal && { signal }),
    })
    if (!response.ok) {
      const body = await response.text().catch(() => '')
      throw new QueryError(response.status, queryErrorMessage(response.status, response.statusText, body))
    }
    return response.json()
  }
}
