import { describe, expect, it } from 'vitest'
import { createPageStore, type KeptPage } from '../../server/page-store'
import { preparePage } from '../../server/prepared-page'

// The kept pages within their memory budget, and the paths whose HTML changed for the purge hook.

async function page(html: string, lastServed = 0): Promise<KeptPage> {
  return { answer: await preparePage(200, html, []), dependencies: new Set(), year: 2026, lastServed }
}

describe('the page store', () => {
  it('drops the least recently served page past its budget, never the one just kept', async () => {
    const a = await page('a'.repeat(400), 2)
    const b = await page('b'.repeat(400), 1)
    const store = createPageStore(a.answer.bytes + b.answer.bytes + 10)
    store.keep('/a', a)
    store.keep('/b', b)
    store.keep('/c', await page('c'.repeat(400), 0))
    expect([...store.entries()].map(([path]) => path).sort()).toEqual(['/a', '/c'])
    expect(store.wasDropped('/b')).toBe(true)
    expect(store.stats().bytes).toBeLessThanOrEqual(a.answer.bytes + b.answer.bytes + 10)
    store.keep('/b', await page('b'))
    expect(store.wasDropped('/b')).toBe(false)
  })

  it('tells which paths changed HTML or went away, once', async () => {
    const store = createPageStore(1_000_000)
    store.keep('/a', await page('one'))
    store.keep('/b', await page('same'))
    expect(store.takeChanged()).toEqual([])
    store.keep('/a', await page('two'))
    store.keep('/b', await page('same'))
    store.forget('/b')
    expect(store.takeChanged().sort()).toEqual(['/a', '/b'])
    expect(store.takeChanged()).toEqual([])
    expect(store.stats().pages).toBe(1)
  })
})
