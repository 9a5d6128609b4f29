// What one content change costs the site: how many CMS reads its re-read makes, and how long until the
// kept page shows the change. Measured on the built apps with a throwaway stack (@ecs/test-stack);
// needs both apps built (`pnpm build`).
//
//   node bench/content-change.mjs [--runs 3]
//
// The site reads the CMS through a forwarding proxy here that counts the GETs. Every public route is
// served first, so every CMS path a visitor can cause is cached; then, for each change (a service's
// name, a picture's alt text, the company's phone number), an admin saves it through the CMS REST API,
// the page that shows it is asked for every 20 ms until it does (the milliseconds), and the reads are
// counted until none came for 2 s (the CMS reads). The site hears the change through Postgres, as a
// replica does.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const webDir = join(root, 'apps/web')
const requireFromWeb = createRequire(join(webDir, 'package.json'))
const { startCountingProxy, startStack, startWeb, freePort } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const { tsImport } = await import(join(dirname(requireFromWeb.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'))
const { allConcretePaths } = await tsImport('@ecs/shared/routes', join(webDir, 'package.json'))

const index = process.argv.indexOf('--runs')
const RUNS = index > 0 ? Number(process.argv[index + 1]) : 3
const QUIET_MS = 2_000
const SERVICE_PAGE = '/commercial-services/commercial-window-cleaning'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const PUBLIC_PATHS = allConcretePaths()
  .filter((entry) => !entry.flags.staffOnly && entry.page !== 'login')
  .map((entry) => entry.path)

async function untilQuiet(reads) {
  while (Date.now() - reads.lastAt < QUIET_MS) await sleep(100)
}

const stack = await startStack({ web: false })
const proxy = await startCountingProxy(stack.cms.url)
const counts = proxy.reads
const site = await startWeb({ port: await freePort(), cmsUrl: proxy.url, databaseUri: stack.databaseUri })
try {
  while (!site.log().includes('[pages] every shared route is rendered')) await sleep(250)
  for (const path of PUBLIC_PATHS) await (await fetch(site.url + path, { redirect: 'manual' })).arrayBuffer()
  await untilQuiet(counts)
  console.log(
    `== ${PUBLIC_PATHS.length} public routes served; the site has read ${new Set(counts.paths).size} CMS paths`,
  )

  const login = await fetch(`${stack.cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@clearview.example', password: 'clearview-local-only' }),
  })
  const auth = { authorization: `JWT ${(await login.json()).token}`, 'content-type': 'application/json' }
  const cms = async (path) => (await fetch(`${stack.cms.url}${path}`, { headers: auth })).json()
  const [service] = (await cms('/api/services?where[slug][equals]=commercial-window-cleaning&depth=0')).docs
  const picture = await cms(`/api/media/${service.image}?depth=0`)
  const company = await cms('/api/globals/company-info?depth=0')

  /** A change, the page that shows it, and the text to wait for there (HTML-escaping aside). */
  const changes = [
    {
      name: "a service's name",
      page: SERVICE_PAGE,
      save: (run) => {
        const name = `${service.name} ${run}x`
        return { path: `/api/services/${service.id}`, method: 'PATCH', body: { name }, shows: name }
      },
    },
    {
      name: "a picture's alt text",
      page: SERVICE_PAGE,
      save: (run) => {
        const alt = `${picture.alt} seen ${run}x`
        return { path: `/api/media/${picture.id}`, method: 'PATCH', body: { alt }, shows: alt }
      },
    },
    {
      name: "the company's phone number",
      page: '/',
      save: (run) => {
        const phone = `(202) 555-01${String(run).padStart(2, '0')}`
        return { path: '/api/globals/company-info', method: 'POST', body: { phone }, shows: phone }
      },
    },
  ]

  console.log(`\n== One change, then the re-read (median of ${RUNS}; reads counted until none came for ${QUIET_MS} ms)`)
  for (const change of changes) {
    const rows = []
    for (let run = 1; run <= RUNS; run++) {
      await untilQuiet(counts)
      const { path, method, body, shows } = change.save(run)
      const readsBefore = counts.count
      const savedAt = Date.now()
      const saved = await fetch(`${stack.cms.url}${path}`, { method, headers: auth, body: JSON.stringify(body) })
      if (!saved.ok) throw new Error(`${method} ${path}: ${saved.status} ${await saved.text()}`)
      let ms
      while (ms === undefined && Date.now() - savedAt < 120_000) {
        if ((await (await fetch(site.url + change.page)).text()).includes(shows)) ms = Date.now() - savedAt
        else await sleep(20)
      }
      await untilQuiet(counts)
      rows.push({ ms: ms ?? Infinity, reads: counts.count - readsBefore })
    }
    console.log(
      `${change.name.padEnd(28)} page fresh after ${String(median(rows.map((r) => r.ms))).padStart(6)} ms  CMS reads ${String(median(rows.map((r) => r.reads))).padStart(4)}  (runs: ${rows.map((r) => `${r.ms} ms/${r.reads}`).join(', ')})`,
    )
  }
} finally {
  await site.stop()
  await proxy.stop()
  await stack.stop()
}
