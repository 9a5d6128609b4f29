import { freePort } from '@ecs/local-postgres'
import { startCms, type RunningServer } from '@ecs/test-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The built CMS over HTTP, as the site and the world see it (needs `next build` first; turbo runs it).
let cms: RunningServer

beforeAll(async () => {
  cms = await startCms({ databaseUri: process.env.DATABASE_URI!, port: await freePort(), siteUrl: 'http://127.0.0.1:9' })
}, 120_000)
afterAll(async () => {
  await cms?.stop()
})

const get = async (path: string, init?: RequestInit) => {
  const response = await fetch(cms.url + path, init)
  return { status: response.status, body: (await response.json()) as { docs?: Record<string, unknown>[]; totalDocs?: number; errors?: { message: string }[] } }
}

describe('the CMS REST API', () => {
  it.each([
    ['/api/locations', 4],
    ['/api/plans', 3],
    ['/api/industries', 6],
    ['/api/articles', 7],
  ])('%s serves the seeded documents', async (path, count) => {
    const { status, body } = await get(`${path}?limit=100&depth=0`)
    expect(status).toBe(200)
    expect(body.docs!.filter((doc) => !String(doc.slug ?? '').startsWith('test-') && !String(doc.name ?? '').startsWith('Test'))).toHaveLength(count)
  })

  it('serves every spec service', async () => {
    const { body } = await get('/api/services?limit=100&depth=0&where[serviceId][less_than_equal]=10')
    expect(body.docs!.map((doc) => doc.serviceId).sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  // Reviews are created by visitors (the lead-capture endpoints); their rules are tested there.
  it.each(['locations', 'services', 'plans', 'industries', 'articles', 'pages', 'jobs', 'users'])('refuses an anonymous create in %s', async (collection) => {
    const { status, body } = await get(`/api/${collection}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', title: 'x', slug: 'x' }) })
    expect(status).toBe(403)
    expect(body.errors?.[0]?.message).toBeTruthy()
  })

  it.each(['users'])('refuses an anonymous list of %s', async (collection) => {
    expect((await get(`/api/${collection}`)).status).toBe(403)
  })

  it('logs a seeded staff account in and refuses a wrong password with a clear error', async () => {
    const wrong = await get('/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'staff@clearview.example', password: 'nope' }) })
    expect(wrong.status).toBe(401)
    const response = await fetch(`${cms.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'marketing@clearview.example', password: 'clearview-local-only' }) })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/payload-token=.*HttpOnly/i)
  })
})

describe('bad query input', () => {
  // Payload drops filters it cannot convert (text for a number); a `like` on a select field reaches
  // Postgres, which rejects it.
  it.each(['/api/locations?where[slug][like]=dm', '/api/plans?where[planId][contains]=bas'])('answers %s with a 400 that says what is wrong', async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect(body.errors?.[0]?.message).toMatch(/filter/i)
  })
})
