import type { ContentChange } from '@ecs/shared/shared-state'
import type { ContentCache, ContentReader } from './content-cache'
import { createPageStore } from './page-store'
import { PER_REQUEST_CACHE_CONTROL } from './page-policy'
import { preparePage, type HeaderList, type PreparedPage } from './prepared-page'
import { createRenderQueue } from './render-queue'
import { createRevalidationLoop, type ContentNotice } from './revalidation-loop'

export type { ContentNotice } from './revalidation-loop'

/** A page as rendered, with the CMS paths its render read (so a change to one re-renders only its readers). */
export interface RenderedPage {
  status: number
  html: string
  dependencies: ReadonlySet<string>
}

/**
 * The rendered pages of the shared routes, each kept until the content it was rendered from changes:
 * render once, serve many. A change re-renders the affected pages in the background, one at a time,
 * and swaps each in when ready; until then visitors get the previous page (stale-while-revalidate).
 * Every shared route is rendered at start-up, so a page nobody has visited yet is there when the CMS
 * is not. Three parts: the pages kept within a memory budget (page-store.ts), the background renders
 * (render-queue.ts) and when content is re-read (revalidation-loop.ts); this joins them.
 */
export interface PageCache {
  /** The kept answer for a path, if any. Costs a map lookup; asks for a re-render if the year moved on. */
  lookup(path: string): PreparedPage | undefined
  /** The kept answer for a shared path, rendered now if it is not kept (one render per path at a time). */
  load(path: string): Promise<PreparedPage>
  /**
   * The entry point for "content changed" notices: re-reads the content the change can reach (all of
   * it without a change) and re-renders the pages whose content changed, in the background. A notice
   * from the database comes when the change committed; the CMS's POST /__content-changed may come
   * before, so it is followed by a second look.
   */
  contentChanged(change: ContentChange | undefined, notice: ContentNotice): void
  /** Re-reads every CMS path, re-renders the pages whose content changed and renders the shared routes not kept yet. */
  revalidate(): Promise<void>
  /** Resolves once no render is waiting or running (for tests and benchmarks). */
  idle(): Promise<void>
  stats(): { pages: number; bytes: number; renders: number; renderFailures: number }
  stop(): void
}

export interface PageCacheOptions {
  /** Renders a path from the content `reader` gives: the visitors' one, or the background one (content-cache.ts). */
  render: (path: string, reader: ContentReader) => Promise<RenderedPage>
  content: ContentCache
  /** The headers every kept answer carries (security headers, Cache-Control). */
  headers: HeaderList
  /** Every shared route, rendered at start-up and kept rendered. */
  sharedPaths: readonly string[]
  maxBytes: number
  /** How often content is re-read without a notice (a lost notice, a scheduled publish). */
  revalidateMs: number
  /**
   * The purge hook: called with the paths whose HTML changed after a content change, for a CDN in
   * front of the site to drop its copies of them.
   */
  onPagesChanged?: (paths: string[]) => void
  now?: () => Date
}

export function createPageCache({
  render,
  content,
  headers,
  sharedPaths,
  maxBytes,
  revalidateMs,
  onPagesChanged,
  now = () => new Date(),
}: PageCacheOptions): PageCache {
  const store = createPageStore(maxBytes)
  /** The route table's paths; any other (a landing page's open slug) is kept only while it exists. */
  const listed = new Set(sharedPaths)
  const perRequestHeaders = headers.map(([name, value]): [string, string] =>
    name === 'cache-control' ? [name, PER_REQUEST_CACHE_CONTROL] : [name, value],
  )
  const firstRenders = new Map<string, Promise<PreparedPage>>()
  const counters = { renders: 0, renderFailures: 0 }
  let everyRouteKept = false

  let year = now().getFullYear()
  let yearCheckedAt = Date.now()
  function currentYear(): number {
    if (Date.now() - yearCheckedAt > 1_000) {
      year = now().getFullYear()
      yearCheckedAt = Date.now()
    }
    return year
  }

  async function renderAndKeep(path: string, reader: ContentReader): Promise<PreparedPage> {
    const renderedYear = currentYear()
    counters.renders++
    try {
      const page = await render(path, reader)
      // Anyone can ask for /lp/anything: an address the route table does not list is never kept as a
      // 404 (nor cached in front), and one that stopped existing (an unpublished landing page) is let go.
      if (page.status !== 200 && !listed.has(path)) {
        store.forget(path)
        return await preparePage(page.status, page.html, perRequestHeaders)
      }
      const answer = await preparePage(page.status, page.html, headers)
      store.keep(path, {
        answer,
        dependencies: page.dependencies,
        year: renderedYear,
        lastServed: store.get(path)?.lastServed ?? 0,
      })
      return answer
    } catch (error) {
      counters.renderFailures++
      throw error
    }
  }

  const renders = createRenderQueue({
    render: (path) => renderAndKeep(path, content.background),
    priority: (path) => store.get(path)?.lastServed ?? 0,
    onDrained(failures) {
      if (failures.size > 0) {
        const [path, message] = failures.entries().next().value!
        console.error(`[pages] ${failures.size} pages not rendered, kept pages stay (first: ${path}: ${message})`)
        revalidation.retrySoon()
      }
      if (!everyRouteKept && sharedPaths.every((path) => store.get(path))) {
        everyRouteKept = true
        const { pages, bytes } = store.stats()
        console.log(`[pages] every shared route is rendered: ${pages} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB`)
      }
      const changed = store.takeChanged()
      if (changed.length > 0) onPagesChanged?.(changed)
    },
  })

  const revalidation = createRevalidationLoop({
    intervalMs: revalidateMs,
    async reread(changes) {
      const { changed, failed } = await content.refresh(changes)
      const stale = renders.takeFailed()
      for (const [path, page] of store.entries())
        for (const dependency of page.dependencies) if (changed.has(dependency)) stale.add(path)
      for (const path of sharedPaths) if (!store.get(path) && !store.wasDropped(path)) stale.add(path)
      renders.add(stale)
      if (failed > 0) revalidation.retrySoon()
    },
  })

  return {
    lookup(path) {
      const page = store.get(path)
      if (!page) return undefined
      page.lastServed = Date.now()
      if (page.year !== currentYear()) renders.add([path])
      return page.answer
    },

    load(path) {
      const page = store.get(path)
      if (page) return Promise.resolve(page.answer)
      let pending = firstRenders.get(path)
      if (!pending) {
        // Rendered now, so a start-up render still queued for it is not needed.
        renders.remove(path)
        pending = renderAndKeep(path, content).finally(() => firstRenders.delete(path))
        firstRenders.set(path, pending)
      }
      return pending
    },

    contentChanged: (change, notice) => revalidation.contentChanged(change, notice),
    revalidate: () => revalidation.revalidate(),

    async idle() {
      await revalidation.idle()
      await renders.idle()
    },

    stats: () => ({ ...store.stats(), ...counters }),
    stop: () => revalidation.stop(),
  }
}
