import { test, type Page } from '@playwright/test'

/** The whole page at a phone's and a laptop's width, kept with the test's results to be looked at. */
export async function screenshots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
}
