import type { PreparedPage } from './prepared-page'

export interface KeptPage {
  answer: PreparedPage
  /** The CMS paths its render read: a change to one of them makes the page stale. */
  dependencies: ReadonlySet<string>
  /** The copyright year in the footer: a page rendered last year is re-rendered. */
  year: number
  lastServed: number
}

/**
 * The rendered pages, within a memory budget: past `maxBytes` the least recently served pages are
 * dropped (and rendered again on their next visit). Remembers which paths' HTML changed or went away,
 * for the purge hook.
 */
export interface PageStore {
  get(path: string): KeptPage | undefined
  /** Keeps a page, replacing the one kept for its path; may drop others for memory. */
  keep(path: string, page: KeptPage): void
  forget(path: string): void
  /** Whether a path was dropped for memory (and not rendered since). */
  wasDropped(path: string): boolean
  entries(): IterableIterator<[string, KeptPage]>
  /** The paths whose HTML changed since the last call. */
  takeChanged(): string[]
  stats(): { pages: number; bytes: number }
}

export function createPageStore(maxBytes: number): PageStore {
  const kept = new Map<string, KeptPage>()
  const dropped = new Set<string>()
  const changed = new Set<string>()
  let bytes = 0

  function remove(path: string, page: KeptPage) {
    kept.delete(path)
    bytes -= page.answer.bytes
  }

  function leastRecentlyServed(except: string): [string, KeptPage] | undefined {
    let oldest: [string, KeptPage] | undefined
    for (const entry of kept)
      if (entry[0] !== except && (!oldest || entry[1].lastServed < oldest[1].lastServed)) oldest = entry
    return oldest
  }

  return {
    get: (path) => kept.get(path),

    keep(path, page) {
      const previous = kept.get(path)
      if (previous) remove(path, previous)
      if (previous && previous.answer.etag !== page.answer.etag) changed.add(path)
      kept.set(path, page)
      dropped.delete(path)
      bytes += page.answer.bytes
      while (bytes > maxBytes && kept.size > 1) {
        const oldest = leastRecentlyServed(path)
        if (!oldest) break
        remove(...oldest)
        dropped.add(oldest[0])
      }
    },

    forget(path) {
      const previous = kept.get(path)
      if (!previous) return
      remove(path, previous)
      changed.add(path)
    },

    wasDropped: (path) => dropped.has(path),
    entries: () => kept.entries(),

    takeChanged() {
      const paths = [...changed]
      changed.clear()
      return paths
    },

    stats: () => ({ pages: kept.size, bytes }),
  }
}
