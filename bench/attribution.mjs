// POST /api/attribution under load: requests per second and p95/p99 latency at 50 and 200
// connections against the built CMS on a throwaway database (@ecs/test-stack), then checks that the
// rows written equal the requests accepted. Then, separately, the site's per-IP rate limiter in front
// of it: one client bursting through the site's /api forward.
//
//   node bench/attribution.mjs [--requests 10000]
//
// Needs both apps built (apps/cms: next build; apps/web: vite build && vite build --ssr).
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'))
const autocannon = requireFromWeb('autocannon')
const { startStack } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const pg = createRequire(join(root, 'apps/cms/package.json'))
const { Client } = createRequire(pg.resolve('@payloadcms/db-postgres'))('pg')

// A fixed number of requests rather than a duration, so every request sent is answered before rows
// are counted (a timed run stops with requests in flight that are written but never counted).
const amountArg = process.argv.indexOf('--requests')
const REQUESTS = amountArg > 0 ? Number(process.argv[amountArg + 1]) : 10_000
const RATE_LIMIT = 60

function body() {
  return JSON.stringify({
    sessionId: randomUUID(),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'bench-burst',
    utmContent: null,
    utmTerm: 'window cleaning',
    gclid: `G-${randomUUID()}`,
    gbraid: null,
    wbraid: null,
    gadSource: '1',
    referrer: 'https://www.google.com/',
    landingPage: 'https://clearview.example/dmv?utm_source=google&utm_medium=cpc',
  })
}

function run({ url, connections, duration, amount }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration }),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function countRows(databaseUri, campaign) {
  const client = new Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM attribution WHERE utm_campaign = $1', [campaign])
    return rows[0].n
  } finally {
    await client.end()
  }
}

const stack = await startStack({ webEnv: { ATTRIBUTION_RATE_LIMIT: String(RATE_LIMIT) } })
let failed = false
try {
  console.log(`POST /api/attribution on the CMS (${stack.cms.url}), ${REQUESTS} requests per run, a new session each`)
  // A short warm-up so the first run does not measure Next's lazy route compilation.
  await run({ url: `${stack.cms.url}/api/attribution`, connections: 10, amount: 500 })
  let written = await countRows(stack.databaseUri, 'bench-burst')
  let acceptedTotal = written
  for (const connections of [50, 200]) {
    const result = await run({ url: `${stack.cms.url}/api/attribution`, connections, amount: REQUESTS })
    const accepted = result['2xx']
    acceptedTotal += accepted
    // autocannon reports p90 and p97.5, not p95: p95 lies between them.
    console.log(
      `  ${String(connections).padStart(3)} connections: ${(accepted / result.duration).toFixed(0)} accepted/s, ` +
        `latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
    )
  }
  written = await countRows(stack.databaseUri, 'bench-burst')
  const same = written === acceptedTotal
  failed ||= !same
  console.log(`  rows written ${written} ${same ? '==' : '!='} requests accepted ${acceptedTotal}`)

  console.log(`\nThe site's limiter (${RATE_LIMIT}/min per IP) in front of it: one client, 500 requests through ${stack.site.url}`)
  const limited = await run({ url: `${stack.site.url}/api/attribution`, connections: 10, amount: 500 })
  const statusCounts = limited.statusCodeStats ?? {}
  console.log(`  answered ${limited.requests.total}: accepted ${limited['2xx']}, refused with 429: ${statusCounts['429']?.count ?? 0}, other non-2xx: ${limited.non2xx - (statusCounts['429']?.count ?? 0)}, errors: ${limited.errors}`)
  failed ||= limited['2xx'] !== RATE_LIMIT
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
