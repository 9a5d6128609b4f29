import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { connect } from 'node:net'
import { SEED_PASSWORD, startStack, untilEveryRouteRendered, type Stack } from '@ecs/test-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The three doors of docs/decisions/012-threat-model.md on the real built stack, at production
 * limits: the site, and the CMS's own port (its admin and API). Each test speaks as its own visitor
 * (X-Forwarded-For from loopback, which both servers trust), so tests never share a limit.
 */
let stack: Stack
let site: string
let cms: string

beforeAll(async () => {
  stack = await startStack()
  site = stack.site!.url
  cms = stack.cms.url
  // The site renders every shared route at start-up, through the same circuit to the CMS as a visitor's
  // first render. On a loaded machine, with the burst of visits below, three failed reads opened that
  // circuit and the not-found pages these tests ask for were 503 for 5 s (CI, 2026-12-07): the tests
  // here are about the edge, so they start once the site is warm.
  await untilEveryRouteRendered(stack.site!)
}, 330_000)
afterAll(async () => {
  await stack?.stop()
})

/**
 * The end of the site's log, said beside an assertion on a page it renders: a render that fails is
 * answered 503 with nothing of its cause, which the site logs (an open circuit to the CMS, above).
 */
const siteLog = () => stack.site!.log().slice(-4000)

