import type { Location, PaginatedDocs } from '@ecs/shared/cms'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/staff-session'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

async function seattle(request: APIRequestContext): Promise<Location> {
  const { docs } = (await (await request.get('/api/locations?depth=0&limit=20')).json()) as PaginatedDocs<Location>
  return docs.find((location) => location.slug === 'seattle')!
}

/** The header, its number (as the location's home shows it to this visit) and its estimate button are the location's. */
async function expectKeptLocation(page: Page, location: Location, callHref: string) {
  await expect(page.getByTestId('location-label')).toHaveText(location.label)
  await expect(page.getByTestId('logo-link')).toHaveAttribute('href', `/${location.slug}`)
  await expect(page.getByTestId('call-today')).toHaveAttribute('href', callHref)
}

for (const [width, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`a location's home offers homes and businesses side by side in the first screen (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await page.goto('/seattle')
    await page.waitForLoadState('networkidle')
    const home = page.getByTestId('audience-residential')
    const business = page.getByTestId('audience-commercial')
    await expect(home).toBeInViewport()
    await expect(business).toBeInViewport()
    const [homeBox, businessBox] = [await home.boundingBox(), await business.boundingBox()]
    expect(Math.abs(homeBox!.y - businessBox!.y)).toBeLessThan(2)
    expect(homeBox!.x).toBeLessThan(businessBox!.x)
    // The location's proof further down: its pictures lazy, loaded once scrolled to, read by the browser.
    const proof = page.getByTestId('proof')
    await proof.scrollIntoViewIfNeeded()
    await expect(proof.getByRole('heading', { name: 'Before and after' })).toBeVisible()
    const picture = proof.getByRole('img').first()
    await expect(picture).toHaveAttribute('loading', 'lazy')
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await page.screenshot({ path: test.info().outputPath(`location-home-proof-${width}.png`), fullPage: true })
    await expectNoAxeViolations(page, 'body')
    // One tap to the homeowner's services, the residential cards before the commercial ones.
    await home.click()
    const residential = page.getByRole('heading', { name: 'Residential services in Seattle WA' })
    await expect(residential).toBeInViewport()
    const commercial = page.getByRole('heading', { name: 'Commercial services in Seattle WA' })
    expect((await residential.boundingBox())!.y).toBeLessThan((await commercial.boundingBox())!.y)
  })

  test(`a residential service page shows its from-price in the first screen (${width})`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto('/locations/seattle/services/residential/residential-window-cleaning')
    await page.waitForLoadState('networkidle')
    const price = page.getByTestId('hero-price')
    await expect(price).toContainText('From $189.00 per home')
    await expect(price).toBeInViewport()
    // Proof further down: each before/after pair is two labelled pictures side by side, nothing to drag.
    const proof = page.getByTestId('proof')
    await proof.scrollIntoViewIfNeeded()
    await expect(proof.getByRole('heading', { name: 'Before and after' })).toBeVisible()
    const pair = proof.getByRole('figure').first()
    const [before, after] = [pair.getByRole('img').nth(0), pair.getByRole('img').nth(1)]
    await expect(pair.getByText('Before', { exact: true })).toBeVisible()
    await expect(pair.getByText('After', { exact: true })).toBeVisible()
    for (const picture of [before, after]) {
      await expect(picture).toHaveAttribute('alt', /\w+ \w+ \w+/)
      await expect(picture).toHaveAttribute('loading', 'lazy')
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    }
    const [beforeBox, afterBox] = [await before.boundingBox(), await after.boundingBox()]
    expect(Math.abs(beforeBox!.y - afterBox!.y)).toBeLessThan(2)
    await expectNoAxeViolations(page, 'body')
    await page.screenshot({ path: test.info().outputPath(`service-proof-${width}.png`), fullPage: true })
  })

  test(`a commercial service page says how it is priced and offers a walk-through (${width})`, async ({ page }) => {
    await page.setViewportSize(size)
    await page.goto('/locations/seattle/services/commercial/commercial-window-cleaning')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('hero-price')).toContainText('Priced after a free walk-through')
    await expect(page.getByTestId('hero-price')).toBeInViewport()
    const costs = page.getByRole('region', { name: 'What it costs' })
    await expect(costs.getByRole('heading', { name: 'What the price depends on' })).toBeVisible()
    await expect(costs.getByRole('listitem').first()).toBeVisible()
    await expect(costs.getByRole('link', { name: 'Request a free walk-through' })).toHaveAttribute(
      'href',
      /^\/seattle\/contact/,
    )
    await expectNoAxeViolations(page, 'body')
  })
}

test('Industries we serve and the commercial walk-through keep the location they were reached from', async ({
  page,
  request,
}) => {
  const location = await seattle(request)
  await page.goto('/seattle')
  await page.waitForLoadState('networkidle')
  const callHref = (await page.getByTestId('call-today').getAttribute('href'))!
  expect(callHref).toMatch(/^tel:\+1\d{10}$/)
  await page.goto('/commercial-services/seattle')
  await page.waitForLoadState('networkidle')
  const walkThrough = page.getByRole('link', { name: 'Request a commercial walk-through' })
  await expect(walkThrough).toHaveAttribute('href', '/seattle/contact')
  await page.getByRole('link', { name: 'Industries we serve' }).click()
  await expect(page).toHaveURL(/\/seattle\/commercial-services\/industries$/)
  // The address changes before the page's module has loaded and rendered its main content.
  await expect(page.getByRole('heading', { level: 1, name: 'Industries We Serve' })).toBeVisible()
  await expectKeptLocation(page, location, callHref)
  await expect(page.getByTestId('free-estimate')).toHaveAttribute('href', '/seattle/contact')
  await expectNoAxeViolations(page, 'body')
  await page.goto('/commercial-services/seattle')
  await page.getByRole('link', { name: 'Request a commercial walk-through' }).click()
  await expect(page).toHaveURL(/\/seattle\/contact$/)
  await expectKeptLocation(page, location, callHref)
})
