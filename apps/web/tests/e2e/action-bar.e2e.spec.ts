import type { Location, PaginatedDocs } from '@ecs/shared/cms'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/staff-session'

const PHONE = { width: 390, height: 844 }

async function locationBySlug(request: APIRequestContext, slug: string): Promise<Location> {
  const { docs } = (await (await request.get('/api/locations?depth=0&limit=20')).json()) as PaginatedDocs<Location>
  const location = docs.find((candidate) => candidate.slug === slug)
  if (!location) throw new Error(`no location ${slug}`)
  return location
}

/** Opens `path` on a phone and waits for the app (the bar is hidden until it can hide itself). */
async function openOnPhone(page: Page, path: string) {
  await page.setViewportSize(PHONE)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

/** Whether two boxes share any pixel. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()]
  if (!first || !second) return false
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  )
}

test.describe('the action bar on a phone', () => {
  test('shows after the first screen with the page number, Text where texts are welcome and Free Estimate', async ({
    page,
    request,
  }) => {
    const seattle = await locationBySlug(request, 'seattle')
    expect(seattle.textsWelcome).toBe(true)
    await openOnPhone(page, '/seattle')
    const bar = page.getByRole('navigation', { name: 'Quick actions' })
    await expect(bar).toBeHidden()
    await scrollTo(page, PHONE.height * 1.5)
    await expect(bar).toBeVisible()
    // The same number as the header's, call tracking's swap included.
    const headerCall = await page.getByTestId('call-today').getAttribute('href')
    await expect(bar.getByRole('link', { name: /^Call / })).toHaveAttribute('href', headerCall!)
    await expect(bar.getByRole('link', { name: /^Text / })).toHaveAttribute(
      'href',
      `sms:+1${seattle.phone.replace(/\D/g, '')}`,
    )
    await expect(bar.getByRole('link', { name: 'Free Estimate' })).toHaveAttribute('href', '/seattle/contact')
    await expectNoAxeViolations(page, 'body')
    await scrollTo(page, 0)
    await expect(bar).toBeHidden()
  })

  test('offers no Text where the location takes no texts', async ({ page, request }) => {
    expect((await locationBySlug(request, 'houston')).textsWelcome).toBe(false)
    await openOnPhone(page, '/houston')
    await scrollTo(page, PHONE.height * 1.5)
    const bar = page.getByRole('navigation', { name: 'Quick actions' })
    await expect(bar).toBeVisible()
    await expect(bar.getByRole('link', { name: /^Call / })).toBeVisible()
    await expect(bar.getByRole('link', { name: /^Text / })).toHaveCount(0)
  })

  test('is reached by keyboard when shown, and out of the tab order while hidden', async ({ page }) => {
    await openOnPhone(page, '/seattle')
    const call = page.getByTestId('action-bar-call')
    await expect(call).toBeHidden()
    await call.focus()
    await expect(call).not.toBeFocused()
    await scrollTo(page, PHONE.height * 1.5)
    await expect(call).toBeVisible()
    await call.focus()
    await expect(call).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('action-bar-text')).toBeFocused()
  })

  test('hides while the footer or a form send button is in view, and never covers them', async ({ page }) => {
    await openOnPhone(page, '/seattle')
    const bar = page.getByTestId('action-bar')
    await scrollTo(page, PHONE.height * 1.5)
    await expect(bar).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
    const lastFooterLink = footer.getByRole('link').last()
    await expect(lastFooterLink).toBeInViewport()
    await expect(bar).toBeHidden()

    await openOnPhone(page, '/careers/apply?role=crew-lead')
    const send = page.getByRole('button', { name: 'Send my application' })
    // Past the first screen with the send button below the fold: the bar shows...
    await scrollTo(page, PHONE.height)
    if (!(await send.evaluate((button) => button.getBoundingClientRect().top < window.innerHeight)))
      await expect(bar).toBeVisible()
    // ...and goes once the button comes into view, wherever in the view it is.
    for (const block of ['end', 'center'] as const) {
      await send.evaluate((button, where) => button.scrollIntoView({ block: where }), block)
      await expect(send).toBeInViewport()
      await expect(bar).toBeHidden()
      expect(await overlaps(bar, send)).toBe(false)
    }
  })

  test('is not on staff, personal, sign-in or thank-you pages, nor on a desktop', async ({ page }) => {
    for (const path of ['/login', '/thank-you', '/quote/not-a-real-token']) {
      await page.setViewportSize(PHONE)
      await page.goto(path)
      await expect(page.getByTestId('action-bar'), path).toHaveCount(0)
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/seattle')
    await page.waitForLoadState('networkidle')
    await scrollTo(page, 1500)
    await expect(page.getByTestId('action-bar')).toBeHidden()
  })
})
