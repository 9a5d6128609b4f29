// Screenshots of the built site for reviewers who do not run it: a few pages at a phone's and a
// laptop's width, written to docs/screenshots/ as JPEG (small enough to commit). Starts its own stack from the built
// apps (`pnpm build` first) on free ports with a throwaway database, and stops it afterwards.
//
//   pnpm --filter @ecs/web screenshots
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { startStack } from '@ecs/test-stack'
import { systemProgram } from '@ecs/test-stack/system-programs'

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
const PAGES = {
  home: '/',
  dmv: '/dmv',
  service: '/locations/dmv/services/residential/residential-window-cleaning',
  plans: '/seasonal-protection-plans',
}
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } }

const stack = await startStack()
const browser = await chromium.launch({
  executablePath: systemProgram('chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
try {
  await mkdir(OUT, { recursive: true })
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' })
    const page = await context.newPage()
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(`${stack.site.url}${path}`, { waitUntil: 'load' })
      // Lazy images below the fold load once scrolled to; wait for every image to finish.
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = 'eager'
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
      })
      const file = `${OUT}${name}-${viewport.width}.jpg`
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', type: 'jpeg', quality: 75 })
      console.log(`${width} ${path} -> ${file}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await stack.stop()
}
