import {
  freePort,
  SEED_PASSWORD,
  startCountingProxy,
  startStack,
  startWeb,
  untilEveryRouteRendered,
  type CountingProxy,
  type RunningServer,
  type Stack,
} from '@ecs/test-stack'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// What a content change saved in the CMS does to the kept pages, the site reading the CMS through a
// proxy that counts its reads and hearing of changes through Postgres, as every replica does. The
// timer's re-read is pushed out of the way: only the change's own notice can bring the news.

let stack: Stack
let proxy: CountingProxy
let site: RunningServer

const SERVICE_SLUG = 'commercial-window-cleaning'
const SERVICE_PAGE = `/commercial-services/${SERVICE_SLUG}`
const QUIET_MS = 1_500

beforeAll(async () => {
  stack = await startStack({ web: false })
  proxy = await startCountingProxy(stack.cms.url)
  site = await startWeb({
    port: await freePort(),
    cmsUrl: proxy.url,
    databaseUri: stack.databaseUri,
    extraEnv: { CONTENT_REVALIDATE_MS: String(10 * 60_000) },
  })
  await untilEveryRouteRendered(site)
}, 180_000)

afterAll(async () => {
  await site?.stop()
  await proxy?.stop()
  await stack?.stop()
})

const page = async (path: string) => (await fetch(`${site.url}${path}`)).text()

/** Until no read went through the proxy for a while: the site's re-read (and its renders) are done. */
async function readsSettled() {
  while (Date.now() - proxy.reads.lastAt < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100))
}

/** How long until the page shows the text, polled every 100 ms; undefined past `withinMs`. */
async function shownAfter(path: string, text: string, withinMs: number): Promise<number | undefined> {
  const started = Date.now()
  while (Date.now() - started < withinMs) {
    if ((await page(path)).includes(text)) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

async function adminHeaders() {
  const login = await fetch(`${stack.cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'marketing@clearview.example', password: SEED_PASSWORD }),
  })
  expect(login.status).toBe(200)
  return {
    authorization: `JWT ${((await login.json()) as { token: string }).token}`,
    'content-type': 'application/json',
  }
}

async function theService(): Promise<{ id: number; name: string; image: number }> {
  const answer = await fetch(`${stack.cms.url}/api/services?where[slug][equals]=${SERVICE_SLUG}&depth=0`)
  return ((await answer.json()) as { docs: { id: number; name: string; image: number }[] }).docs[0]!
}

describe('a content change saved in the CMS', () => {
  it("shows a picture's new alt text on a kept page within 5 s", async () => {
    const { image } = await theService()
    expect(await page(SERVICE_PAGE)).toContain('<img')
    const alt = `Squeegee clearing a storefront window, seen ${Date.now()}`
    const saved = await fetch(`${stack.cms.url}/api/media/${image}`, {
      method: 'PATCH',
      headers: await adminHeaders(),
      body: JSON.stringify({ alt }),
    })
    expect(saved.status).toBe(200)
    expect(await shownAfter(SERVICE_PAGE, `alt="${alt}"`, 5_000), 'the new alt text on the service page').toBeDefined()
  })

  it('re-reads only the CMS paths that can contain the changed service', async () => {
    const service = await theService()
    // The service page shows the service's proof, read by the service's id: a rename leaves it alone.
    expect(await page(SERVICE_PAGE)).toContain('data-testid="proof"')
    await readsSettled()
    const cached = new Set(proxy.reads.paths)
    const readBefore = proxy.reads.paths.length

    const name = `${service.name} ${Date.now()}`
    const saved = await fetch(`${stack.cms.url}/api/services/${service.id}`, {
      method: 'PATCH',
      headers: await adminHeaders(),
      body: JSON.stringify({ name }),
    })
    expect(saved.status).toBe(200)
    expect(await shownAfter(SERVICE_PAGE, name, 5_000), 'the new name on the service page').toBeDefined()
    await readsSettled()

    const reread = proxy.reads.paths.slice(readBefore)
    const sourceOf = (path: string) => /^\/api\/([^/?]+)/.exec(path)?.[1]
    // Services themselves, reviews (populated with the services they praise) and redirects (which
    // can lead to a service): every other path the site holds cannot contain a service.
    expect(reread.filter((path) => sourceOf(path) === 'services')).not.toEqual([])
    expect(reread.filter((path) => !['services', 'reviews', 'redirects'].includes(sourceOf(path)!))).toEqual([])
    console.info(`[content-changes] a service rename re-read ${reread.length} of ${cached.size} cached CMS answers`)
    expect(reread.length).toBeLessThan(cached.size / 2)
  })
})
