import { ATTRIBUTION_SESSION_KEY } from '@ecs/shared/attribution'
import { allConcretePaths } from '@ecs/shared/routes'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { requestEstimate } from '../helpers/estimate-wizard'
import { expectNoAxeViolations, SAME_ORIGIN, signIn, staffToken } from '../helpers/staff-session'

const STAFF_PATHS = allConcretePaths()
  .filter((route) => route.flags.staffOnly)
  .map((route) => route.path)

/** Sets the work-request tool's address in the CMS as an admin (null removes the frame again). */
async function setWorkRequestFrameUrl(request: APIRequestContext, url: string | null) {
  const saved = await request.post('/api/globals/site-settings', {
    headers: { authorization: `JWT ${await staffToken('admin@clearview.example')}` },
    data: { workRequestFrameUrl: url },
  })
  expect(saved.status()).toBe(200)
}

test('a campaign visit carries its parameters to the payment processor and into the work-request tool', async ({
  page,
  request,
}) => {
  await setWorkRequestFrameUrl(request, 'https://work.clearview-exterior.example/request')
  try {
    const frame = page.locator('#work-request-frame')
    // The CMS tells the site its content changed; the first load after that has the new address.
    await expect(async () => {
      await page.goto('/dmv?utm_source=newsletter&utm_medium=email&utm_campaign=fall-windows')
      await expect(frame).toHaveAttribute('src', /^https:\/\/work\.clearview-exterior\.example\/request\?/, {
        timeout: 2000,
      })
    }).toPass({ timeout: 15_000 })
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('utm_campaign')).toBe('fall-windows')
    await expect(frame).toHaveAttribute('aria-hidden', 'true')
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('attribution_record'))).not.toBeNull()

    // A later page has no parameters in its address: the stored first touch supplies them.
    await page.goto('/payment')
    await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible()
    const payOnlineLink = page.getByRole('link', { name: 'Pay online' })
    // The server's HTML has the plain address; the browser adds the campaign once hydrated.
    await expect(payOnlineLink).toHaveAttribute('href', /utm_campaign=/)
    const payOnline = new URL((await payOnlineLink.getAttribute('href'))!)
    expect(payOnline.origin + payOnline.pathname).toBe('https://pay.clearview-exterior.example/invoices')
    expect(Object.fromEntries(payOnline.searchParams)).toMatchObject({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall-windows',
    })
    await expect(page.getByRole('link', { name: /^Pay by phone/ })).toHaveAttribute('href', /^tel:/)
    expect(new URL((await frame.getAttribute('src'))!).searchParams.get('utm_source')).toBe('newsletter')
  } finally {
    await setWorkRequestFrameUrl(request, null)
  }
})

