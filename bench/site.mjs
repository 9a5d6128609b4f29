// The public site's performance figures, measured on the built apps with a throwaway stack
// (@ecs/test-stack). Needs both apps built (apps/cms: next build; apps/web: vite build && vite build --ssr).
//
//   node bench/site.mjs [--duration 10] [--connections 50] [--runs 3]
//
// 1. Initial JavaScript of a public page, gzip: the entry script, every chunk it imports statically
//    (the HTML preloads them) and the page's own chunk with its static imports, from Vite's manifest.
//    CSS, gzip. Targets: JS < 120 KB, CSS < 25 KB.
// 2. Server throughput: requests/s and p95 latency of / and a service page under N connections
//    (autocannon), with the content cache on and with CONTENT_CACHE_TTL_MS=0 (every render reads the CMS).
// 3. Page speed on a throttled phone profile, median of R runs, for five pages: Lighthouse mobile
//    performance when the `lighthouse` package can be loaded here, else Chromium's own timings via
//    Playwright (FCP, LCP, total blocking time from long tasks, CLS) under CPU x4 and a slow-4G network.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const webDir = join(root, 'apps/web')
const requireFromWeb = createRequire(join(webDir, 'package.json'))
const { startStack, startWeb } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const autocannon = requireFromWeb('autocannon')
const playwright = await import(requireFromWeb.resolve('@playwright/test'))
const chromium = playwright.chromium ?? playwright.default.chromium
const { freePort } = await import(createRequire(join(root, 'package.json')).resolve('@ecs/local-postgres'))

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const DURATION = argument('duration', 10)
const CONNECTIONS = argument('connections', 50)
const RUNS = argument('runs', 3)
const SERVICE_PAGE = '/commercial-services/commercial-window-cleaning'
const SPEED_PAGES = ['/', '/dmv', SERVICE_PAGE, '/learn/soft-washing', '/seasonal-protection-plans']
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

// 1. Bundle sizes -------------------------------------------------------------------------------------
function bundleSizes() {
  const clientDir = join(webDir, 'dist/client')
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'))
  const gzipped = (file) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue
      seen.add(key)
      closure(manifest[key].imports ?? [], seen)
    }
    return seen
  }
  const base = closure(['src/entry-client.tsx'])
  const baseBytes = [...base].reduce((sum, key) => sum + gzipped(manifest[key].file), 0)
  // Public pages only: the staff pages (login, dashboard, admin) carry their charts and are not for visitors.
  const pages = Object.keys(manifest).filter(
    (key) => key.startsWith('src/app/pages/') && !/\/(login|cms-dashboard|admin-[^/]*)\.tsx$/.test(key),
  )
  const perPage = pages.map((key) => {
    const all = closure([key], new Set(base))
    return {
      page: key.replace('src/app/pages/', '').replace(/\.tsx$/, ''),
      bytes: [...all].reduce((sum, chunk) => sum + gzipped(manifest[chunk].file), 0),
    }
  })
  const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].reduce(
    (sum, file) => sum + gzipped(file),
    0,
  )
  return { baseBytes, perPage: perPage.sort((a, b) => b.bytes - a.bytes), css }
}

// 2. Throughput -----------------------------------------------------------------------------------------
function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

async function throughput(siteUrl, label) {
  const rows = []
  for (const path of ['/', SERVICE_PAGE]) {
    await fetch(siteUrl + path) // warm the code and, with the cache on, the content
    const result = await load(siteUrl + path)
    rows.push({
      label,
      path,
      rps: Math.round(result.requests.average),
      p95: result.latency.p97_5 !== undefined ? percentile(result, 95) : undefined,
      non2xx: result.non2xx,
      errors: result.errors,
    })
  }
  return rows
}

function percentile(result, p) {
  // autocannon reports p90 and p97_5 (and p99); p95 lies between them: interpolate linearly.
  const { p90, p97_5: p975 } = result.latency
  return Math.round(p90 + ((p975 - p90) * (p - 90)) / 7.5)
}

// 3. Page speed -----------------------------------------------------------------------------------------
async function tryLighthouse() {
  try {
    const requireFromHere = createRequire(import.meta.url)
    const path = process.env.LIGHTHOUSE_PATH
      ? createRequire(join(process.env.LIGHTHOUSE_PATH, 'package.json')).resolve('lighthouse')
      : requireFromHere.resolve('lighthouse')
    const { default: lighthouse } = await import(path)
    const chromeLauncher = await import(createRequire(path).resolve('chrome-launcher'))
    return { lighthouse, chromeLauncher }
  } catch (error) {
    return { unavailable: String(error.message ?? error).split('\n')[0] }
  }
}

