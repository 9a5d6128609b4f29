import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentChange } from '@ecs/shared/shared-state'
import type { ContentCache } from '../../server/content-cache'
import { createPageCache, type PageCache } from '../../server/page-cache'

// The page cache's own rules, with content held in memory (the CMS itself is in page-cache.test.ts):
// what a change re-renders, the memory bound, the year.

function memoryContent(initial: Record<string, string>) {
  const current = { ...initial }
  const seen = { ...initial }
  let refreshes = 0
  const asked: (readonly ContentChange[] | undefined)[] = []
  const readsBy = { visitor: 0, background: 0 }
  const content: ContentCache = {
    get: async (path) => {
      readsBy.visitor++
      return current[path]
    },
    background: {
      get: async (path) => {
        readsBy.background++
        return current[path]
      },
    },
    peek: (path) => seen[path],
    refresh: async (changes) => {
      refreshes++
      asked.push(changes)
      const changed = new Set(Object.keys(current).filter((path) => current[path] !== seen[path]))
      Object.assign(seen, current)
      return { changed, failed: 0 }
    },
    stats: () => ({ entries: Object.keys(current).length, reads: 0, failures: 0, circuit: 'closed' }),
  }
  return { content, current, refreshes: () => refreshes, asked, readsBy }
}

let pages: PageCache | undefined
afterEach(() => pages?.stop())

function setUp(options: { maxBytes?: number; now?: () => Date; padding?: number } = {}) {
  const { content, current, refreshes, asked, readsBy } = memoryContent({
    '/api/shell': 'shell v1',
    '/api/a': 'a v1',
    '/api/b': 'b v1',
    '/api/lp': 'published',
  })
  const rendered: string[] = []
  const reads: Record<string, string[]> = {
    '/a': ['/api/shell', '/api/a'],
    '/b': ['/api/shell', '/api/b'],
    '/lp/x': ['/api/shell', '/api/lp'],
  }
  pages = createPageCache({
    render: async (path, reader) => {
      rendered.push(path)
      const texts = await Promise.all(reads[path]!.map((dependency) => reader.get(dependency)))
      return {
        // An unlisted address (a landing page's open slug) exists while its content says so.
        status: path === '/lp/x' && current['/api/lp'] !== 'published' ? 404 : 200,
        html: `<p>${texts.join(' | ')} ${(options.now ?? (() => new Date()))().getFullYear()}</p>${'.'.repeat(options.padding ?? 0)}`,
        dependencies: new Set(reads[path]),
      }
    },
    content,
    headers: [['cache-control', 'public']],
    sharedPaths: ['/a', '/b'],
    maxBytes: options.maxBytes ?? 1_000_000,
    revalidateMs: 60_000,
    now: options.now,
  })
  return { pages, current, rendered, refreshes, asked, readsBy }
}

const body = (pages: PageCache, path: string) => pages.lookup(path)?.variant('identity').body.toString()

describe('the page cache', () => {
  it('re-reads once for a notice sent at commit, and looks again after one that may come before it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { pages, refreshes } = setUp()
      pages.contentChanged(undefined, 'after-commit')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(refreshes()).toBe(1)
      pages.contentChanged(undefined, 'maybe-before-commit')
      await vi.advanceTimersByTimeAsync(10_000)
      expect(refreshes()).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it("re-reads what a notice's change can reach, and everything for a notice without one", async () => {
    const { pages, asked } = setUp()
    const change: ContentChange = { source: 'media', id: 7, containedBy: { services: 1 } }
    pages.contentChanged(change, 'after-commit')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await pages.idle()
    pages.contentChanged(undefined, 'after-commit')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await pages.idle()
    expect(asked).toEqual([[change], undefined])
  })

  it('renders every shared route at start-up, then serves them without rendering', async () => {
    const { pages, rendered, readsBy } = setUp()
    await pages.revalidate()
    await pages.idle()
    expect(rendered.sort()).toEqual(['/a', '/b'])
    // Nobody waits for these renders: they read as background work, outside the visitors' circuit.
    expect(readsBy).toEqual({ visitor: 0, background: 4 })
    expect(body(pages, '/a')).toContain('a v1')
    body(pages, '/a')
    expect(rendered).toHaveLength(2)
  })

  it('re-renders only the pages that read what changed, and keeps serving the old page until then', async () => {
    const { pages, current, rendered } = setUp()
    await pages.revalidate()
    await pages.idle()
    rendered.length = 0
    current['/api/a'] = 'a v2'
    const refreshing = pages.revalidate()
    expect(body(pages, '/a')).toContain('a v1')
    await refreshing
    await pages.idle()
    expect(rendered).toEqual(['/a'])
    expect(body(pages, '/a')).toContain('a v2')

    rendered.length = 0
    current['/api/shell'] = 'shell v2'
    await pages.revalidate()
    await pages.idle()
    expect(rendered.sort()).toEqual(['/a', '/b'])
  })

  it('keeps within its memory, dropping the least recently served page', async () => {
    const { pages } = setUp({ maxBytes: 1_800, padding: 1_000 })
    await pages.load('/a')
    body(pages, '/a')
    await pages.load('/b')
    expect(pages.stats().pages).toBe(1)
    expect(pages.stats().bytes).toBeLessThanOrEqual(1_800)
    expect(pages.lookup('/a')).toBeUndefined()
    expect(body(pages, '/b')).toContain('b v1')
  })

  it('renders a page again when the year has changed since its render', async () => {
    let now = new Date('2026-12-31T23:59:58')
    const { pages, rendered } = setUp({ now: () => now })
    await pages.load('/a')
    expect(body(pages, '/a')).toContain('2026')
    now = new Date('2027-01-01T00:00:01')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(body(pages, '/a')).toContain('2026')
    await pages.idle()
    expect(body(pages, '/a')).toContain('2027')
    expect(rendered).toEqual(['/a', '/a'])
  })

  it('never keeps a 404 of an address the route table does not list, and lets go of one that stopped existing', async () => {
    const { pages, current, readsBy } = setUp()
    const found = await pages.load('/lp/x')
    expect(found.status).toBe(200)
    // A visitor waits for this one.
    expect(readsBy).toEqual({ visitor: 2, background: 0 })
    expect(pages.lookup('/lp/x')).toBeDefined()
    current['/api/lp'] = 'unpublished'
    await pages.revalidate()
    await pages.idle()
    expect(pages.lookup('/lp/x')).toBeUndefined()
    const gone = await pages.load('/lp/x')
    expect(gone.status).toBe(404)
    const head = gone.variant('identity').head
    expect(head[head.indexOf('cache-control') + 1]).toBe('no-cache')
    expect(pages.lookup('/lp/x')).toBeUndefined()
  })
})