test('a campaign visit is captured, its estimate request traced, and both dashboards show the lead under that campaign', async ({
  page,
}) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/attribution') && response.request().method() === 'POST',
  )
  await page.goto(`/?utm_source=e2e-search&utm_medium=cpc&utm_campaign=${campaign}&gclid=GCLID-E2E&gad_source=1`)
  const response = await saved
  expect(response.status()).toBe(201)

  const sessionId = await page.evaluate((key) => window.localStorage.getItem(key), ATTRIBUTION_SESSION_KEY)
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
  expect(response.request().postDataJSON()).toMatchObject({
    sessionId,
    utmSource: 'e2e-search',
    utmMedium: 'cpc',
    utmCampaign: campaign,
    gclid: 'GCLID-E2E',
    gadSource: '1',
    utmContent: null,
    referrer: null,
  })
  const local = await page.evaluate(() => JSON.parse(window.localStorage.getItem('attribution_record') ?? 'null'))
  expect(local).toMatchObject({ saved: true, record: { sessionId, utmCampaign: campaign } })

  // The same visitor requests an estimate with the wizard; the lead carries the visit's session id.
  const leadAnswer = await requestEstimate(page, {
    lastName: 'Campaign',
    email: `${campaign}@example.com`,
    phone: '202-555-0147',
  })
  expect(leadAnswer.request().postDataJSON()).toMatchObject({ attributionSessionId: sessionId })

  // Staff sign in from the page they asked for and land back on it, filtered to the campaign.
  await page.goto(`/admin/attribution-dashboard?campaign=${campaign}`)
  await expect(page).toHaveURL(/\/login\?next=/)
  await signIn(page, 'staff@clearview.example')
  await expect(page).toHaveURL(new RegExp(`/admin/attribution-dashboard\\?campaign=${campaign}$`))
  const sessions = page.getByRole('table', { name: /Sessions/ })
  await expect(sessions.getByRole('row')).toHaveCount(2)
  const row = sessions.getByRole('row').nth(1)
  await expect(row).toContainText(campaign)
  await expect(row.getByRole('cell').nth(5)).toHaveText('1')
  await row.getByRole('button', { name: /Open session/ }).click()
  const detail = page.getByRole('region', { name: /Session/ })
  await expect(detail).toContainText(sessionId!)
  await expect(detail).toContainText(/EST-[0-9A-F]{8}/)
  await expect(detail).toContainText('GCLID-E2E')
  await expectNoAxeViolations(page)

  const csv = await page.request.get(`/api/attribution-report/export.csv?campaign=${campaign}`, {
    headers: SAME_ORIGIN,
  })
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect((await csv.text()).trim().split('\r\n')).toHaveLength(2)

  // By campaign is paged on the server (most sessions first): the campaign filter finds this one's row.
  await page.goto(`/cms?campaign=${campaign}`)
  const byCampaign = page.getByRole('table', { name: 'By campaign' })
  const campaignRow = byCampaign.getByRole('row', { name: new RegExp(campaign) })
  await expect(campaignRow).toBeVisible()
  // Sessions, leads, conversion, won, won value, value per session, typed value and paid on quotes; then
  // its form leads and no calls, and no first contact yet.
  await expect(campaignRow.getByRole('cell')).toHaveText([
    '1',
    '1',
    '100.0%',
    '0',
    '$0.00',
    '$0.00',
    '$0.00',
    '$0.00',
    // No spend imported for it: cost, cost per lead, cost per won job and return on ad spend are blank.
    '—',
    '—',
    '—',
    '—',
    '1',
    '0',
    '0',
    '0',
    '$0.00',
    '0',
    '—',
  ])
  await expect(page.getByRole('table', { name: 'Content' })).toContainText('Articles')
  // Links into the CMS admin use the CMS's public address, which the test stack sets to its own.
  await expect(
    page.getByRole('table', { name: 'Content' }).getByRole('link', { name: 'Articles', exact: true }),
  ).toHaveAttribute('href', `${process.env.E2E_CMS_URL}/admin/collections/articles`)
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText(/estimate/i)
  await expectNoAxeViolations(page)

  const list = await page.request.get('/api/attribution?limit=1', { headers: SAME_ORIGIN })
  expect(list.status()).toBe(200)
  expect(((await list.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  const afterSignOut = await page.request.get('/cms', { maxRedirects: 0 })
  expect(afterSignOut.status()).toBe(302)
})

test('anonymous visitors are sent to the login from every staff page, and the report APIs refuse them', async ({
  request,
}) => {
  expect(STAFF_PATHS).toEqual(
    expect.arrayContaining([
      '/cms',
      '/admin/attribution-dashboard',
      '/admin/montebello-payments',
      '/admin/seasonal-payments',
      '/admin/columbia-river-walk-payments',
      '/admin/zapier-integration',
    ]),
  )
  for (const path of STAFF_PATHS) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(302)
    expect(response.headers().location, path).toBe(`/login?next=${encodeURIComponent(path)}`)
  }
  for (const api of [
    '/api/attribution-report/summary',
    '/api/attribution-report/sessions',
    '/api/attribution-report/export.csv',
    '/api/content-report/overview',
    '/api/attribution?limit=1',
  ]) {
    expect([401, 403], api).toContain((await request.get(api)).status())
  }
})

