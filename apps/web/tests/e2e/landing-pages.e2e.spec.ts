import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn, signInToAdmin, staffToken } from '../helpers/staff-session'

// Campaign landing pages: built by marketing in the CMS from sections, served at /lp/{slug}.

const cms = () => process.env.E2E_CMS_URL!

async function cmsJson<T>(path: string, init: RequestInit & { token: string }): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cms()}${path}`, {
    ...init,
    headers: { authorization: `JWT ${init.token}`, 'content-type': 'application/json' },
  })
  return { status: response.status, body: (await response.json()) as T }
}

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (violation) => `${label}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/** The site re-reads its content a moment after a save: wait until the page answers as expected. */
async function waitForStatus(page: Page, path: string, status: number): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(path, { maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(status)
}

test('a landing page marketing builds from sections in the admin: its own shell, noindex, a 404 for unknown slugs, and an estimate carrying it as the source page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const marketing = await staffToken('marketing@clearview.example')
  const slug = `spring-wash-${Date.now()}`

  // Marketing builds the page in the admin: a hero, an FAQ and the estimate wizard, the DMV office, no
  // menus; then publishes it.
  await signInToAdmin(page, cms(), 'marketing@clearview.example')
  await page.goto(`${cms()}/admin/collections/landing-pages/create`)
  // Nothing is stored until the page is first saved or published: the whole page is built in the form.
  await expect(page).toHaveURL(/\/landing-pages\/create$/)
  await page.locator('#field-title').fill('Spring house wash')
  await page.locator('#field-slug').fill(slug)
  const addSection = async (name: string) => {
    await page.getByRole('button', { name: 'Add Section' }).click()
    // Each choice is a button named by the section's name alone.
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click()
  }
  await addSection('Hero')
  await page.locator('#field-layout__0__heading').fill('Spring house wash: 20% off in the DMV')
  await page
    .locator('#field-layout__0__text')
    .fill('A soft wash takes a winter of grime off siding, brick and gutters in one visit.')
  await addSection('FAQ')
  for (const [row, question, answer] of [
    [0, 'How long does a house wash take?', 'Most homes take two to four hours.'],
    [1, 'Is soft washing safe for plants?', 'We rinse plants before and after.'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Question' }).click()
    await page.locator(`#field-layout__1__items__${row}__question`).fill(question)
    await page.locator(`#field-layout__1__items__${row}__answer`).fill(answer)
  }
  await addSection('Estimate form')
  await page.locator('#field-layout__2__heading').fill('Get your spring estimate')
  await page.locator('#field-layout__2__serviceType').click()
  await page.getByRole('option', { name: 'Residential' }).click()
  // The location picker names offices by their label, not the company name they all start with.
  await page.locator('#field-location').click()
  await page.getByRole('option', { name: 'DMV Area' }).click()
  await page.locator('#field-distractionFree').check()
  // Each added section is named by its kind and its words.
  await expect(page.getByText('Hero: Spring house wash: 20% off in the DMV')).toBeVisible()
  await expect(page.getByText('Estimate form: Get your spring estimate')).toBeVisible()
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const published = async () =>
    (
      await cmsJson<{ docs: { id: number; noindex: boolean; _status: string }[] }>(
        `/api/landing-pages?where[slug][equals]=${slug}&depth=0`,
        { token: marketing },
      )
    ).body.docs[0]
  await expect.poll(async () => (await published())?._status, { timeout: 10_000 }).toBe('published')
  await page.screenshot({ path: test.info().outputPath('landing-page-admin.png'), fullPage: true })
  const created = (await published())!
  // Kept out of search engines unless marketing says otherwise.
  expect(created.noindex).toBe(true)
  const path = `/lp/${slug}`
  await waitForStatus(page, path, 200)

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1, name: 'Spring house wash: 20% off in the DMV' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Distraction-free: the logo leads nowhere, no menus, no footer links; the DMV office's phone stays.
    await expect(page.getByTestId('logo-link')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Footer highlights' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0)
    await expect(page.getByTestId('call-today')).toBeVisible()
    await expect(page.getByTestId('location-label')).toContainText('DMV')
    await expectNoAxeViolations(page, `${width} px`)
    await page.screenshot({ path: test.info().outputPath(`landing-page-${width}.png`), fullPage: true })
  }

  // The hero's button jumps to the page's own form; a visitor sends the estimate from it.
  await page.getByRole('link', { name: 'Get my free estimate' }).first().click()
  await expect(page.getByRole('heading', { level: 2, name: 'Get your spring estimate' })).toBeInViewport()
  const email = `landing.${Date.now()}@example.com`
  // The campaign is for homes: the wizard takes that answer as given and starts at the services.
  await page.getByRole('checkbox', { name: 'Residential Window Cleaning' }).check()
  await expect(page.getByRole('radio', { name: /My home/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('radio', { name: /^Small/ }).check()
  await page.getByRole('radio', { name: '1', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Windows' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Street address').fill('1100 Wilson Blvd')
  await page.getByLabel('City').fill('Arlington')
  await page.getByLabel('State').fill('VA')
  await page.getByLabel('ZIP').fill('22209')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Your name').fill('Lena Park')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Phone' }).fill('202-555-0163')
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page).toHaveURL(/\/thank-you\?ref=EST-[0-9A-F]{8}$/)

  const staff = await staffToken('staff@clearview.example')
  const { body: leads } = await cmsJson<{ docs: { sourcePage: string; location: { slug: string } }[] }>(
    `/api/estimate-requests?where[contact.email][equals]=${encodeURIComponent(email)}&depth=1`,
    { token: staff },
  )
  expect(leads.docs).toHaveLength(1)
  expect(leads.docs[0]).toMatchObject({ sourcePage: path, location: { slug: 'dmv' } })

  // The attribution dashboard counts the page's session and lead under its address.
  // As office staff: marketing's admin session (the same host's cookie) is dropped first.
  await page.context().clearCookies()
  await page.goto('/login?next=%2Fadmin%2Fattribution-dashboard')
  await signIn(page, 'staff@clearview.example')
  const byLandingPage = page.getByRole('table', { name: 'By landing page' })
  const row = byLandingPage.getByRole('row').filter({ has: page.getByRole('rowheader', { name: path, exact: true }) })
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '100.0%', '0', /^\$0/, /^\$0/])
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await byLandingPage.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`dashboard-landing-pages-${width}.png`) })
  }

  // An unknown slug is the not-found page with 404, like every other unknown path.
  const unknown = await page.goto('/lp/no-such-campaign')
  expect(unknown!.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('find that page')

  // Renamed once published: the old address answers 301 to the new one, its query string kept.
  const renamed = await cmsJson<{ doc: { slug: string } }>(`/api/landing-pages/${created.id}`, {
    method: 'PATCH',
    token: marketing,
    body: JSON.stringify({ slug: `${slug}-2026`, _status: 'published' }),
  })
  expect(renamed.status).toBe(200)
  await waitForStatus(page, `${path}?utm_source=flyer`, 301)
  const moved = await page.request.get(`${path}?utm_source=flyer`, { maxRedirects: 0 })
  expect(moved.headers()['location']).toBe(`${path}-2026?utm_source=flyer`)
  await waitForStatus(page, `${path}-2026`, 200)
})
