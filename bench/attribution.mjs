// POST /api/attribution under load, on a throwaway database (@ecs/test-stack), each request a new
// visitor's first touch:
//
// 1. straight to the CMS, at 50 and 200 connections: accepted per second, p50/p95/p99 latency;
// 2. through the site, as browsers send it (the site's per-IP limiter, then its /api forward to the
//    CMS), each request from its own visitor address (X-Forwarded-For, which the site trusts from
//    loopback), at 50 and 200 connections: the whole path on the one machine;
// 3. rows written must equal requests accepted over all runs;
// 4. the limiter itself: one visitor bursting 500 requests gets exactly the limit accepted.
//
//   node bench/attribution.mjs [--requests 10000]
//
// Needs both apps built (`pnpm build`).
import { randomInt, randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'))
const autocannon = requireFromWeb('autocannon')
const { startStack } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const { Client } = createRequire(join(root, 'apps/cms/package.json'))('pg')

// A fixed number of requests rather than a duration, so every request sent is answered before rows
// are counted (a timed run stops with requests in flight that are written but never counted).
const amountArg = process.argv.indexOf('--requests')
const REQUESTS = amountArg > 0 ? Number(process.argv[amountArg + 1]) : 10_000
const RATE_LIMIT = 60
const CAMPAIGN = 'bench-burst'

function body() {
  return JSON.stringify({
    sessionId: randomUUID(),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: CAMPAIGN,
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

const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** One autocannon run; latencies are kept per response so p95 is exact (autocannon reports p90, p97.5). */
function run({ url, connections, amount, oneVisitorEach = false }) {
  const latencies = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        amount,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: body(),
              headers: oneVisitorEach ? { ...request.headers, 'x-forwarded-for': visitorAddress() } : request.headers,
            }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies: latencies.sort((a, b) => a - b) })),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}

function report(label, { result, latencies }) {
  const accepted = result['2xx']
  const ms = (p) => percentile(latencies, p).toFixed(1)
  console.log(
    `  ${label}: ${(accepted / result.duration).toFixed(0)} accepted/s, latency p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  return accepted
}

async function countRows(databaseUri) {
  const client = new Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM attribution WHERE utm_campaign = $1', [
      CAMPAIGN,
    ])
    return rows[0].n
  } finally {
    await client.end()
  }
}

const stack = await startStack({ webEnv: { ATTRIBUTION_RATE_LIMIT: String(RATE_LIMIT) } })
let failed = false
try {
  const direct = `${stack.cms.url}/api/attribution`
  const throughSite = `${stack.site.url}/api/attribution`
  // A short warm-up of both servers (connection pools, JIT) before anything is measured.
  await run({ url: direct, connections: 10, amount: 500 })
  await run({ url: throughSite, connections: 10, amount: 500, oneVisitorEach: true })
  let acceptedTotal = await countRows(stack.databaseUri)

  console.log(
    `POST /api/attribution straight to the CMS (${stack.cms.url}), ${REQUESTS} requests per run, a new session each`,
  )
  for (const connections of [50, 200]) {
    acceptedTotal += report(
      `${String(connections).padStart(3)} connections`,
      await run({ url: direct, connections, amount: REQUESTS }),
    )
  }
  console.log(`\nThrough the site (${stack.site.url}: limiter + forward), each request from its own visitor address`)
  for (const connections of [50, 200]) {
    acceptedTotal += report(
      `${String(connections).padStart(3)} connections`,
      await run({ url: throughSite, connections, amount: REQUESTS, oneVisitorEach: true }),
    )
  }

  const written = await countRows(stack.databaseUri)
  const same = written === acceptedTotal
  failed ||= !same
  console.log(`\n  rows written ${written} ${same ? '==' : '!='} requests accepted ${acceptedTotal}`)

  console.log(
    `\nThe site's limiter (${RATE_LIMIT}/min per visitor address): one visitor, 500 requests through the site`,
  )
  const { result: limited } = await run({ url: throughSite, connections: 10, amount: 500 })
  const refused = limited.statusCodeStats?.['429']?.count ?? 0
  console.log(
    `  answered ${limited.requests.total}: accepted ${limited['2xx']}, refused with 429: ${refused}, other non-2xx: ${limited.non2xx - refused}, errors: ${limited.errors}`,
  )
  failed ||= limited['2xx'] !== RATE_LIMIT
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
