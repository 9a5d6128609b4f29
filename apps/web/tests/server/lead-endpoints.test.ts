import express from 'express'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { isProblemDetails, PROBLEM_MEDIA_TYPE, type ProblemDetails } from '@ecs/shared/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentUnavailableError, type ContentReader } from '../../server/content-cache'
import { rateLimits } from '../../server/rate-limits'
import { locationsQuery } from '../../src/api/locations'
import { locateRoute, milesBetween, nearestServingArea } from '../../server/locate'

/** The paths the lookups read through the cache. */
const readPaths = new Set<string>()

/** The CMS as seen through the cache: down (so the catalog's areas are used) or answering these docs. */
function cacheAnswering(docs: unknown[] | undefined): ContentReader {
  return {
    get: async (path) => {
      readPaths.add(path)
      if (!docs) throw new ContentUnavailableError(path, 503, 'down')
      return { docs }
    },
  }
}

async function serve(app: express.Express): Promise<{ url: string; server: Server }> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started))
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe('distance and nearest area', () => {
  it('measures great-circle miles (Washington DC to Seattle: about 2,320; one degree of latitude: 69)', () => {
    const dcToSeattle = milesBetween({ lat: 38.9072, lng: -77.0369 }, { lat: 47.6062, lng: -122.3321 })
    expect(dcToSeattle).toBeGreaterThan(2310)
    expect(dcToSeattle).toBeLessThan(2335)
    expect(milesBetween({ lat: 10, lng: 20 }, { lat: 11, lng: 20 })).toBeCloseTo(69.09, 1)
  })

  it('picks the nearest area whose radius reaches the point, and none outside every radius', () => {
    const areas = [
      { slug: 'dmv' as const, label: 'DMV', lat: 38.9, lng: -77.0, radiusMiles: 50 },
      { slug: 'houston' as const, label: 'Houston', lat: 39.3, lng: -76.6, radiusMiles: 10 },
    ]
    // Baltimore-ish: 35 miles from "dmv", 1 mile from a small-radius "houston" stand-in.
    expect(nearestServingArea({ lat: 39.29, lng: -76.61 }, areas)?.area.slug).toBe('houston')
    expect(nearestServingArea({ lat: 39.1, lng: -77.2 }, areas)?.area.slug).toBe('dmv')
    expect(nearestServingArea({ lat: 46.87, lng: -113.99 }, areas)).toBeUndefined()
  })
})

describe('GET /locate', () => {
  let down: { url: string; server: Server }
  let shrunk: { url: string; server: Server }
  beforeAll(async () => {
    down = await serve(express().use(locateRoute(cacheAnswering(undefined))))
    // The CMS's radius wins over the catalog's: DMV shrunk to 1 mile no longer reaches Arlington.
    shrunk = await serve(
      express().use(
        locateRoute(
          cacheAnswering([
            { slug: 'dmv', label: 'DMV Area', coordinates: { lat: 38.9072, lng: -77.0369 }, serviceRadius: 1 },
          ]),
        ),
      ),
    )
  })
  afterAll(() => {
    down.server.close()
    shrunk.server.close()
  })

  it('finds the area of a ZIP inside it, from the catalog when the CMS is down', async () => {
    const answer = await (await fetch(`${down.url}/locate?zip=22201`)).json()
    expect(answer).toMatchObject({ zip: '22201', city: 'Arlington', state: 'VA', location: 'dmv' })
    expect((await (await fetch(`${down.url}/locate?zip=98101`)).json()).location).toBe('seattle')
    expect((await (await fetch(`${down.url}/locate?zip=77002`)).json()).location).toBe('houston')
    expect((await (await fetch(`${down.url}/locate?zip=99336`)).json()).location).toBe('tri-cities')
  })

  it('answers a ZIP outside every area kindly, and uses the CMS radius when it has one', async () => {
    const missoula = await (await fetch(`${down.url}/locate?zip=59801`)).json()
    expect(missoula).toMatchObject({
      location: null,
      city: 'Missoula',
      message: expect.stringMatching(/outside our service areas/),
    })
    expect((await (await fetch(`${shrunk.url}/locate?zip=22201`)).json()).location).toBeNull()
  })

  it("reads the locations through the site's own locations query, so both share one cache entry", () => {
    expect([...readPaths]).toEqual([locationsQuery().queryKey[0]])
  })

  it('refuses a malformed ZIP with a 400 problem naming it and an unknown one with a 404 problem', async () => {
    const problemOf = async (path: string) => {
      const response = await fetch(`${down.url}${path}`)
      expect(response.headers.get('content-type')).toBe(PROBLEM_MEDIA_TYPE)
      const body: unknown = await response.json()
      expect(isProblemDetails(body)).toBe(true)
      return { status: response.status, body: body as ProblemDetails }
    }
    for (const path of ['/locate?zip=abc', '/locate']) {
      const { status, body } = await problemOf(path)
      expect(status).toBe(400)
      expect(body.errors).toEqual([{ field: 'zip', message: expect.stringMatching(/5-digit/) }])
    }
    expect(await problemOf('/locate?zip=00000')).toMatchObject({ status: 404, body: { detail: /00000/ } })
  })
})

describe('the public write limits', () => {
  let site: { url: string; server: Server }
  beforeAll(async () => {
    const app = express()
    app.set('trust proxy', 'loopback')
    app.use(rateLimits({ attribution: 3, lead: 3, 'sign-in': 2, 'password-reset': 2 }))
    app.post(/.*/, (req, res) => res.status(req.path.includes('login') ? 401 : 201).json({ path: req.path }))
    site = await serve(app)
  })
  afterAll(() => site.server.close())

  const post = (path: string, from: string) =>
    fetch(`${site.url}${path}`, { method: 'POST', headers: { 'x-forwarded-for': from } })

  it('answers 429 as a problem with Retry-After once an address passes its limit; other addresses and paths go on', async () => {
    const statuses = [] as number[]
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await post('/api/leads/estimate', '203.0.113.1')).status)
    expect(statuses).toEqual([201, 201, 201, 429])
    const refused = await post('/api/leads/plan-signup', '203.0.113.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/application\/problem\+json/)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await refused.json()).toMatchObject({ status: 429, detail: expect.stringMatching(/Too many submissions/) })
    expect((await post('/api/leads/estimate', '203.0.113.2')).status).toBe(201)
    expect((await post('/api/users/logout', '203.0.113.1')).status).toBe(201)
  })

  // Found by an outside probe: every one of these reached the CMS after the address was limited.
  it.each([
    [
      '/api/users/login',
      [
        '/api//users/login',
        '/api/users/%6cogin',
        '/api/%75sers/login',
        '/api/users//login',
        '/api/users/LOGIN',
        '/api/x/../users/login',
      ],
    ],
    ['/api/leads/estimate', ['/api//leads/estimate', '/api/%6ceads/estimate', '/api/leads/ESTIMATE']],
    ['/api/attribution', ['/api//attribution', '/api/%61ttribution', '/api/attribution/']],
  ])('counts every spelling of %s against its limit', async (path, spellings) => {
    const from = `198.51.100.${path.length}`
    while ((await post(path, from)).status !== 429);
    for (const spelling of spellings) expect((await post(spelling, from)).status, spelling).toBe(429)
  })
})
