import { BANNER_TEXT } from '@ecs/shared/catalog'
import type { Location, PaginatedDocs } from '@ecs/shared/cms'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { publicSitePaths } from '../helpers/public-pages'

/** The seven paths that show the service-area banner, written out here independently of the route table's flags. */
const BANNER_PATHS = [
  '/',
  '/about-us',
  '/commercial-services',
  '/commercial-services/industries',
  '/residential-services',
  '/locations',
  '/seasonal-protection-plans',
]

async function locationBySlug(request: APIRequestContext, slug: string): Promise<Location> {
  const response = await request.get('/api/locations?depth=0&limit=20')
  const { docs } = (await response.json()) as PaginatedDocs<Location>
  const location = docs.find((candidate) => candidate.slug === slug)
  if (!location) throw new Error(`no location ${slug}`)
  return location
}

test.describe('banner', () => {
  test('appears on exactly the seven paths and their Spanish twins (server HTML of every public page)', async ({
    request,
  }) => {
    const withBanner: string[] = []
    for (const entry of publicSitePaths()) {
      const html = await (await request.get(entry.path)).text()
      if (html.includes('data-testid="site-banner"')) withBanner.push(entry.path)
    }
    const spanish = BANNER_PATHS.map((path) => (path === '/' ? '/es' : `/es${path}`))
    expect(withBanner.sort()).toEqual([...BANNER_PATHS, ...spanish].sort())
  })

  for (const path of BANNER_PATHS) {
    test(`reads the desktop text on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const banner = page.getByTestId('site-banner')
      await expect(banner.getByText(BANNER_TEXT.desktop, { exact: true })).toBeVisible()
      await expect(banner.getByText(BANNER_TEXT.mobile, { exact: true })).toBeHidden()
    })

    test(`reads the mobile text on ${path} @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(path)
      const banner = page.getByTestId('site-banner')
      await expect(banner.getByText(BANNER_TEXT.mobile, { exact: true })).toBeVisible()
      await expect(banner.getByText(BANNER_TEXT.desktop, { exact: true })).toBeHidden()
    })
  }
})

test.describe('header', () => {
  test('shows the company phone and Find Location without a location', async ({ page, request }) => {
    const company = (await (await request.get('/api/globals/company-info')).json()) as { phone: string }
    await page.goto('/about-us')
    await expect(page.getByTestId('call-today')).toContainText(company.phone)
    await expect(page.getByRole('link', { name: 'Find Location' })).toHaveAttribute('href', '/locations')
    await expect(page.getByTestId('location-label')).not.toContainText('DMV')
    await expect(page.getByTestId('logo-link')).toHaveAttribute('href', '/')
  })

  for (const slug of ['dmv', 'houston', 'tri-cities', 'seattle']) {
    test(`shows the ${slug} phone, label and Change Location inside that location`, async ({ page, request }) => {
      const location = await locationBySlug(request, slug)
      await page.goto(`/${slug}/learn/soft-washing`)
      const call = page.getByTestId('call-today')
      await expect(call).toContainText(location.phone)
      await expect(call).toHaveAttribute('href', `tel:+1${location.phone.replace(/\D/g, '')}`)
      await expect(page.getByTestId('location-label')).toHaveText(location.label)
      await expect(page.getByRole('link', { name: 'Change Location' })).toBeVisible()
      await expect(page.getByTestId('logo-link')).toHaveAttribute('href', `/${slug}`)
    })
  }

  test('Houston has Commercial Services but no Residential Services; DMV has both', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/houston')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Commercial Services' })).toHaveAttribute(
      'href',
      '/commercial-services/houston',
    )
    await expect(nav.getByRole('link', { name: 'Residential Services' })).toHaveCount(0)
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'About Us',
      'Commercial Services',
      'Learn',
      'Contact',
      'Reviews',
    ])
    await page.goto('/dmv')
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'About Us',
      'Commercial Services',
      'Residential Services',
      'Learn',
      'Contact',
      'Reviews',
    ])
  })

  test('Free Estimate goes to the location contact or /contact, and is hidden on estimate pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(page.getByTestId('free-estimate')).toHaveAttribute('href', '/contact')
    await page.goto('/seattle/about')
    await expect(page.getByTestId('free-estimate')).toHaveAttribute('href', '/seattle/contact')
    for (const path of [
      '/contact',
      '/estimate',
      '/dmv/contact',
      '/houston/estimate',
      '/commercial-services/contact',
      '/residential-services/contact',
      '/dmv/test-contact',
    ]) {
      await page.goto(path)
      await expect(page.getByTestId('location-label')).toBeVisible()
      await expect(page.getByTestId('free-estimate'), path).toHaveCount(0)
    }
  })

  test('desktop dropdowns open on hover and list the articles', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Learn' }).hover()
    await expect(page.getByRole('link', { name: 'Soft Washing' })).toBeVisible()
    await page.getByRole('link', { name: 'Soft Washing' }).click()
    await expect(page).toHaveURL(/\/learn\/soft-washing$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('each dropdown opens with a link to its overview page, named in plain words', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Locations' }).hover()
    await expect(page.getByRole('link', { name: 'All locations' })).toHaveAttribute('href', '/locations')
    await expect(page.getByText(/All of /)).toHaveCount(0)
  })
})

test.describe('mobile menu', () => {
  test('opens, closes on a link, on the estimate button and on Escape @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    // A tap before hydration has no handler to reach yet.
    await page.waitForLoadState('networkidle')
    const open = page.getByRole('button', { name: 'Open menu' })
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await open.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/about-us$/)

    await open.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: 'Free Estimate' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/contact$/)

    await page.goto('/dmv')
    await open.click()
    await expect(dialog.getByRole('link', { name: 'Residential Services' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })
})

test.describe('navigation behavior', () => {
  test('scrolls to the top on a route change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    // After hydration, whose first effect scrolls to the top as well.
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Company Tenets' }).click()
    await expect(page).toHaveURL(/\/company-tenets$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Company Tenets')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('answers unknown paths with the not-found page', async ({ page }) => {
    for (const path of [
      '/no-such-page',
      '/commercial-services/not-a-service',
      '/houston/seasonal-protection-plans-enhanced',
    ]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page")
    }
  })

  test('the footer has four columns, the extra links and this year', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      'Clearview Exterior Cleaning',
      'Quick Links',
      'Services',
      'Follow Us',
    ])
    await expect(footer.getByRole('link', { name: 'Open Roles' })).toHaveAttribute('href', '/careers/roles')
    await expect(footer.getByRole('link', { name: 'Pricing & Protection Plans' })).toHaveAttribute(
      'href',
      '/seasonal-protection-plans',
    )
    await expect(footer.getByTestId('copyright')).toContainText(String(new Date().getFullYear()))
  })

  test('shows one toast at a time, and F8 moves focus to the notifications', async ({ page }) => {
    await page.goto('/mockup-preview')
    const show = page.getByRole('button', { name: 'Show a toast' })
    await show.click()
    await show.click()
    await expect(page.getByText('Estimate request sent')).toHaveCount(1)
    await page.keyboard.press('F8')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label^="Notification"]') !== null))
      .toBe(true)
  })

  test('creates no work-request frame while the CMS has no URL for it', async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/site-settings')).json()) as {
      workRequestFrameUrl?: string | null
    }
    test.skip(Boolean(settings.workRequestFrameUrl), 'a frame URL is configured')
    await page.goto('/')
    await page.waitForLoadState('load')
    await expect(page.locator('#work-request-frame')).toHaveCount(0)
  })
})
