// POST /api/attribution under load, on a throwaway database (@ecs/test-stack), each request a new
// visitor's first touch:
//
// 1. straight to the CMS, at 50 and 200 connections: accepted per second, p50/p95/p99 latency;
// 2. through the site, as browsers send it (the site's per-IP limiter, then its /api forward to the
//    CMS), each request from its own visitor address (X-Forwarded-For, which the site trusts from
//    loopback), at 50 and 200 connections: the whole path on the one machine;
// 3. rows written must equal requests accepted over all runs;
// 4. many visitors behind one address (a school, an office, a carrier's NAT): 1,000 distinct visits
//    from one address through the site, all recorded within the minute;
// 5. the limits themselves: one address bursting 1,500 distinct visits gets exactly its ceiling
//    accepted, and one session repeating itself exactly its allowance.
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
/** The site's and the CMS's defaults (env.ts): per address, and per address and session. */
const ADDRESS_CEILING = 1200
const SESSION_ALLOWANCE = 10
const CAMPAIGN = 'bench-burst'
const SHARED_ADDRESS_CAMPAIGN = 'bench-shared-address'

function body({ sessionId = randomUUID(), campaign = CAMPAIGN } = {}) {
  return JSON.stringify({
    sessionId,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: campaign,
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
function run({ url, connections, amount, oneVisitorEach = false, from, makeBody = body }) {
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
              body: makeBody(),
              headers: oneVisitorEach
                ? { ...request.headers, 'x-forwarded-for': visitorAddress() }
                : from
                  ? { ...request.headers, 'x-forwarded-for': from }
                  : request.headers,
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

async function countRows(databaseUri, campaign = CAMPAIGN) {
  const client = new Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM attribution WHERE utm_campaign = $1', [
      campaign,
    ])
    return rows[0].n
  } finally {
    await client.end()
  }
}

// Straight to the CMS every request comes from 127.0.0.1: its address ceiling is lifted there so the
// runs measure the server; the site keeps its production limits.
const stack = await startStack({ cmsEnv: { ATTRIBUTION_RATE_LIMIT: '100000000' } })
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

  console.log('\nMany visitors behind one address: 1,000 distinct visits from one address, through the site')
  const sharedStarted = Date.now()
  const { result: shared } = await run({
    url: throughSite,
    connections: 10,
    amount: 1000,
    from: '198.51.100.10',
    makeBody: () => body({ campaign: SHARED_ADDRESS_CAMPAIGN }),
  })
  const sharedSeconds = (Date.now() - sharedStarted) / 1000
  const sharedRows = await countRows(stack.databaseUri, SHARED_ADDRESS_CAMPAIGN)
  console.log(
    `  ${shared['2xx']} accepted, ${shared.non2xx} refused, ${shared.errors} errors in ${sharedSeconds.toFixed(1)} s; rows recorded: ${sharedRows}`,
  )
  failed ||= sharedRows !== 1000 || shared['2xx'] !== 1000 || sharedSeconds > 60

  console.log(`\nThe limits: one address bursting 1,500 distinct visits (ceiling ${ADDRESS_CEILING}/min)`)
  const { result: burst } = await run({ url: throughSite, connections: 10, amount: 1500, from: '198.51.100.20' })
  const burstRefused = burst.statusCodeStats?.['429']?.count ?? 0
  console.log(
    `  answered ${burst.requests.total}: accepted ${burst['2xx']}, refused with 429: ${burstRefused}, other non-2xx: ${burst.non2xx - burstRefused}, errors: ${burst.errors}`,
  )
  failed ||= burst['2xx'] !== ADDRESS_CEILING
  console.log(`One session repeating itself 30 times (allowance ${SESSION_ALLOWANCE}/min)`)
  const sessionId = randomUUID()
  const { result: repeated } = await run({
    url: throughSite,
    connections: 1,
    amount: 30,
    from: '198.51.100.30',
    makeBody: () => body({ sessionId }),
  })
  const repeatedRefused = repeated.statusCodeStats?.['429']?.count ?? 0
  console.log(`  accepted ${repeated['2xx']}, refused with 429: ${repeatedRefused}`)
  failed ||= repeated['2xx'] !== SESSION_ALLOWANCE
} finally {
  await stack.stop()
}
process.exit(failed ? 1 : 0)