async function lighthouseScores(siteUrl, { lighthouse, chromeLauncher }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const rows = []
    for (const path of SPEED_PAGES) {
      const scores = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(siteUrl + path, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        })
        // A run Lighthouse could not complete (runtimeError, no score) is reported, not counted as 0.
        const score = result.lhr.categories.performance.score
        scores.push(
          result.lhr.runtimeError || score === null
            ? `error(${result.lhr.runtimeError?.code ?? 'no score'})`
            : Math.round(score * 100),
        )
      }
      const completed = scores.filter((score) => typeof score === 'number')
      rows.push({ path, score: completed.length ? median(completed) : 'n/a', runs: scores.join('/') })
    }
    return rows
  } finally {
    await chrome.kill()
  }
}

/** Chromium's paint and long-task timings on an emulated mid-range phone (4x CPU slowdown, slow 4G). */
async function browserTimings(siteUrl) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const rows = []
  try {
    for (const path of SPEED_PAGES) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(() => {
          const seen = { lcp: 0, cls: 0, tbt: 0 }
          Object.assign(window, { __vitals: seen })
          new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.lcp = entry.startTime))).observe(
            { type: 'largest-contentful-paint', buffered: true },
          )
          new PerformanceObserver((list) =>
            list.getEntries().forEach((entry) => !entry.hadRecentInput && (seen.cls += entry.value)),
          ).observe({ type: 'layout-shift', buffered: true })
          new PerformanceObserver((list) =>
            list.getEntries().forEach((entry) => (seen.tbt += Math.max(0, entry.duration - 50))),
          ).observe({ type: 'longtask', buffered: true })
        })
        await page.goto(siteUrl + path, { waitUntil: 'networkidle' })
        await page.waitForTimeout(500)
        const vitals = await page.evaluate(() => ({
          ...window.__vitals,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }))
        runs.push(vitals)
        await context.close()
      }
      rows.push({
        path,
        fcp: Math.round(median(runs.map((r) => r.fcp))),
        lcp: Math.round(median(runs.map((r) => r.lcp))),
        tbt: Math.round(median(runs.map((r) => r.tbt))),
        cls: median(runs.map((r) => r.cls)).toFixed(3),
      })
    }
  } finally {
    await browser.close()
  }
  return rows
}

// Run ---------------------------------------------------------------------------------------------------
const sizes = bundleSizes()
const worst = sizes.perPage[0]
console.log('\n== Initial JavaScript (gzip) and CSS')
console.log(`shared (entry + preloaded chunks): ${kb(sizes.baseBytes)}`)
for (const row of sizes.perPage.filter((row) =>
  ['home', 'service', 'article', 'plans', 'location-home'].includes(row.page),
))
  console.log(`  ${row.page.padEnd(16)} ${kb(row.bytes)}`)
console.log(
  `largest public page: ${worst.page} ${kb(worst.bytes)} (target < 120 KB: ${worst.bytes < 120 * 1024 ? 'met' : 'NOT met'})`,
)
console.log(`CSS: ${kb(sizes.css)} (target < 25 KB: ${sizes.css < 25 * 1024 ? 'met' : 'NOT met'})`)

const stack = await startStack()
let uncached
try {
  const siteUrl = stack.site.url
  console.log(`\n== Throughput, ${CONNECTIONS} connections, ${DURATION} s each`)
  const rows = await throughput(siteUrl, 'cache on')
  uncached = await startWeb({ port: await freePort(), cmsUrl: stack.cms.url, extraEnv: { CONTENT_CACHE_TTL_MS: '0' } })
  rows.push(...(await throughput(uncached.url, 'cache off (TTL 0)')))
  for (const row of rows)
    console.log(
      `${row.label.padEnd(18)} ${row.path.padEnd(50)} ${String(row.rps).padStart(6)} req/s  p95 ${row.p95} ms  non-2xx ${row.non2xx}  errors ${row.errors}`,
    )

  const lighthouse = await tryLighthouse()
  if (!lighthouse.unavailable) {
    console.log(`\n== Lighthouse mobile performance (median of ${RUNS})`)
    for (const row of await lighthouseScores(siteUrl, lighthouse))
      console.log(`${row.path.padEnd(50)} ${row.score}  (${row.runs})${row.score >= 95 ? '' : '  below 95'}`)
  } else {
    console.log(`\n== Lighthouse unavailable here (${lighthouse.unavailable}); Chromium timings instead`)
    console.log(`   412x823 phone, CPU x4, 150 ms RTT / 1.6 Mbit/s, median of ${RUNS} runs`)
    for (const row of await browserTimings(siteUrl))
      console.log(`${row.path.padEnd(50)} FCP ${row.fcp} ms  LCP ${row.lcp} ms  TBT ${row.tbt} ms  CLS ${row.cls}`)
  }
} finally {
  await uncached?.stop()
  await stack.stop()
}
