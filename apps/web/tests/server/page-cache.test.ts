import { SEED_PASSWORD, startStack, untilEveryRouteRendered, type Stack } from '@ecs/test-stack'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicSitePaths } from '../helpers/public-pages'

// The site's kept pages against the real CMS: what is shared, what never is, how a publish reaches
// visitors, and what visitors get while the CMS is frozen or gone. The outage tests come last: they
// stop the CMS for good.

let stack: Stack
let site: string
let cms: string

const ARTICLE_PATH = '/learn/soft-washing'

beforeAll(async () => {
  stack = await startStack()
  site = stack.site!.url
  cms = stack.cms.url
})

afterAll(async () => {
  await stack?.stop()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual', headers })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/**
 * A request as a browser revalidating sends it. fetch() is no good here: it adds `Cache-Control:
 * no-cache` to conditional requests (which asks for a full answer) and decodes the body.
 */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    httpGet(`${site}${path}`, { headers }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes }))
    }).on('error', reject)
  })
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function announceChange() {
  const response = await fetch(`${site}/__content-changed`, {
    method: 'POST',
    headers: { 'x-content-change-secret': 'test-content-change-secret', 'content-type': 'application/json' },
    body: JSON.stringify({ what: 'test' }),
  })
  expect(response.status).toBe(204)
}

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/

describe('public pages are rendered once and shared', () => {
  it('answers with a validator, shared-cache headers, the security headers and the encoding asked for', async () => {
    const first = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(SHARED)
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('vary')).toContain('Accept-Encoding')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)

    const again = await rawGet('/', { 'if-none-match': etag!, 'accept-encoding': 'br' })
    expect(again.status).toBe(304)
    expect(again.bytes).toBe(0)
    expect(again.headers['content-security-policy']).toContain("script-src 'self'")
    expect(again.headers.etag).toBe(etag)

    for (const encoding of ['br', 'gzip']) {
      const answer = await rawGet('/', { 'accept-encoding': encoding })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes)
    }
    expect((await rawGet('/', {})).headers['content-encoding']).toBeUndefined()
  })

  it('keeps the same page (and ETag) through a change notice that changed nothing', async () => {
    const before = (await get('/dmv')).headers.get('etag')
    await announceChange()
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect((await get('/dmv')).headers.get('etag')).toBe(before)
  })

  it('shares the page with campaign-tagged links, which change nothing on the server', async () => {
    const plain = await get('/dmv')
    const tagged = await get('/dmv?utm_source=newsletter&gclid=abc')
    expect(tagged.headers.get('cache-control')).toMatch(SHARED)
    expect(tagged.headers.get('etag')).toBe(plain.headers.get('etag'))
  })
})