test("marketing reads the campaign reports on /cms, sorts them, and is refused the office's pages and records", async ({
  page,
}) => {
  await page.goto('/login?next=%2Fcms')
  await signIn(page, 'marketing@clearview.example')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const byCampaign = page.getByRole('table', { name: 'By campaign' })
  await expect(byCampaign).toBeVisible()
  // Each headline says what it counts; the leads waiting on the desk are not marketing's.
  await expect(page.getByText('Leads with a tracked visit', { exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Leads' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Sessions in detail' })).toHaveCount(0)

  // Sorting by a column from the keyboard: its heading says so (aria-sort), a second press turns it round.
  // The server sorts every campaign and sends a page: the first page is in the order asked.
  const campaignHeading = byCampaign.getByRole('columnheader', { name: 'Campaign' })
  await expect(campaignHeading).toHaveAttribute('aria-sort', 'none')
  await campaignHeading.getByRole('button').focus()
  await page.keyboard.press('Enter')
  await expect(campaignHeading).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/campaignSort=name&campaignOrder=asc/)
  const names = () => byCampaign.locator('tbody th').allInnerTexts()
  const inOrder = (texts: string[], sign: number) =>
    texts.every((text, index) => index === 0 || sign * texts[index - 1]!.localeCompare(text) <= 0)
  await expect.poll(async () => inOrder(await names(), 1)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(campaignHeading).toHaveAttribute('aria-sort', 'descending')
  await expect.poll(async () => inOrder(await names(), -1)).toBe(true)
  // By source is sorted on the server too, its order in the address beside By campaign's.
  const bySource = page.getByRole('table', { name: 'By source' })
  const sourceSessions = bySource.getByRole('columnheader', { name: 'Sessions', exact: true })
  await expect(sourceSessions).toHaveAttribute('aria-sort', 'descending')
  await sourceSessions.getByRole('button').click()
  await expect(sourceSessions).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/sourceSort=sessions&sourceOrder=asc/)
  await expect(campaignHeading).toHaveAttribute('aria-sort', 'descending')
  const sessionCounts = async () =>
    (await bySource.locator('tbody td:nth-of-type(1)').allInnerTexts()).map((text) => Number(text.replace(/,/g, '')))
  await expect
    .poll(async () => (await sessionCounts()).every((count, index, all) => index === 0 || all[index - 1]! <= count))
    .toBe(true)
  await expectNoAxeViolations(page)

  // At 1440 px the By source and By medium tables show every column without scrolling.
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const name of ['By source', 'By medium']) {
    const scroller = page.getByRole('table', { name }).locator('xpath=..')
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth), name).toBeLessThanOrEqual(0)
  }
  // The report as marketing sees it, for review (the run's output folder).
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`cms-marketing-${width}.png`), fullPage: true })
  }

  for (const path of STAFF_PATHS.filter((path) => path !== '/cms')) {
    expect((await page.request.get(path)).status(), path).toBe(403)
  }
  expect((await page.request.get('/api/attribution-report/sessions', { headers: SAME_ORIGIN })).status()).toBe(403)
  expect((await page.request.get('/api/desk/overview', { headers: SAME_ORIGIN })).status()).toBe(403)
  // The campaign reports' counts and revenue, without a visitor's record, are marketing's to read.
  expect((await page.request.get('/api/attribution-report/summary', { headers: SAME_ORIGIN })).status()).toBe(200)
})

test('the login refuses a wrong password, then pauses that account for this network after five failures', async ({
  page,
  request,
}) => {
  const cmsUrl = process.env.E2E_CMS_URL!
  const token = await staffToken('admin@clearview.example')
  const email = `lockout-${randomUUID().slice(0, 8)}@example.com`
  const created = await request.post(`${cmsUrl}/api/users`, {
    headers: { authorization: `JWT ${token}` },
    data: { email, password: 'the-right-password-1', name: 'Lockout Test', roles: ['staff'] },
  })
  expect(created.status()).toBe(201)

  await page.goto('/login?next=%2F%2Fevil.example%2F')
  await expectNoAxeViolations(page)
  await signIn(page, email, 'wrong-password')
  await expect(page.getByRole('alert')).toContainText('Sign-in failed')
  for (let attempt = 2; attempt <= 5; attempt++) await signIn(page, email, 'wrong-password')
  await signIn(page, email, 'the-right-password-1')
  await expect(page.getByRole('alert')).toContainText('Sign-in to this account is paused')
  await expect(page).toHaveURL(/\/login/)
})

for (const next of ['https%3A%2F%2Fevil.example%2Fphish', '/.//evil.example/']) {
  test(`a staff login ignores a next page on another site (${next})`, async ({ page }) => {
    await page.goto(`/login?next=${next}`)
    await signIn(page, 'admin@clearview.example')
    await expect(page).toHaveURL(/\/cms$/)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })
}

test('the payment pages show the accounts of each program to staff', async ({ page }) => {
  await page.goto('/login?next=%2Fadmin%2Fseasonal-payments')
  await signIn(page, 'staff@clearview.example')
  await expect(page).toHaveURL(/\/admin\/seasonal-payments$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Seasonal plan payments' })).toBeVisible()
  await expect(page.getByRole('table', { name: /: \d+ accounts?$/ })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const [path, title] of [
    ['/admin/montebello-payments', 'Montebello payments'],
    ['/admin/columbia-river-walk-payments', 'Columbia River Walk payments'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('table', { name: /: \d+ accounts?$/ })).toBeVisible()
  }
})
