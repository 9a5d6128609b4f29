// @vitest-environment jsdom
import { ATTRIBUTION_SESSION_KEY } from '@ecs/shared/attribution'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRIBUTION_RECORD_KEY, readStoredAttribution } from './attribution-store'
import { captureAttribution, type CaptureEnvironment } from './capture'

const LANDING =
  'https://clearview.example/dmv?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad1&utm_term=window+washing&gclid=G1&gbraid=GB&wbraid=WB&gad_source=1&other=x'

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>

function environment(href: string, route: Route, referrer = 'https://www.google.com/') {
  const calls: { url: string; init?: RequestInit }[] = []
  const log = { error: vi.fn(), info: vi.fn() }
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    return route(String(input), init)
  })
  const url = new URL(href)
  const env: CaptureEnvironment = {
    storage: window.localStorage,
    location: { href: url.href, search: url.search },
    referrer,
    fetch: fetchStub as unknown as typeof fetch,
    log,
  }
  return { env, calls, log }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const accepted: Route = (url, init) =>
  init?.method === 'POST' ? json({ created: true }, 201) : json({ errors: [] }, 404)

beforeEach(() => {
  window.localStorage.clear()
})

describe('captureAttribution', () => {
  it('creates the session id once under attribution_session_id and reuses it', async () => {
    const first = environment(LANDING, accepted)
    const { record } = await captureAttribution(first.env)
    const stored = window.localStorage.getItem(ATTRIBUTION_SESSION_KEY)
    expect(stored).toMatch(/^[0-9a-f-]{36}$/)
    expect(record.sessionId).toBe(stored)

    const second = environment('https://clearview.example/about-us', accepted)
    await captureAttribution(second.env)
    expect(window.localStorage.getItem(ATTRIBUTION_SESSION_KEY)).toBe(stored)
  })

  it('posts the body once with the nine parameters, referrer and landing page', async () => {
    const { env, calls } = environment(LANDING, accepted)
    await captureAttribution(env)
    const posts = calls.filter((call) => call.init?.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]!.url).toBe('/api/attribution')
    expect(JSON.parse(String(posts[0]!.init!.body))).toEqual({
      sessionId: window.localStorage.getItem(ATTRIBUTION_SESSION_KEY),
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'ad1',
      utmTerm: 'window washing',
      gclid: 'G1',
      gbraid: 'GB',
      wbraid: 'WB',
      gadSource: '1',
      referrer: 'https://www.google.com/',
      landingPage: LANDING,
    })
  })

  it("takes a new visit's campaign from the site's own page it came from, which it left before its app started", async () => {
    const { env, calls } = environment('https://clearview.example/contact', accepted, LANDING)
    const { record } = await captureAttribution(env)
    expect(record).toMatchObject({ utmSource: 'google', utmCampaign: 'spring', gclid: 'G1', landingPage: LANDING })
    expect(record.referrer).toBeNull()
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1)
  })

  it("leaves a referrer's campaign alone when it is another site's, or when the visit had already started here", async () => {
    const elsewhere = LANDING.replace('clearview.example', 'partner.example')
    const { record } = await captureAttribution(
      environment('https://clearview.example/contact', accepted, elsewhere).env,
    )
    expect(record).toMatchObject({
      utmSource: null,
      landingPage: 'https://clearview.example/contact',
      referrer: elsewhere,
    })
    window.localStorage.clear()
    await captureAttribution(environment('https://clearview.example/', accepted).env)
    const later = await captureAttribution(environment('https://clearview.example/contact', accepted, LANDING).env)
    expect(later.record).toMatchObject({ utmSource: null, landingPage: 'https://clearview.example/' })
  })

  it('holds the record locally marked saved after the server accepts it, and does not post again without a campaign', async () => {
    await captureAttribution(environment(LANDING, accepted).env)
    expect(readStoredAttribution(window.localStorage)).toMatchObject({ saved: true, record: { utmCampaign: 'spring' } })

    const later = environment('https://clearview.example/contact', accepted, '')
    await captureAttribution(later.env)
    expect(later.calls).toHaveLength(0)
    expect(readStoredAttribution(window.localStorage)!.record.utmCampaign).toBe('spring')
  })

  it('posts a later visit with new parameters but keeps the first touch locally', async () => {
    await captureAttribution(environment(LANDING, accepted).env)
    const later = environment('https://clearview.example/?utm_source=facebook&utm_campaign=fall', accepted)
    await captureAttribution(later.env)
    expect(JSON.parse(String(later.calls[0]!.init!.body))).toMatchObject({ utmSource: 'facebook', utmCampaign: 'fall' })
    expect(readStoredAttribution(window.localStorage)!.record).toMatchObject({
      utmSource: 'google',
      utmCampaign: 'spring',
    })
  })

  it('logs a failed save and still uses the local record, then retries on the next load', async () => {
    const failing = environment(LANDING, () => json({ errors: [{ field: '', message: 'down' }] }, 503))
    const stored = await captureAttribution(failing.env)
    expect(stored).toMatchObject({ saved: false, record: { utmSource: 'google' } })
    expect(failing.log.error).toHaveBeenCalledOnce()
    expect(readStoredAttribution(window.localStorage)).toMatchObject({ saved: false })

    const offline = environment('https://clearview.example/about-us', () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(captureAttribution(offline.env)).resolves.toMatchObject({
      saved: false,
      record: { utmSource: 'google' },
    })
    expect(offline.log.error).toHaveBeenCalledOnce()

    const back = environment('https://clearview.example/about-us', accepted)
    await captureAttribution(back.env)
    expect(back.calls.filter((call) => call.init?.method === 'POST')).toHaveLength(1)
    expect(readStoredAttribution(window.localStorage)).toMatchObject({ saved: true, record: { utmSource: 'google' } })
  })

  it('counts a falsy answer as not saved', async () => {
    const { env, log } = environment(
      LANDING,
      () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }),
    )
    expect(await captureAttribution(env)).toMatchObject({ saved: false })
    expect(log.error).toHaveBeenCalledOnce()
  })

  it("adopts the server's record for a returning visitor whose local record is gone (its sessionId replaces local data)", async () => {
    const sessionId = '6f1c1b8e-8d0c-4c7e-9a39-0b8f3f7f2a10'
    window.localStorage.setItem(ATTRIBUTION_SESSION_KEY, sessionId)
    const server = {
      sessionId,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'may',
      utmContent: null,
      utmTerm: null,
      gclid: null,
      gbraid: null,
      wbraid: null,
      gadSource: null,
      referrer: null,
      landingPage: 'https://clearview.example/',
    }
    const { env, calls } = environment('https://clearview.example/learn', (url) =>
      url === `/api/attribution/${sessionId}` ? json(server) : json({}, 500),
    )
    const stored = await captureAttribution(env)
    expect(calls.map((call) => call.url)).toEqual([`/api/attribution/${sessionId}`])
    expect(stored).toEqual({ saved: true, record: server })
  })

  it('treats a 404 on the saved-record lookup as nothing saved and posts the visit', async () => {
    window.localStorage.setItem(ATTRIBUTION_SESSION_KEY, '6f1c1b8e-8d0c-4c7e-9a39-0b8f3f7f2a11')
    const { env, calls } = environment('https://clearview.example/learn', accepted, '')
    const stored = await captureAttribution(env)
    expect(calls.map((call) => `${call.init?.method ?? 'GET'} ${call.url}`)).toEqual([
      'GET /api/attribution/6f1c1b8e-8d0c-4c7e-9a39-0b8f3f7f2a11',
      'POST /api/attribution',
    ])
    expect(stored).toMatchObject({
      saved: true,
      record: {
        sessionId: '6f1c1b8e-8d0c-4c7e-9a39-0b8f3f7f2a11',
        utmSource: null,
        landingPage: 'https://clearview.example/learn',
        referrer: null,
      },
    })
  })

  it('ignores a corrupt local record', async () => {
    window.localStorage.setItem(ATTRIBUTION_RECORD_KEY, '{not json')
    await expect(captureAttribution(environment(LANDING, accepted).env)).resolves.toMatchObject({ saved: true })
  })
})

describe('campaign links', () => {
  it("append the landing page's campaign to an outside booking link, even after the address lost it", async () => {
    const { campaignSearch } = await import('./hooks/use-attribution')
    const { withCampaignParams } = await import('@ecs/shared/attribution')
    await captureAttribution(environment(LANDING, accepted).env)
    window.history.replaceState(null, '', '/payment')
    const href = withCampaignParams('https://book.example/clearview?ref=site', campaignSearch())
    const url = new URL(href)
    expect(url.searchParams.get('ref')).toBe('site')
    expect(url.searchParams.get('utm_campaign')).toBe('spring')
    expect(url.searchParams.get('gclid')).toBe('G1')
  })
})