describe('answers made for one visitor are never shared', () => {
  it('renders a personal query string for that request only, private and not stored', async () => {
    const personal = await get('/thank-you?ref=EST-0A1B2C3D')
    expect(personal.status).toBe(200)
    expect(personal.body).toContain('EST-0A1B2C3D')
    expect(personal.headers.get('cache-control')).toBe('private, no-store')
    expect(personal.headers.get('x-robots-tag')).toBe('noindex')
    const next = await get('/thank-you')
    expect(next.body).not.toContain('EST-0A1B2C3D')
    expect(next.headers.get('cache-control')).toMatch(SHARED)
  })

  it('gives a signed-in staff member private answers, and a visitor after them never sees one', async () => {
    const token = await signIn('staff@clearview.example')
    const cookie = `payload-token=${token}`
    const staffHome = await get('/', { cookie })
    expect(staffHome.status).toBe(200)
    expect(staffHome.headers.get('cache-control')).toBe('private, no-store')
    expect(staffHome.headers.get('x-robots-tag')).toBe('noindex')
    const dashboard = await get('/cms', { cookie })
    expect(dashboard.status).toBe(200)
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store')

    const visitorDashboard = await get('/cms')
    expect(visitorDashboard.status).toBe(302)
    expect(visitorDashboard.headers.get('location')).toBe('/login?next=%2Fcms')
    const visitorHome = await get('/')
    expect(visitorHome.headers.get('cache-control')).toMatch(SHARED)
    const login = await get('/login')
    expect(login.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('content changes', () => {
  it('never shows a draft to a visitor, and shows the published change within 5 s', async () => {
    const before = await get(ARTICLE_PATH)
    expect(before.status).toBe(200)
    const token = await signIn('marketing@clearview.example')
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const { docs } = (await (await fetch(`${cms}/api/articles?where[slug][equals]=soft-washing&depth=0`)).json()) as {
      docs: { id: number; title: string }[]
    }
    const article = docs[0]!
    expect(before.body).toContain(article.title)

    const draftTitle = `${article.title} (draft ${Date.now()})`
    const draft = await fetch(`${cms}/api/articles/${article.id}?draft=true`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: draftTitle, _status: 'draft' }),
    })
    expect(draft.status).toBe(200)
    // Past the notice's settle pass (2 s): the site has re-read its content since the draft was saved.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const duringDraft = await get(ARTICLE_PATH)
    expect(duringDraft.body).not.toContain(draftTitle)
    expect(duringDraft.body).toContain(article.title)

    const publishedTitle = `${article.title} (updated ${Date.now()})`
    const published = await fetch(`${cms}/api/articles/${article.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: publishedTitle, _status: 'published' }),
    })
    expect(published.status).toBe(200)
    const publishedAt = Date.now()
    let seenAfterMs: number | undefined
    while (Date.now() - publishedAt < 5_000) {
      if ((await get(ARTICLE_PATH)).body.includes(publishedTitle)) {
        seenAfterMs = Date.now() - publishedAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seenAfterMs, 'the published title on the article page within 5 s').toBeDefined()
  })
})

describe('redirects kept in the CMS', () => {
  /** Waits until the site answers the path with a redirect (a change notice re-reads the list). */
  async function redirected(path: string) {
    const deadline = Date.now() + 5_000
    for (;;) {
      const answer = await get(path)
      if (answer.status !== 200 && answer.status !== 404) return answer
      if (Date.now() > deadline) return answer
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  it('answers an old address with the chosen status before any page, the query string kept', async () => {
    const token = await signIn('marketing@clearview.example')
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const create = (body: unknown) =>
      fetch(`${cms}/api/redirects`, { method: 'POST', headers: auth, body: JSON.stringify(body) })
    const { docs } = (await (await fetch(`${cms}/api/articles?where[slug][equals]=soft-washing&depth=0`)).json()) as {
      docs: { id: number }[]
    }
    expect(
      (
        await create({
          from: '/spring-offer',
          to: { type: 'reference', reference: { relationTo: 'articles', value: docs[0]!.id } },
        })
      ).status,
    ).toBe(201)
    // A live page's address can be sent on too: the redirect wins over the kept page.
    expect((await create({ from: '/dmv/contact', to: { type: 'custom', url: '/dmv' }, type: '302' })).status).toBe(201)
    expect(
      (await create({ from: '/old-promo', to: { type: 'custom', url: '/dmv?from=promo' }, type: '308' })).status,
    ).toBe(201)

    const moved = await redirected('/Spring-Offer/?utm_source=flyer&utm_campaign=spring')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`${ARTICLE_PATH}?utm_source=flyer&utm_campaign=spring`)
    const forNow = await redirected('/dmv/contact')
    expect(forNow.status).toBe(302)
    expect(forNow.headers.get('location')).toBe('/dmv')
    const joined = await redirected('/old-promo?utm_source=mail')
    expect(joined.status).toBe(308)
    expect(joined.headers.get('location')).toBe('/dmv?from=promo&utm_source=mail')
    // A POST is not redirected (lead forms post to /api, which is never a redirect's address).
    expect((await fetch(`${site}/spring-offer`, { method: 'POST', redirect: 'manual' })).status).not.toBe(301)
  })

  it('stops redirecting once the redirect is deleted', async () => {
    const token = await signIn('marketing@clearview.example')
    const { docs } = (await (await fetch(`${cms}/api/redirects?where[from][equals]=/dmv/contact`)).json()) as {
      docs: { id: number }[]
    }
    const removed = await fetch(`${cms}/api/redirects/${docs[0]!.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
    expect(removed.status).toBe(200)
    const deadline = Date.now() + 5_000
    let status = 302
    while (status !== 200 && Date.now() < deadline) {
      status = (await get('/dmv/contact')).status
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe(200)
  })
})

describe('while the CMS is frozen, then gone', () => {
  const paths = publicSitePaths().map((entry) => entry.path)

  /** Every public route, its status and time; a page must come from the last good content. */
  async function everyRoute() {
    const failures: string[] = []
    for (const path of paths) {
      const started = performance.now()
      const { status, body } = await get(path)
      const ms = performance.now() - started
      if (status !== 200) failures.push(`${path}: ${status}`)
      else if (!/<h1[\s>]/.test(body)) failures.push(`${path}: no h1`)
      else if (ms > 1_500) failures.push(`${path}: ${Math.round(ms)} ms`)
    }
    return failures
  }

  it('serves every public route from the last good content right after a change, with the CMS frozen', async () => {
    // Rendered at start-up, not by visits: most of these routes have not been asked for yet.
    await untilEveryRouteRendered(stack.site!, 60_000)
    await announceChange()
    process.kill(-stack.cms.child.pid!, 'SIGSTOP')
    try {
      expect(await everyRoute()).toEqual([])
      expect((await get('/spring-offer')).status, 'a redirect from the last good list').toBe(301)
    } finally {
      process.kill(-stack.cms.child.pid!, 'SIGCONT')
    }
  }, 120_000)

  it('serves every public route with the CMS stopped', async () => {
    await announceChange()
    await stack.cms.stop()
    expect(await everyRoute()).toEqual([])
    // The browser's reads through /api fail clearly instead of hanging: a 503 problem, as the CMS's own.
    expect((await get('/api/globals/company-info')).status).toBe(503)
  }, 120_000)
})
