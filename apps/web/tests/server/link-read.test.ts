import { problem } from '@ecs/shared/http'
import { match } from '@ecs/shared/routes'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkRead } from '../../server/link-read'

/** A CMS answering the links' reads as the real one does, by the token. */
const ANSWERS: Record<string, [number, unknown]> = {
  spanish: [200, { quote: { number: 'Q-1' }, language: 'es', canAnswer: true }],
  english: [200, { visit: { reference: 'V-1' }, language: 'en' }],
  expired: [410, problem(410, 'This link to quote Q-1 has expired.', { language: 'es' })],
  altered: [403, problem(403, 'This quote link is not valid.')],
  busy: [503, problem(503, 'Temporarily unavailable.')],
}

let cms: Server
let read: ReturnType<typeof linkRead>

beforeAll(async () => {
  cms = createServer((req, res) => {
    const token = req.url!.split('/')[4]!
    if (token === 'slow') return setTimeout(() => res.end('{}'), 3000)
    const [status, body] = ANSWERS[token] ?? [404, {}]
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  read = linkRead({ cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`, timeoutMs: 1500 })
})

afterAll(() => new Promise((resolve) => cms.close(resolve)))

describe("a private link's read for its page", () => {
  it("gives the page its customer's language, a good link or an expired one", async () => {
    expect(await read(match('/quote/spanish'))).toEqual({ language: 'es' })
    expect(await read(match('/visit/english'))).toEqual({ language: 'en' })
    expect(await read(match('/quote/expired'))).toEqual({ status: 410, language: 'es' })
  })

  it('gives a changed link its refusal and no language; a CMS busy or slow leaves the page as it is', async () => {
    expect(await read(match('/visit/altered'))).toEqual({ status: 403 })
    expect(await read(match('/quote/busy'))).toEqual({})
    expect(await read(match('/quote/slow'))).toEqual({})
  })

  it('reads nothing for any other page', async () => {
    expect(await read(match('/houston'))).toEqual({})
  })
})