let visitors = 0
/** A visitor address of its own (TEST-NET-2 and -3 and a private block: never real visitors). */
function newVisitor(): string {
  visitors += 1
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`
}

function post(base: string, path: string, body: unknown, from: string, contentType = 'application/json') {
  return fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  })
}

const signIn = (base: string, email: string, password: string, from: string) =>
  post(base, '/api/users/login', { email, password }, from)

describe('the CMS is a door of its own: its own limits', () => {
  it('limits sign-ins, password resets, leads and attribution per address on the CMS port', async () => {
    const statusesOf = async (count: number, send: () => Promise<Response>) => {
      const statuses: number[] = []
      for (let index = 0; index < count; index += 1) statuses.push((await send()).status)
      return statuses
    }
    const from = newVisitor()
    const signIns = await statusesOf(11, () => signIn(cms, `nobody-${randomUUID()}@example.com`, 'wrong', from))
    expect(signIns).toEqual([...Array(10).fill(401), 429])
    const resets = await statusesOf(6, () => post(cms, '/api/users/forgot-password', { email: 'x' }, from))
    expect(resets.slice(0, 5)).not.toContain(429)
    expect(resets[5]).toBe(429)
    const leads = await statusesOf(21, () => post(cms, '/api/leads/estimate', {}, from))
    expect(leads.slice(0, 20)).not.toContain(429)
    expect(leads[20]).toBe(429)
    // One visit repeating itself is limited per session (many visitors share an address: see below).
    const session = randomUUID()
    const visits = await statusesOf(11, () => post(cms, '/api/attribution', { sessionId: session }, from))
    expect(visits.slice(0, 10)).not.toContain(429)
    expect(visits[10]).toBe(429)
    // Spelled another way, the same limit (finding 1 on the CMS's own door).
    expect((await post(cms, '/api//%61ttribution', { sessionId: session }, from)).status).toBe(429)
    expect((await post(cms, '/api/leads/ESTIMATE', {}, from)).status).toBe(429)
  })

  it('pauses one account for one address after five failures, never for everyone, and never tells which accounts exist', async () => {
    const stranger = newVisitor()
    const staffer = newVisitor()
    const unknown = `nobody-${randomUUID()}@example.com`
    for (const email of ['staff@clearview.example', unknown]) {
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await signIn(cms, email, 'wrong', stranger)).status).toBe(401)
    }
    const paused = await signIn(cms, 'staff@clearview.example', SEED_PASSWORD, stranger)
    const pausedUnknown = await signIn(cms, unknown, SEED_PASSWORD, stranger)
    expect([paused.status, pausedUnknown.status]).toEqual([429, 429])
    expect(await paused.json()).toEqual(await pausedUnknown.json())
    // The staffer, elsewhere, signs in as usual: a stranger cannot lock staff out.
    expect((await signIn(cms, 'staff@clearview.example', SEED_PASSWORD, staffer)).status).toBe(200)
    // Through the site the same CMS decides (the site passes the visitor's address on).
    expect((await signIn(site, 'staff@clearview.example', SEED_PASSWORD, stranger)).status).toBe(429)
  })

  it('counts a success as the end of a run of failures', async () => {
    const from = newVisitor()
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await signIn(cms, 'marketing@clearview.example', 'wrong', from)).status).toBe(401)
      expect((await signIn(cms, 'marketing@clearview.example', SEED_PASSWORD, from)).status).toBe(200)
    }
  })
})

describe('many visitors behind one address keep their campaign', () => {
  it('records 1,000 distinct visits from one address in a minute, through the site, while one session repeating itself is refused', async () => {
    const school = newVisitor()
    const statuses: number[] = []
    const sessions = Array.from({ length: 1000 }, () => randomUUID())
    for (let start = 0; start < sessions.length; start += 25) {
      const batch = sessions.slice(start, start + 25)
      statuses.push(
        ...(await Promise.all(batch.map((sessionId) => post(site, '/api/attribution', { sessionId }, school)))).map(
          (response) => response.status,
        ),
      )
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(1000)
    const repeated = [] as number[]
    for (let attempt = 0; attempt < 11; attempt += 1)
      repeated.push((await post(site, '/api/attribution', { sessionId: sessions[0] }, school)).status)
    // The session's first record was one of the thousand: nine more repeats are answered, then 429.
    expect(repeated.slice(0, 9)).toEqual(Array(9).fill(200))
    expect(repeated.slice(9)).toEqual([429, 429])
  })
})

describe('security headers on every CMS answer', () => {
  it('sends the baseline on the admin, the API, files, static assets and 404s', async () => {
    const adminHtml = await (await fetch(`${cms}/admin/login`)).text()
    const staticAsset = /\/_next\/static\/[^"']+\.js/.exec(adminHtml)?.[0]
    expect(staticAsset).toBeTruthy()
    for (const path of [
      '/admin/login',
      '/admin',
      '/api/locations?limit=1',
      '/api/media/file/nope.webp',
      '/no-such-page',
      staticAsset!,
    ]) {
      const response = await fetch(cms + path, { redirect: 'manual' })
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy, path).toMatch(/frame-ancestors 'none'/)
      expect(policy, path).toMatch(/script-src 'self' 'nonce-/)
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
    const attribution = await post(cms, '/api/attribution', {}, newVisitor())
    expect(attribution.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
  })

  it("puts the request's nonce on the admin's scripts", async () => {
    const response = await fetch(`${cms}/admin/login`)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    const html = await response.text()
    expect(nonce).toBeTruthy()
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []
    expect(inlineScripts.length).toBeGreaterThan(0)
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)
  })
})

/** One request, its body written at once with its length; resolves with the status and how long it took. */
function rawPost(url: string, body: Buffer, agentKeepAlive: boolean) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = Date.now()
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-forwarded-for': newVisitor() },
        agent: agentKeepAlive ? undefined : false,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode!, ms: Date.now() - started }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

describe('oversized bodies through the site', () => {
  it('answers a 2 MB attribution POST with 413, never 502, every time', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'x')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await rawPost(`${site}/api/attribution`, body, false)).status)
    expect(statuses).toEqual([413, 413, 413, 413, 413])
  })
})

/** One request written as it is (a request target no HTTP client would send); resolves with the head of the answer. */
function rawRequest(base: string, head: string): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
      if (!answer.includes('\r\n\r\n')) return
      socket.destroy()
      const [statusLine, ...lines] = answer.split('\r\n\r\n')[0]!.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolve({ status: Number(statusLine!.split(' ')[1]), headers })
    })
    socket.on('error', reject)
    socket.write(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
  })
}

describe('the edge: one spelling of a path, only /api forwarded, and the headers of both ports', () => {
  it('sends a path spelled with repeated slashes to its one spelling, never a 200 at the other (site and CMS)', async () => {
    for (const [path, location] of [
      ['//nope', '/nope'],
      ['///services//?utm_source=x', '/services/?utm_source=x'],
      ['/contact-us//', '/contact-us/'],
    ]) {
      const answer = await fetch(site + path, { redirect: 'manual' })
      expect([answer.status, answer.headers.get('location')], path).toEqual([301, location])
    }
    // A backslash beside a slash is one too: the answer never starts with `/\\`, another host to a browser.
    expect(await rawRequest(site, 'GET /\\evil.example/ HTTP/1.1')).toMatchObject({
      status: 301,
      headers: { location: '/evil.example/' },
    })
    expect((await fetch(`${site}/nope`)).status, siteLog()).toBe(404)
    const onCms = await fetch(`${cms}//nope`, { redirect: 'manual' })
    expect(onCms.status).toBeGreaterThanOrEqual(301)
    expect(onCms.headers.get('location')).toBe('/nope')
  })

  it("forwards /api and /api/ only: /api.php and /apix are the site's own 404 page", async () => {
    for (const path of ['/api.php', '/apix', '/api-docs']) {
      const answer = await fetch(site + path)
      expect([answer.status, answer.headers.get('content-type')], `${path}\n${siteLog()}`).toEqual([
        404,
        'text/html; charset=utf-8',
      ])
    }
    expect((await fetch(`${site}/api/globals/company-info`)).status).toBe(200)
    // The CMS's own answer (it has nothing at /api itself), passed on as a problem.
    expect((await fetch(`${site}/api`)).headers.get('content-type')).toBe('application/problem+json')
  })

  it('sends a Permissions-Policy on every answer of both ports', async () => {
    const answers = [
      await fetch(`${site}/`),
      await fetch(`${site}/services`),
      await fetch(`${site}/nope`),
      await fetch(`${site}//nope`, { redirect: 'manual' }),
      await fetch(`${site}/api/globals/company-info`),
      await fetch(`${cms}/admin/login`),
      await fetch(`${cms}/api/globals/company-info`),
      await post(cms, '/api/attribution', { sessionId: randomUUID() }, newVisitor()),
    ]
    for (const answer of answers) {
      const policy = answer.headers.get('permissions-policy') ?? ''
      expect(policy, answer.url).toContain('camera=()')
      expect(policy, answer.url).toContain('geolocation=()')
      expect(policy, answer.url).toContain('payment=()')
    }
  })

  it('never puts an absolute-form request target into a redirect (CMS and site)', async () => {
    for (const base of [cms, site]) {
      const answer = await rawRequest(base, 'GET http://100.100.100.200/x/ HTTP/1.1')
      expect(answer.headers.location ?? '', base).not.toContain('100.100.100.200')
    }
  })

  it('listens on loopback only by default', async () => {
    const port = Number(new URL(cms).port)
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.2')
      socket.on('connect', () => {
        socket.destroy()
        resolve('connected')
      })
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
    })
    expect(refused).toBe('ECONNREFUSED')
  })

  it('sends HSTS on the CMS when a trusted proxy says the visitor came over TLS, not otherwise', async () => {
    const overTls = await fetch(`${cms}/admin/login`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    expect((await fetch(`${cms}/admin/login`)).headers.get('strict-transport-security')).toBeNull()
  })

  it('answers a sign-in with Cache-Control: no-store, on both ports, signed in or refused', async () => {
    for (const base of [cms, site]) {
      const from = newVisitor()
      const refused = await signIn(base, 'staff@clearview.example', 'wrong', from)
      const signedIn = await signIn(base, 'staff@clearview.example', SEED_PASSWORD, from)
      expect([refused.status, signedIn.status], base).toEqual([401, 200])
      for (const answer of [refused, signedIn]) expect(answer.headers.get('cache-control'), base).toBe('no-store')
    }
  })
})
