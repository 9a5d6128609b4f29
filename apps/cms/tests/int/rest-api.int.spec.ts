import { request } from 'node:http'
import { freePort } from '@ecs/local-postgres'
import { startCms, type RunningServer } from '@ecs/test-stack'
import type { Payload } from 'payload'
import pg from 'pg'
import { problem } from '@ecs/shared/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attributionRecord, BAD_ATTRIBUTION_RECORDS } from '../helpers/attribution-bodies'
import { getTestPayload } from '../helpers/payload'
import { LOCAL_PASSWORD } from '../../src/seed/users'
import { fieldsOf, readProblem } from '../helpers/problem'
import { postJson } from '../helpers/rest'

// The built CMS over HTTP, as the site and the world see it: its production server (dist/server.mjs)
// in front of Next (needs `pnpm build` first; turbo runs it).
let cms: RunningServer
let database: pg.Pool
// In process, for comparing the server's own attribution path with Payload's endpoint.
let payload: Payload

beforeAll(async () => {
  cms = await startCms({
    databaseUri: process.env.DATABASE_URI!,
    port: await freePort(),
    siteUrl: 'http://127.0.0.1:9',
  })
  database = new pg.Pool({ connectionString: process.env.DATABASE_URI, max: 1 })
  payload = await getTestPayload()
}, 120_000)
afterAll(async () => {
  await cms?.stop()
  await database?.end()
  await payload?.destroy()
})

const get = async (path: string, init?: RequestInit) => {
  const response = await fetch(cms.url + path, init)
  return {
    status: response.status,
    body: (await response.json()) as {
      docs?: Record<string, unknown>[]
      totalDocs?: number
      errors?: { message: string }[]
    },
  }
}

