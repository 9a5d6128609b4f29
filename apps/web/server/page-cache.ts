import type { ContentCache } from './content-cache'
import { preparePage, type HeaderList, type PreparedPage } from './prepared-page'
import { PER_REQUEST_CACHE_CONTROL } from './page-policy'

/** A page as rendered, with the CMS paths its render read (so a change to one re-renders only its readers). */
export interface RenderedPage {
  status: number
  html: string
  dependencies: ReadonlySet<string>
}

interface KeptPage {
  answer: PreparedPage
  dependencies: ReadonlySet<string>
  /** The copyright year in the footer: a page rendered last year is re-rendered. */
  year: number
  lastServed: number
}

/**
 * The rendered pages of the shared routes, each kept until the content it was rendered from changes:
 * render once, serve many. A change re-renders the affected pages in the background, one at a time,
 * and swaps each in when ready; until then visitors get the previous page (stale-while-revalidate).
 * Every shared route is rendered at start-up, so a page nobody has visited yet is there when the CMS
 * is not. Memory is bounded: past `maxBytes` the least recently served pages are dropped (and rendered
 * again on their next visit).
 */
export interface PageCache {
  /** The kept answer for a path, if any. Costs a map lookup; asks for a re-render if the year moved on. */
  lookup(path: string): PreparedPage | undefined
  /** The kept answer for a shared path, rendered now if it is not kept (one render per path at a time). */
  load(path: string): Promise<PreparedPage>
  /**
   * The entry point for "content changed" notices: re-reads the content and re-renders what it
   * changed, in the background. A notice from the database comes when the change committed; the CMS's
   * POST /__content-changed may come before, so it is followed by a second look.
   */
  contentChanged(notice: ContentNotice): void
  /** Re-reads every CMS path, re-renders the pages whose content changed and renders the shared routes not kept yet. */
  revalidate(): Promise<void>
  /** Resolves once no render is waiting or running (for tests and benchmarks). */
  idle(): Promise<void>
  stats(): { pages: number; bytes: number; renders: number; renderFailures: number }
  stop(): void
}

/** When a "content changed" notice was sent: once the change committed, or possibly before. */
export type ContentNotice = 'after-commit' | 'maybe-before-commit'

export interface PageCacheOptions {
  render: (path: string) => Promise<RenderedPage>
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

/** A notice is acted on after this pause, so a burst of saves is one re-read. */
const NOTICE_DEBOUNCE_MS = 50
/**
 * The CMS posts its notice from an afterChange hook, before its transaction commits; a re-read that
 * came too early saw the old content, so such a notice is followed by a second look.
 */
const NOTICE_SETTLE_MS = 2_000
/** After a re-read that the CMS could not answer in full, the next try. */
const RETRY_MS = 5_000

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
  const kept = new Map<string, KeptPage>()
  /** The route table's paths; any other (a landing page's open slug) is kept only while it exists. */
  const listed = new Set(sharedPaths)
  const perRequestHeaders = headers.map(([name, value]): [string, string] =>
    name === 'cache-control' ? [name, PER_REQUEST_CACHE_CONTROL] : [name, value],
  )
  /** Dropped for memory: not rendered again until visited. */
  const dropped = new Set<string>()
  const firstRenders = new Map<string, Promise<PreparedPage>>()
  const queue = new Set<string>()
  const changedPaths = new Set<string>()
  /** Renders that failed (the CMS could not answer a first read): tried again on the next revalidation. */
  const failedRenders = new Set<string>()
  let retryScheduled = false
  let everyRouteKept = false
  const counters = { renders: 0, renderFailures: 0 }
  let bytes = 0
  let draining: Promise<void> | undefined
  let revalidating: Promise<void> | undefined
  let revalidateAgain = false
  const timers = new Set<NodeJS.Timeout>()

  let year = now().getFullYear()
  let yearCheckedAt = Date.now()
  function currentYear(): number {
    if (Date.now() - yearCheckedAt > 1_000) {
      year = now().getFullYear()
      yearCheckedAt = Date.now()
    }
    return year
  }

  function keep(path: string, page: KeptPage) {
    const previous = kept.get(path)
    if (previous) bytes -= previous.answer.bytes
    if (previous && previous.answer.etag !== page.answer.etag) changedPaths.add(path)
    kept.set(path, page)
    dropped.delete(path)
    bytes += page.answer.bytes
    while (bytes > maxBytes && kept.size > 1) {
      let oldest: [string, KeptPage] | undefined
      for (const entry of kept)
        if (entry[0] !== path && (!oldest || entry[1].lastServed < oldest[1].lastServed)) oldest = entry
      if (!oldest) break
      kept.delete(oldest[0])
      dropped.add(oldest[0])
      bytes -= oldest[1].answer.bytes
    }
  }

