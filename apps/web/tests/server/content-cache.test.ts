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
let server: Server
let cmsUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url!)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(answers[req.url!] ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

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
})
