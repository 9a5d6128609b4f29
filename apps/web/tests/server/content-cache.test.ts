import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentCache } from '../../server/content-cache'

// The content cache's targeted re-read, against a small HTTP server standing in for the CMS's REST
// answers (the real CMS is in content-changes.test.ts): a change re-reads only the paths that can
// contain it, and a re-read without changes asks for every path.

const answers: Record<string, unknown> = {
  '/api/services?depth=1': { docs: [{ id: 3, image: { id: 7, alt: 'A roof' } }] },
  '/api/articles?depth=1': { docs: [{ id: 1, image: { id: 8, alt: 'A deck' } }] },
  '/api/articles?depth=0': { docs: [{ id: 1, image: 7 }] },
  '/api/globals/company-info?depth=0': { phone: '(202) 555-0100' },
}
const asked: string[] = []
/** The delays of a path's next answers, in ms. */
const delays: Record<string, number[]> = {}
let server: Server
let cmsUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url!)
    res.setHeader('content-type', 'application/json')
    // The answer as the request arrives, sent after its delay: a CMS slowed by a burst answers /api/slow in 300 ms.
    const answer = JSON.stringify(answers[req.url!] ?? {})
    const delay = delays[req.url!]?.shift() ?? (req.url!.startsWith('/api/slow') ? 300 : 0)
    setTimeout(() => res.end(answer), delay)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(resolve))
})

describe('the content cache', () => {
  it('re-reads only the paths a change can reach, and tells which answers changed', async () => {
    const content = createContentCache({ cmsUrl, timeoutMs: 1_000 })
    for (const path of Object.keys(answers)) await content.get(path)
    asked.length = 0

    answers['/api/services?depth=1'] = { docs: [{ id: 3, image: { id: 7, alt: 'A freshly washed roof' } }] }
    const { changed, failed } = await content.refresh([
      { source: 'media', id: 7, containedBy: { services: 1, articles: 1 } },
    ])
    expect(asked).toEqual(['/api/services?depth=1'])
    expect([...changed]).toEqual(['/api/services?depth=1'])
    expect(failed).toBe(0)

    asked.length = 0
    await content.refresh([{ source: 'globals/company-info', containedBy: {} }])
    expect(asked).toEqual(['/api/globals/company-info?depth=0'])

    asked.length = 0
    expect((await content.refresh()).changed.size).toBe(0)
    expect(asked.sort()).toEqual(Object.keys(answers).sort())
  })

  // Seen in CI: the start-up renders of every shared route made the CMS slow, three of their reads
  // timed out, and the circuit they shared with visitors opened: visitors got 503 pages for 5 s.
  it("lets background reads wait longer, and never opens the visitors' circuit with their failures", async () => {
    const content = createContentCache({ cmsUrl, timeoutMs: 100, backgroundTimeoutMs: 1_000 })
    // Each slower than a visitor may wait: read in the background, they are kept.
    expect(await content.background.get('/api/slow?n=1')).toEqual({})
    // Slower than the background may wait: they fail, three in a row...
    const tooSlow = createContentCache({ cmsUrl, timeoutMs: 100, backgroundTimeoutMs: 50, failuresToOpen: 3 })
    for (const n of [2, 3, 4]) await expect(tooSlow.background.get(`/api/slow?n=${n}`)).rejects.toThrow(/within 50 ms/)
    // ...which opens the background's own circuit (a refresh of a stalled CMS does not wait out every path)...
    await expect(tooSlow.background.get('/api/slow?n=9')).rejects.toThrow(/not asked again yet/)
    // ...and a visitor's read still asks the CMS.
    expect(tooSlow.stats().circuit).toBe('closed')
    expect(await tooSlow.get('/api/globals/company-info?depth=0')).toEqual({ phone: '(202) 555-0100' })
    // A visitor's own three timeouts open it.
    for (const n of [5, 6, 7]) await expect(tooSlow.get(`/api/slow?n=${n}`)).rejects.toThrow(/within 100 ms/)
    expect(tooSlow.stats().circuit).toBe('open')
  })

  it('makes a visitor who finds a background read of the same path under way wait no longer than a visitor may', async () => {
    const content = createContentCache({ cmsUrl, timeoutMs: 100, backgroundTimeoutMs: 1_000 })
    const background = content.background.get('/api/slow?n=8')
    const started = Date.now()
    await expect(content.get('/api/slow?n=8')).rejects.toThrow(/within 100 ms/)
    expect(Date.now() - started).toBeLessThan(250)
    // The background read goes on, and its answer is kept for the next visitor.
    expect(await background).toEqual({})
    expect(content.peek('/api/slow?n=8')).toEqual({})
    expect(asked.filter((path) => path === '/api/slow?n=8')).toHaveLength(1)
  })

  it('keeps the newer of two answers to a path when the read started first finishes last', async () => {
    const content = createContentCache({ cmsUrl, timeoutMs: 1_000 })
    answers['/api/race'] = { version: 1 }
    await content.get('/api/race')
    delays['/api/race'] = [300, 0]
    const first = content.refresh()
    await new Promise((resolve) => setTimeout(resolve, 50))
    answers['/api/race'] = { version: 2 }
    expect([...(await content.refresh()).changed]).toEqual(['/api/race'])
    expect([...(await first).changed]).toEqual([])
    expect(content.peek('/api/race')).toEqual({ version: 2 })
  })
})
