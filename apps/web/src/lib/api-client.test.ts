import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PROBLEM_MEDIA_TYPE, problem, ProblemError } from '@ecs/shared/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, isUnreachable } from './api-client'

/** Answers by path; /flaky answers 503 to its first request and 200 after. */
const ANSWERS: Record<string, { status: number; type?: string; body?: string }> = {
  '/ok': { status: 201, type: 'application/json', body: '{"ok":true}' },
  '/empty': { status: 204 },
  '/problem': {
    status: 422,
    type: PROBLEM_MEDIA_TYPE,
    body: JSON.stringify(
      problem(422, 'Please check the highlighted fields.', { errors: [{ field: 'email', message: 'Required' }] }),
    ),
  },
  '/payload': {
    status: 403,
    type: 'application/json',
    body: JSON.stringify({ errors: [{ message: 'You are not allowed to perform this action.' }] }),
  },
  '/html': { status: 500, type: 'text/html', body: '<h1>stack trace at /app/x.ts</h1>' },
}

let server: Server
let base: string
const received: { path: string; method: string; body: string; type: string | undefined }[] = []
let flakyCalls = 0
/** When each request to /unavailable (always 503, Retry-After: 2) arrived. */
const unavailableCalls: number[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      received.push({ path: req.url!, method: req.method!, body, type: req.headers['content-type'] })
      if (req.url === '/unavailable') {
        unavailableCalls.push(Date.now())
        return res.writeHead(503, { 'content-type': PROBLEM_MEDIA_TYPE, 'retry-after': '2' }).end()
      }
      if (req.url === '/flaky') {
        flakyCalls += 1
        return res.writeHead(flakyCalls === 1 ? 503 : 200, { 'content-type': 'application/json' }).end('{"n":1}')
      }
      const answer = ANSWERS[req.url!]!
      res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {}).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

const failure = (path: string, request = {}) =>
  apiRequest(`${base}${path}`, request).then(
    () => expect.unreachable(),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProblemError)
      return error as ProblemError
    },
  )

describe('apiRequest', () => {
  it('sends JSON (POST by default when there is a body) and answers the JSON of a success', async () => {
    expect(await apiRequest(`${base}/ok`, { json: { a: 1 } })).toEqual({ ok: true })
    expect(received.at(-1)).toMatchObject({ method: 'POST', body: '{"a":1}', type: 'application/json' })
    expect(await apiRequest(`${base}/empty`, { method: 'DELETE' })).toBeUndefined()
  })

  it('throws the problem the server answered, fields included', async () => {
    const { details, message } = await failure('/problem')
    expect(details).toMatchObject({ status: 422, errors: [{ field: 'email', message: 'Required' }] })
    expect(message).toBe('Please check the highlighted fields.')
  })

  it("reads any other error body as a problem: Payload's by its message, a page by its status alone", async () => {
    expect((await failure('/payload')).details).toMatchObject({
      status: 403,
      detail: 'You are not allowed to perform this action.',
    })
    const html = await failure('/html')
    expect(html.details.status).toBe(500)
    expect(html.message).not.toMatch(/stack trace/)
  })

  it('throws an "unreachable" problem when no answer comes', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const error = await apiRequest(`http://127.0.0.1:${port}/x`).catch((caught: unknown) => caught)
    expect(isUnreachable(error)).toBe(true)
    expect(isUnreachable(await failure('/html'))).toBe(false)
  })

  it('sends again after a 503 only when asked to, four times at most, waiting as long as Retry-After asks', async () => {
    flakyCalls = 0
    expect((await failure('/flaky')).details.status).toBe(503)
    expect(flakyCalls).toBe(1)
    flakyCalls = 0
    expect(await apiRequest(`${base}/flaky`, { json: {}, retryWhenNotThrough: true })).toEqual({ n: 1 })
    expect(flakyCalls).toBe(2)
    unavailableCalls.length = 0
    let retries = 0
    const error = await failure('/unavailable', { json: {}, retryWhenNotThrough: true, onRetry: () => (retries += 1) })
    expect(error.details.status).toBe(503)
    expect(retries).toBe(4)
    expect(unavailableCalls).toHaveLength(5)
    // Retry-After: 2 made the first wait 2 s rather than 1 s; the others waited 3, 6 and 10 s.
    const waits = unavailableCalls.slice(1).map((at, index) => at - unavailableCalls[index]!)
    expect(waits.map((ms, index) => ms >= [1_950, 2_950, 5_950, 9_950][index]!)).toEqual([true, true, true, true])
  }, 40_000)
})