  function forget(path: string) {
    const previous = kept.get(path)
    if (!previous) return
    kept.delete(path)
    bytes -= previous.answer.bytes
    changedPaths.add(path)
  }

  async function renderAndKeep(path: string): Promise<PreparedPage> {
    const renderedYear = currentYear()
    counters.renders++
    try {
      const page = await render(path)
      // Anyone can ask for /lp/anything: an address the route table does not list is never kept as a
      // 404 (nor cached in front), and one that stopped existing (an unpublished landing page) is let go.
      if (page.status !== 200 && !listed.has(path)) {
        forget(path)
        return await preparePage(page.status, page.html, perRequestHeaders)
      }
      const answer = await preparePage(page.status, page.html, headers)
      keep(path, {
        answer,
        dependencies: page.dependencies,
        year: renderedYear,
        lastServed: kept.get(path)?.lastServed ?? 0,
      })
      return answer
    } catch (error) {
      counters.renderFailures++
      throw error
    }
  }

  function schedule(task: () => unknown, delayMs: number) {
    const timer = setTimeout(() => {
      timers.delete(timer)
      void task()
    }, delayMs)
    timers.add(timer)
  }

  /** The most recently served page first: the ones visitors are reading now get the new content first. */
  function nextInQueue(): string {
    let best: string | undefined
    for (const path of queue)
      if (best === undefined || (kept.get(path)?.lastServed ?? 0) > (kept.get(best)?.lastServed ?? 0)) best = path
    queue.delete(best!)
    return best!
  }

  function enqueue(paths: Iterable<string>) {
    for (const path of paths) queue.add(path)
    if (queue.size === 0 || draining) return
    draining = drain().finally(() => {
      draining = undefined
      enqueue([]) // paths queued while the last render was finishing
    })
  }

  async function drain() {
    let firstFailure: string | undefined
    while (queue.size > 0) {
      const path = nextInQueue()
      try {
        await renderAndKeep(path)
      } catch (error) {
        failedRenders.add(path)
        firstFailure ??= `${path}: ${(error as Error).message}`
      }
      // Let waiting requests go first: a background render never delays an answer for long.
      await new Promise((resolve) => setImmediate(resolve))
    }
    if (firstFailure) {
      console.error(`[pages] ${failedRenders.size} pages not rendered, kept pages stay (first: ${firstFailure})`)
      retrySoon()
    }
    if (!everyRouteKept && sharedPaths.every((path) => kept.has(path))) {
      everyRouteKept = true
      console.log(`[pages] every shared route is rendered: ${kept.size} pages, ${(bytes / 1024 / 1024).toFixed(1)} MB`)
    }
    if (changedPaths.size > 0) {
      const paths = [...changedPaths]
      changedPaths.clear()
      onPagesChanged?.(paths)
    }
  }

  function retrySoon() {
    if (retryScheduled) return
    retryScheduled = true
    schedule(() => {
      retryScheduled = false
      return revalidate()
    }, RETRY_MS)
  }

  async function revalidateOnce() {
    const { changed, failed } = await content.refresh()
    const stale = new Set(failedRenders)
    failedRenders.clear()
    for (const [path, page] of kept)
      for (const dependency of page.dependencies) if (changed.has(dependency)) stale.add(path)
    for (const path of sharedPaths) if (!kept.has(path) && !dropped.has(path)) stale.add(path)
    enqueue(stale)
    if (failed > 0) retrySoon()
  }

  function revalidate(): Promise<void> {
    if (revalidating) {
      revalidateAgain = true
      return revalidating
    }
    revalidating = (async () => {
      do {
        revalidateAgain = false
        await revalidateOnce()
      } while (revalidateAgain)
    })().finally(() => (revalidating = undefined))
    return revalidating
  }

  const interval = setInterval(() => void revalidate(), revalidateMs)
  interval.unref()

  return {
    lookup(path) {
      const page = kept.get(path)
      if (!page) return undefined
      page.lastServed = Date.now()
      if (page.year !== currentYear()) enqueue([path])
      return page.answer
    },

    load(path) {
      const page = kept.get(path)
      if (page) return Promise.resolve(page.answer)
      let pending = firstRenders.get(path)
      if (!pending) {
        // Rendered now, so a start-up render still queued for it is not needed.
        queue.delete(path)
        pending = renderAndKeep(path).finally(() => firstRenders.delete(path))
        firstRenders.set(path, pending)
      }
      return pending
    },

    contentChanged(notice) {
      schedule(revalidate, NOTICE_DEBOUNCE_MS)
      if (notice === 'maybe-before-commit') schedule(revalidate, NOTICE_SETTLE_MS)
    },

    revalidate,

    async idle() {
      while (revalidating || draining) await (revalidating ?? draining)
    },

    stats() {
      return { pages: kept.size, bytes, ...counters }
    },

    stop() {
      clearInterval(interval)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