describe('the CMS REST API', () => {
  it.each([
    ['/api/locations', 4],
    ['/api/plans', 3],
    ['/api/industries', 10],
    ['/api/articles', 7],
  ])('%s serves the seeded documents', async (path, count) => {
    const { status, body } = await get(`${path}?limit=100&depth=0`)
    expect(status).toBe(200)
    expect(
      body.docs!.filter(
        (doc) => !String(doc.slug ?? '').startsWith('test-') && !String(doc.name ?? '').startsWith('Test'),
      ),
    ).toHaveLength(count)
  })

  it('serves every service of the catalog', async () => {
    const { body } = await get('/api/services?limit=100&depth=0&where[serviceId][less_than_equal]=10')
    expect(body.docs!.map((doc) => doc.serviceId).sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })

  // Reviews are created by visitors (the lead-capture endpoints); their rules are tested there.
  it.each(['locations', 'services', 'plans', 'industries', 'articles', 'pages', 'jobs', 'users'])(
    'refuses an anonymous create in %s',
    async (collection) => {
      const { status, body } = await get(`/api/${collection}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', title: 'x', slug: 'x' }),
      })
      expect(status).toBe(403)
      expect(body.errors?.[0]?.message).toBeTruthy()
    },
  )

  it.each(['users'])('refuses an anonymous list of %s', async (collection) => {
    expect((await get(`/api/${collection}`)).status).toBe(403)
  })

  it('logs a seeded staff account in and refuses a wrong password with a clear error', async () => {
    const wrong = await get('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@clearview.example', password: 'nope' }),
    })
    expect(wrong.status).toBe(401)
    const response = await fetch(`${cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'marketing@clearview.example', password: LOCAL_PASSWORD }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=.*HttpOnly/i)
  })
})

describe('bad query input', () => {
  // Payload drops filters it cannot convert (text for a number); a `like` on a select field reaches
  // Postgres, which rejects it.
  it.each(['/api/locations?where[slug][like]=dm', '/api/plans?where[planId][contains]=bas'])(
    'answers %s with a 400 problem that says what is wrong (its errors read by the admin too)',
    async (path) => {
      const answer = await readProblem(await fetch(cms.url + path), 400)
      expect(answer.detail).toMatch(/filter/i)
      expect(fieldsOf(answer)).toEqual(['where'])
      expect(answer.errors?.[0]?.message).toMatch(/filter/i)
    },
  )
})

/** Input Payload used to answer with a 500: each is the caller's mistake, so a 4xx. */
describe('bad input is never a server error', () => {
  const multipart = (body: string, contentType = 'multipart/form-data; boundary=XX') => ({
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })
  const part = (value: string) =>
    `--XX\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${value}\r\n--XX--\r\n`

  it.each([
    ['a media file that is not there', '/api/media/file/nope.webp', {}, 404],
    ['a near filter on a field that is not a point', '/api/locations?where[name][near]=1,2', {}, 400],
    ['a near filter inside an or', '/api/reviews?where[or][0][rating][near]=1,2,3', {}, 400],
    ['an all filter on a field that holds one value', '/api/locations?where[name][all]=x', {}, 400],
    ["an all filter on a plugin's collection", '/api/redirects?where[or][0][createdAt][all]=x', {}, 400],
    ['a page that is not a number', '/api/locations?page=x', {}, 400],
    ['a limit given twice', '/api/services?limit=-1&limit=-1', {}, 400],
    ['email verification, which is off', '/api/users/verify/x', { method: 'POST' }, 404],
    ["Payload's migrations, which have no REST API", '/api/payload-migrations', {}, 404],
    ['a multipart sign-in without a boundary', '/api/users/login', multipart('garbage', 'multipart/form-data'), 400],
    [
      'a multipart sign-in cut short',
      '/api/users/login',
      multipart('--XX\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"email"'),
      400,
    ],
    [
      'a multipart sign-in with a broken part header',
      '/api/users/login',
      multipart('--XX\r\nBad header\r\n\r\nx\r\n--XX--\r\n'),
      400,
    ],
    ['a multipart sign-in whose data is not JSON', '/api/users/login', multipart(part('not json')), 400],
    [
      'a multipart password reset without a boundary',
      '/api/users/forgot-password',
      multipart('garbage', 'multipart/form-data'),
      400,
    ],
    ['a multipart password reset cut short', '/api/users/forgot-password', multipart('--XX--'), 400],
  ])('answers %s with %4$i', async (_case, path, init, status) => {
    const response = await fetch(cms.url + path, init as RequestInit)
    expect(response.status).toBe(status)
    expect(await response.text()).not.toMatch(/\bat .+:\d+:\d+|insert into|select .* from/i)
  })

  it.each(['payload-jobs', 'payload-kv', 'payload-locked-documents', 'payload-preferences', 'payload-migrations'])(
    "keeps anonymous callers out of Payload's own %s with a 4xx",
    async (collection) => {
      const status = (await fetch(`${cms.url}/api/${collection}`)).status
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
    },
  )

  it('answers a staff review create with a null body or an unknown location with a 400', async () => {
    const { token } = await (
      await fetch(`${cms.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staff@clearview.example', password: LOCAL_PASSWORD }),
      })
    ).json()
    const create = (body: string) =>
      fetch(`${cms.url}/api/reviews`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body,
      })
    expect((await create('null')).status).toBe(400)
    expect((await create('[1]')).status).toBe(400)
    const unknownLocation = await create(
      JSON.stringify({ author: 'A', location: 999_999, rating: 5, text: 'Fine work.' }),
    )
    expect(unknownLocation.status).toBe(400)
  })
})

describe('POST /api/attribution, answered by the server before Next', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${cms.url}/api/attribution`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const rowCount = async (sessionId: string) =>
    (await database.query('SELECT count(*)::int AS n FROM attribution WHERE session_id = $1', [sessionId])).rows[0]
      .n as number

  it('stores the first touch once: 201, then 200 for the same session, one row', async () => {
    const body = attributionRecord({ utmCampaign: 'over-http' })
    const first = await post(body)
    expect(first.status).toBe(201)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({ sessionId: body.sessionId, created: true, lastTouchRecorded: false })
    const again = await post(body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ sessionId: body.sessionId, created: false, lastTouchRecorded: true })
    expect(await rowCount(body.sessionId)).toBe(1)
    const stored = await fetch(`${cms.url}/api/attribution/${body.sessionId}`)
    expect(stored.status).toBe(200)
    expect(await stored.json()).toMatchObject({ sessionId: body.sessionId, utmCampaign: 'over-http' })
  })

  it.each(BAD_ATTRIBUTION_RECORDS)(
    'answers %s with the 400 of the Payload endpoint, naming the field',
    async (_case, overrides, field) => {
      const overHttp = await post(attributionRecord(overrides))
      const inProcess = await postJson('/api/attribution', attributionRecord(overrides))
      expect([overHttp.status, inProcess.status]).toEqual([400, 400])
      const answer = await readProblem(overHttp)
      expect(fieldsOf(answer)).toContain(field)
      expect(answer).toEqual(await readProblem(inProcess))
    },
  )

  it('refuses bodies that are not JSON, not an object, or declared too large, like the Payload endpoint', async () => {
    const cases: [string, Record<string, string>][] = [
      ['{"sessionId":', {}],
      ['[1,2]', {}],
      ['sessionId=1', { 'content-type': 'application/x-www-form-urlencoded' }],
      [JSON.stringify(attributionRecord({ referrer: 'x'.repeat(20_000) })), {}],
    ]
    for (const [body, headers] of cases) {
      const overHttp = await post(body, headers)
      const inProcess = await postJson('/api/attribution', body, { headers })
      expect(overHttp.status, body.slice(0, 20)).toBe(inProcess.status)
      expect(await readProblem(overHttp)).toEqual(await readProblem(inProcess))
    }
  })

  it('stops reading a body streamed without a length once it passes 16 KB: 413, connection closed', async () => {
    const answer = await new Promise<{
      status: number
      connection: string | undefined
      contentType: string | undefined
      body: string
    }>((resolve, reject) => {
      const outgoing = request(
        `${cms.url}/api/attribution`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              connection: response.headers.connection,
              contentType: response.headers['content-type'],
              body,
            }),
          )
        },
      )
      // A client that would go on sending: the answer must not wait for the end of the body.
      outgoing.on('error', reject)
      outgoing.write(`{"referrer":"${'x'.repeat(32 * 1024)}`)
    })
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect(answer.contentType).toBe('application/problem+json')
    expect(JSON.parse(answer.body)).toEqual(problem(413, 'The body is too large: it can be at most 16384 bytes.'))
  })

  it('leaves every other method and path on /api/attribution to Payload', async () => {
    expect((await fetch(`${cms.url}/api/attribution?limit=1`)).status).toBe(403)
    expect((await fetch(`${cms.url}/api/attribution/${attributionRecord().sessionId}`)).status).toBe(404)
    const withQuery = attributionRecord()
    expect(
      (
        await fetch(`${cms.url}/api/attribution?source=ad`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(withQuery),
        })
      ).status,
    ).toBe(201)
  })
})
