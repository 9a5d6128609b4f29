// What swapping in a visit's tracking numbers costs the page: main-thread time (Chrome's TaskDuration)
// in the 1.5 s after the numbers' answer is let through (the answer, the swap, its paint), on a phone-sized page with the CPU
// slowed 4x (Chrome's throttling, as Lighthouse's mobile runs), in Debian's Chromium driven by
// Playwright, against the built apps on a throwaway stack (@ecs/test-stack) with the seed's numbers.
// Needs both apps built (`pnpm build`).
//
//   node bench/number-swap.mjs [--runs 7]
//
// Each run is a fresh context on /dmv from a Google Ads address: the page loads and goes quiet with the
// numbers' request held back, then the answer is let through and the main thread's time is summed over the next
// 1.5 s, with nothing of the bench's running in the page; then every number must be the Google Ads one. The same run with an answer that swaps nothing (no
// tracking numbers) is the baseline: the difference is what the swap itself costs. Target: under 5 ms
// (median of the runs).
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'))
const { startStack } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const { chromium } = requireFromWeb('@playwright/test')

const runsIndex = process.argv.indexOf('--runs')
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 7
const CPU_SLOWDOWN = 4
const TARGET_MS = 5
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
/** The seed's DMV number and its Google Ads number. */
const MAIN = '(703) 555-0101'
const GOOGLE_ADS = '(703) 555-0111'

async function taskSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((metric) => metric.name === 'TaskDuration').value
}

/** Main-thread milliseconds from the numbers' answer to the page showing `expected` everywhere. */
async function measure(browser, siteUrl, { swap }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
    let release
    const held = new Promise((resolve) => (release = resolve))
    let requested
    const asked = new Promise((resolve) => (requested = resolve))
    // Both answers come from the site and reach the page the same way (the same headers, fulfilled by
    // Playwright); only the body differs, so the difference is the swap, not the answer's delivery.
    await page.route('**/api/calls/numbers', async (route) => {
      requested()
      const answer = await route.fetch()
      await held
      return route.fulfill({ response: answer, body: swap ? await answer.text() : '{"numbers":{}}' })
    })
    await page.goto(`${siteUrl}/dmv?utm_source=google&utm_medium=cpc&utm_campaign=bench&gclid=BENCH`)
    await asked
    await page.waitForLoadState('networkidle').catch(() => undefined)
    await sleep(1000)
    const before = await taskSeconds(cdp)
    release()
    // Nothing of the bench's runs in the page meanwhile (a Playwright wait polls inside the page, on its
    // main thread): the answer, the swap and its paint are all that happens in these 1.5 s.
    await sleep(1500)
    const after = await taskSeconds(cdp)
    const expected = swap ? GOOGLE_ADS : MAIN
    if (!(await page.getByTestId('call-today').textContent()).includes(expected))
      throw new Error('the header was not swapped')
    const shown = await page.getByTestId('call-button').allTextContents()
    if (!shown.every((text) => text.includes(expected))) throw new Error(`buttons show ${shown.join(', ')}`)
    return (after - before) * 1000
  } finally {
    await context.close()
  }
}

const stack = await startStack({})
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
try {
  const swapped = []
  const baseline = []
  for (let run = 0; run < RUNS; run += 1) {
    baseline.push(await measure(browser, stack.site.url, { swap: false }))
    swapped.push(await measure(browser, stack.site.url, { swap: true }))
  }
  const cost = median(swapped) - median(baseline)
  const format = (values) => values.map((value) => value.toFixed(1)).join(', ')
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}; CPU slowed ${CPU_SLOWDOWN}x; ${RUNS} runs`,
  )
  console.log(
    `answer that swaps nothing: median ${median(baseline).toFixed(1)} ms of main thread (${format(baseline)})`,
  )
  console.log(`answer that swaps the numbers: median ${median(swapped).toFixed(1)} ms (${format(swapped)})`)
  console.log(
    `the swap itself: ${cost.toFixed(1)} ms (target < ${TARGET_MS} ms): ${cost < TARGET_MS ? 'PASS' : 'FAIL'}`,
  )
} finally {
  await browser.close()
  await stack.stop()
}
