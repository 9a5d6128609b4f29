// How fast the site answers a visitor's first taps: Interaction to Next Paint (INP, the `web-vitals`
// library's measure) of opening the mobile menu and of the estimate wizard's Continue, on a phone-sized
// page with the CPU slowed 4x (Chrome's throttling, as Lighthouse's mobile runs), in Debian's Chromium
// driven by Playwright, against the built apps on a throwaway stack (@ecs/test-stack). Needs both apps
// built (`pnpm build`).
//
//   node bench/first-input.mjs [--runs 3]
//
// Each run is a fresh browser context (nothing cached) that waits for hydration, then interacts once.
// Target: INP < 100 ms for both, median of the runs. The machine's load average is printed beside the
// figures: on a shared machine they are only comparable between runs of similar load.
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'))
const requireFromRoot = createRequire(join(root, 'package.json'))
const { startStack } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const { chromium } = requireFromWeb('@playwright/test')
// The package exports no path to its browser build; it sits beside the module entry.
const WEB_VITALS = join(dirname(requireFromRoot.resolve('web-vitals')), 'web-vitals.iife.js')

const runsIndex = process.argv.indexOf('--runs')
const RUNS = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 3
const CPU_SLOWDOWN = 4
const TARGET_MS = 100
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The interactions measured: where, how to know the page is hydrated, and the one tap. */
const INTERACTIONS = [
  {
    name: 'open the mobile menu (/)',
    path: '/',
    hydrated: (page) => page.getByRole('button', { name: 'Open menu' }).waitFor(),
    interact: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    },
  },
  {
    name: "the estimate wizard's Continue (/dmv/contact)",
    path: '/dmv/contact',
    hydrated: (page) => page.getByRole('button', { name: 'Continue' }).waitFor(),
    interact: async (page) => {
      await page.getByRole('radio', { name: /My home/ }).check()
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByRole('heading', { level: 2, name: 'Which services do you need?' }).waitFor()
    },
  },
]

/** The INP of one interaction, in a fresh context: web-vitals reports each new worst interaction. */
async function measure(browser, siteUrl, { path, hydrated, interact }) {
  // The site's CSP allows no inline script; the measuring script is the bench's, not the site's.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(siteUrl + path)
    await hydrated(page)
    await page.addScriptTag({ path: WEB_VITALS })
    await page.evaluate(() => {
      window.__inp = []
      // Every interaction counts, not only those longer than the default 40 ms, so a fast one is reported too.
      window.webVitals.onINP((metric) => window.__inp.push(metric.value), {
        reportAllChanges: true,
        durationThreshold: 0,
      })
    })
    await interact(page)
    // INP is reported once the interaction's next paint has been observed.
    await page.waitForFunction(() => window.__inp.length > 0, undefined, { timeout: 10_000 })
    return Math.max(...(await page.evaluate(() => window.__inp)))
  } finally {
    await context.close()
  }
}

const stack = await startStack()
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  console.log(
    `\n== INP on a ${CPU_SLOWDOWN}x slowed CPU, phone-sized, median of ${RUNS} (target < ${TARGET_MS} ms); load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
  for (const interaction of INTERACTIONS) {
    const values = []
    for (let run = 0; run < RUNS; run++) values.push(await measure(browser, stack.site.url, interaction))
    const inp = median(values)
    console.log(
      `${interaction.name.padEnd(50)} INP ${Math.round(inp)} ms  ${inp < TARGET_MS ? 'met' : 'NOT met'}  (${values.map(Math.round).join('/')})`,
    )
  }
} finally {
  await browser.close()
  await stack.stop()
}
