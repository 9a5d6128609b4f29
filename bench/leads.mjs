// POST /api/leads/estimate under load against the built CMS on a throwaway database (@ecs/test-stack).
//
//   node bench/leads.mjs [--count 2000] [--concurrency 50]
//
// 1. N estimate submissions through a pool of C concurrent clients: throughput, p50/p95/p99 latency,
//    then exactly N rows must exist for the run.
// 2. N more while the CMS is stopped and started again (same port and database) a third of the way
//    in. Each client behaves like the wizard: on a network error or a 5xx it retries the same body
//    (same idempotency key) with a short backoff. Every submission answered 201 must be stored, once.
//
// Posts straight to the CMS, whose per-address lead limit it lifts for the run.
// Needs both apps built (apps/cms: next build; apps/web: vite build && vite build --ssr).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'))
const { startStack, startCms } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const { estimateBody } = await import(requireFromWeb.resolve('@ecs/test-stack/lead-bodies'))
const { Client } = createRequire(join(root, 'apps/cms/package.json'))('pg')

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const COUNT = argument('count', 2000)
const CONCURRENCY = argument('concurrency', 50)

/** A valid estimate; sourcePage tags the run. */
const estimate = (run) =>
  estimateBody({ services: ['residential-window-cleaning', 'residential-soft-wash'], sourcePage: `/bench/${run}` })

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** One submission as the wizard sends it: retried on network errors and 5xx, same key each time. */
async function submit(url, body, { retries }) {
  const started = performance.now()
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      if (response.status < 500 || attempt >= retries)
        return { status: response.status, ms: performance.now() - started, attempts: attempt + 1 }
    } catch (error) {
      if (attempt >= retries)
        return { status: 0, ms: performance.now() - started, attempts: attempt + 1, error: String(error) }
    }
    await sleep(Math.min(2000, 100 * 2 ** attempt))
  }
}

async function runPool(url, bodies, { retries, onProgress }) {
  const results = new Array(bodies.length)
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++
      results[index] = await submit(url, bodies[index], { retries })
      done += 1
      onProgress?.(done)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { results, seconds: (performance.now() - started) / 1000 }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function report(label, { results, seconds }) {
  const ok = results.filter((result) => result.status === 201)
  const latencies = ok.map((result) => result.ms).sort((a, b) => a - b)
  const statuses = {}
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1
  console.log(
    `${label}: ${results.length} submissions at ${CONCURRENCY} concurrent in ${seconds.toFixed(1)} s = ${(results.length / seconds).toFixed(0)} req/s; ` +
      `latency of 201s p50 ${percentile(latencies, 50)?.toFixed(0)} ms, p95 ${percentile(latencies, 95)?.toFixed(0)} ms, p99 ${percentile(latencies, 99)?.toFixed(0)} ms; statuses ${JSON.stringify(statuses)}`,
  )
}

async function storedKeys(databaseUri, run) {
  const client = new Client({ connectionString: databaseUri })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT idempotency_key FROM estimate_requests WHERE source_page = $1', [
      `/bench/${run}`,
    ])
    return rows.map((row) => row.idempotency_key)
  } finally {
    await client.end()
  }
}

// One client address sends every submission: lift the per-address lead limit (20 a minute by default).
const cmsEnv = { LEAD_RATE_LIMIT: String(10 * COUNT) }
const stack = await startStack({ web: false, cmsEnv })
let cms = stack.cms
let failed = false
try {
  const url = () => `${cms.url}/api/leads/estimate`
  const cmsPort = Number(new URL(cms.url).port)
  // Warm-up: the first request initialises Payload in the server process.
  await submit(url(), estimate('warmup'), { retries: 3 })

  const steady = Array.from({ length: COUNT }, () => estimate('steady'))
  const steadyRun = await runPool(url(), steady, { retries: 0 })
  report('steady', steadyRun)
  const steadyRows = await storedKeys(stack.databaseUri, 'steady')
  const steadyOk = steadyRun.results.filter((result) => result.status === 201).length
  console.log(`steady: ${steadyRows.length} rows stored for ${COUNT} submissions (${steadyOk} answered 201)`)
  if (steadyRows.length !== COUNT || steadyOk !== COUNT) failed = true

  const restart = Array.from({ length: COUNT }, () => estimate('restart'))
  let restarting
  const restartRun = await runPool(url(), restart, {
    retries: 12,
    onProgress: (done) => {
      if (done === Math.floor(COUNT / 3) && !restarting) {
        restarting = (async () => {
          const stoppedAt = performance.now()
          await cms.stop()
          cms = await startCms({
            databaseUri: stack.databaseUri,
            port: cmsPort,
            siteUrl: 'http://127.0.0.1:9',
            extraEnv: cmsEnv,
          })
          console.log(
            `restart: CMS stopped and started again in ${((performance.now() - stoppedAt) / 1000).toFixed(1)} s`,
          )
        })()
      }
    },
  })
  await restarting
  report('restart', restartRun)
  const stored = new Set(await storedKeys(stack.databaseUri, 'restart'))
  const answered = restart.filter((_, index) => restartRun.results[index].status === 201)
  const lost = answered.filter((body) => !stored.has(body.idempotencyKey))
  const retried = restartRun.results.filter((result) => result.attempts > 1).length
  console.log(
    `restart: ${answered.length} answered 201, ${stored.size} rows stored, ${lost.length} answered but missing, ${retried} submissions needed a retry, ` +
      `${restartRun.results.length - answered.length} never answered 201`,
  )
  if (lost.length > 0 || stored.size !== answered.length) failed = true
} finally {
  if (cms !== stack.cms) await cms.stop()
  await stack.stop().catch(() => undefined)
}
if (failed) {
  console.error('FAILED: rows stored do not match the submissions answered')
  process.exit(1)
}
