import { expect, test, type Page } from '@playwright/test'

/**
 * Holds back every request matching `pattern` until the returned function is called: with the client
 * entry held, the page stays the server's HTML, never hydrated, however long the test looks at it.
 */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const CLIENT_ENTRY = /\/assets\/entry-client-[\w-]+\.js$/

/**
 * The files of a page's main picture (its src and every srcset candidate), read from the page as served:
 * the CMS names a seeded file after what its upload folder already holds (page-home-800x400.webp, or
 * page-home-1-800x400.webp beside an earlier seed's), so a written-out name may hold back nothing.
 */
async function mainPictureFiles(page: Page, path: string): Promise<RegExp> {
  const html = await (await page.request.get(path)).text()
  const picture = html.match(/<img [^>]*fetchPriority="high"[^>]*>/i)?.[0]
  expect(picture, `${path} has a main picture`).toBeDefined()
  const files = [...picture!.matchAll(/\/api\/media\/file\/[\w.-]+/g)].map(([file]) => file)
  return new RegExp(`(${[...new Set(files)].map((file) => file.replaceAll('.', '\\.')).join('|')})$`)
}

/** The server's disclosure before hydration; the dialog's button after. */
const disclosureToggle = (page: Page) => page.locator('summary[aria-label="Open menu"]')
const dialogButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })

test.describe('before hydration', () => {
  test('the mobile menu opens and its links lead on @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const release = await holdRequests(page, CLIENT_ENTRY)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const mobileNavigation = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileNavigation).toBeHidden()
    await disclosureToggle(page).click()
    await expect(mobileNavigation).toBeVisible()
    await mobileNavigation.getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Still the server's HTML: the scripts of this page are held as well.
    await expect(disclosureToggle(page)).toBeVisible()
    await expect(dialogButton(page)).toHaveCount(0)
    release()
  })

  test('a menu opened before hydration is handed over to the dialog, open @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    const release = await holdRequests(page, CLIENT_ENTRY)
    await page.goto('/dmv', { waitUntil: 'domcontentloaded' })
    await disclosureToggle(page).click()
    release()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Residential Services' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(dialogButton(page)).toBeFocused()
  })

  test('the footer links lead on', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdRequests(page, CLIENT_ENTRY)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Company Tenets' }).click()
    await expect(page).toHaveURL(/\/company-tenets$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Company Tenets')
    release()
  })

  test('a visitor who scrolled before hydration stays where they are, mid-tap included', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdRequests(page, CLIENT_ENTRY)
    await page.goto('/commercial-services/seattle', { waitUntil: 'domcontentloaded' })
    const walkThrough = page.getByRole('link', { name: 'Request a commercial walk-through' })
    await walkThrough.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    // The press starts on the server's link; hydration finishes before the finger lifts.
    const box = (await walkThrough.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    release()
    await expect(page.locator('button[aria-label="Open menu"]')).toHaveCount(1)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    await page.mouse.up()
    await expect(page).toHaveURL(/\/seattle\/contact$/)
  })

  test('a form says it is getting ready until it can be used', async ({ page }) => {
    const release = await holdRequests(page, CLIENT_ENTRY)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    const gettingReady = page.getByRole('button', { name: 'Getting ready…' })
    await expect(gettingReady).toBeDisabled()
    release()
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled()
    await expect(gettingReady).toHaveCount(0)
  })
})

test.describe('the main picture first', () => {
  test('no script but the small entry is asked for until the main picture has loaded', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const release = await holdRequests(page, await mainPictureFiles(page, '/'))
    const entryRequested = page.waitForRequest(CLIENT_ENTRY)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await entryRequested
    // Frames go by with the picture held: the entry has run and is waiting for it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    expect(scripts.filter((path) => !/\/(entry-client|preload-helper)-[\w-]+\.js$/.test(path))).toEqual([])
    release()
    await expect(page.locator('button[aria-label="Open menu"]')).toHaveCount(1)
    expect(scripts.some((path) => /\/framework-[\w-]+\.js$/.test(path))).toBe(true)
  })
})

test.describe('after hydration', () => {
  test('a page whose code is still loading shows the spinner, then the page at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    // Hydrated: the menu's disclosure has become the dialog's button (hidden at this width).
    await expect(page.locator('button[aria-label="Open menu"]')).toHaveCount(1)
    const release = await holdRequests(page, /\/assets\/company-tenets-[\w-]+\.js$/)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Company Tenets' }).click()
    const spinner = page.getByRole('status').filter({ hasText: 'Loading page…' })
    await expect(spinner).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Company Tenets')
    await expect(spinner).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
