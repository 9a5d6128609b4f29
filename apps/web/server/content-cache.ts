/**
 * Content read from the CMS on the server, cached in memory by path. A fresh entry is served as is; a
 * stale one is refreshed, but kept and served if the CMS cannot be reached, so pages still render
 * while the CMS is down. The CMS clears the cache when content changes.
 */
export interface ContentCache {
  get(path: string): Promise<unknown>
  clear(): void
  stats(): { entries: number; hits: number; misses: number; staleServed: number }
}

interface Entry {
  value: unknown
  fetchedAt: number
}

export class ContentUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function createContentCache({
  cmsUrl,
  ttlMs,
  fetchImpl = fetch,
}: {
  cmsUrl: string
  ttlMs: number
  fetchImpl?: typeof fetch
}): ContentCache {
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<unknown>>()
  const counters = { hits: 0, misses: 0, staleServed: 0 }

  async function load(path: string): Promise<unknown> {
    const response = await fetchImpl(new URL(path, cmsUrl), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok)
      throw new ContentUnavailableError(
        path,
        response.status,
        `${response.status}: ${await response.text().catch(() => '')}`,
      )
    const value: unknown = await response.json()
    entries.set(path, { value, fetchedAt: Date.now() })
    return value
  }

  return {
    async get(path) {
      const entry = entries.get(path)
      if (entry && Date.now() - entry.fetchedAt < ttlMs) {
        counters.hits++
        return entry.value
      }
      counters.misses++
      let pending = inFlight.get(path)
      if (!pending) {
        pending = load(path).finally(() => inFlight.delete(path))
        inFlight.set(path, pending)
      }
      try {
        return await pending
      } catch (error) {
        // A 4xx is the CMS's real answer (e.g. not found); anything else means it is unavailable.
        if (entry && !(error instanceof ContentUnavailableError && error.status < 500)) {
          counters.staleServed++
          return entry.value
        }
        throw error
      }
    },
    clear() {
      entries.clear()
    },
    stats() {
      return { entries: entries.size, ...counters }
    },
  }
}
