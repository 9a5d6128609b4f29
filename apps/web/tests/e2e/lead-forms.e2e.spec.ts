import AxeBuilder from '@axe-core/playwright'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
import { SEED_PASSWORD } from '@ecs/test-stack'
import pg from 'pg'

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (violation) => `${label}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Your name').fill('Rita Levi')
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('textbox', { name: 'Phone' }).fill('(509) 555-0148')
}

test('a plan signup shows the CMS price and lands on the plan thank-you page', async ({ page }) => {
  await page.goto('/tri-cities/seasonal-plans-signup?plan=plus')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page, 'plan signup')
  await expect(page.getByRole('radio', { name: /^Plus/ })).toBeChecked()
  await page.getByRole('radio', { name: /^Large home/ }).check()
  await expect(page.getByRole('status')).toContainText(/Plus.*\$\d+\.\d{2} per visit/)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please accept the plan terms to sign up.')).toBeVisible()
  await fillContact(page, `plan.${Date.now()}@example.com`)
  await page.getByLabel('Street address').fill('12 River Road')
  await page.getByLabel('City').fill('Kennewick')
  await page.getByLabel('State').fill('WA')
  await page.getByLabel('ZIP').fill('99336')
  await page.getByRole('checkbox', { name: /I accept the plan terms/ }).check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/tri-cities\/seasonal-plans-thank-you\?ref=PLN-/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Your Protection Plan' })).toBeVisible()
})

test('the plan and home size chosen on the plans page stay chosen on the signup form', async ({ page }) => {
  await page.goto('/dmv/seasonal-protection-plans')
  await page.waitForLoadState('networkidle')
  await page.locator('label', { hasText: 'Large home' }).click()
  await expect(page.getByRole('radio', { name: /^Large home/ })).toBeChecked()
  // The year's cost beside the price of a visit: Premium comes monthly, 12 visits.
  const premium = await (await page.request.get('/api/plans?where[planId][equals]=premium&depth=0')).json()
  const yearly = (Math.round((premium.docs[0] as { prices: { large: number } }).prices.large * 100) * 12) / 100
  await expect(page.getByTestId('yearly-premium')).toHaveText(
    `${yearly.toLocaleString('en-US', { style: 'currency', currency: 'USD' })} a year (12 visits)`,
  )
  await page.getByRole('link', { name: 'Choose Premium' }).click()
  await expect(page).toHaveURL(/\/dmv\/seasonal-plans-signup\?plan=premium&size=large$/)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('radio', { name: /^Premium/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Large home/ })).toBeChecked()
  await expect(page.getByRole('status')).toContainText(/Premium.*\$\d+\.\d{2} per visit/)
})

test('a location with enhanced plans says so on its plans page; one without does not', async ({ page }) => {
  await page.goto('/tri-cities/seasonal-protection-plans')
  await page.getByRole('link', { name: 'See the enhanced plans' }).click()
  await expect(page).toHaveURL(/\/tri-cities\/seasonal-protection-plans-enhanced$/)
  await page.goto('/seattle/seasonal-protection-plans')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the enhanced plans' })).toHaveCount(0)
})

test('the enhanced plans page sells the enhanced plan at its own price, and the signup keeps it', async ({ page }) => {
  await page.goto('/dmv/seasonal-protection-plans-enhanced')
  await page.waitForLoadState('networkidle')
  const standard = await (await page.request.get('/api/plans?where[planId][equals]=plus&depth=0')).json()
  const { prices, enhancedPrices } = standard.docs[0] as {
    prices: { medium: number }
    enhancedPrices: { medium: number }
  }
  expect(enhancedPrices.medium).toBeGreaterThan(prices.medium)
  await expect(page.getByTestId('price-plus')).toHaveText(`$${enhancedPrices.medium.toFixed(2)}`)
  await page.getByRole('link', { name: 'Choose Plus' }).click()
  await expect(page).toHaveURL(/\/dmv\/seasonal-plans-signup\?plan=plus&size=medium&enhanced=1$/)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('radio', { name: /^Enhanced plan/ })).toBeChecked()
  await expect(page.getByRole('status')).toContainText(`Plus Enhanced: $${enhancedPrices.medium.toFixed(2)} per visit`)
  await page.getByRole('radio', { name: /^Standard plan/ }).check()
  await expect(page.getByRole('status')).toContainText(`Plus: $${prices.medium.toFixed(2)} per visit`)
})

test('an empty job application names every missing answer at once, the resume among them', async ({ page }) => {
  await page.goto('/careers/apply')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(page.getByLabel(/^Resume/)).toHaveAccessibleDescription(/Please attach your resume/)
  for (const field of ['Role', 'Your name', 'Years of experience'])
    await expect(page.getByLabel(field), field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please choose when you can work.')).toBeVisible()
})

test('a review is sent for moderation', async ({ page }) => {
  await page.goto('/services/review')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page, 'review')
  await page.getByRole('radio', { name: '5 stars' }).check()
  await page.getByLabel('Your review').fill('Short')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByLabel('Your review')).toHaveAccessibleDescription('Your review needs at least 20 characters.')
  await page.getByLabel('Your review').fill('The crew was careful with the plants and the windows sparkle.')
  await page.getByLabel('Your name').fill('Rita L.')
  await page.getByLabel('Location').selectOption('seattle')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible()
})

test('the review form keeps the location of the reviews page it was opened from', async ({ page }) => {
  await page.goto('/seattle/reviews')
  await page.waitForLoadState('networkidle')
  // The page's own button (the footer's site-wide "Leave a Review" link does not carry the location).
  await page.getByRole('link', { name: 'Leave a review', exact: true }).click()
  await expect(page).toHaveURL(/\/services\/review\?location=seattle$/)
  await expect(page.getByLabel('Location')).toHaveValue('seattle')
})

test('radio buttons keep their size on a phone when their labels wrap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/dmv/seasonal-plans-signup?plan=plus&size=medium')
  await page.waitForLoadState('networkidle')
  const radios = page.getByRole('radio')
  expect(await radios.count()).toBeGreaterThan(5)
  for (const radio of await radios.all()) {
    const box = await radio.boundingBox()
    expect(box?.width, (await radio.getAttribute('value')) ?? '').toBe(16)
  }
})

test('a review sent while the CMS is paused is sent again by itself: one stored review, nothing typed again', async ({
  page,
}) => {
  // The site waits 10 s for a silent CMS, then the form waits and sends again: longer than the default.
  test.setTimeout(60_000)
  const cms = Number(process.env.E2E_CMS_PID)
  const text = `Sent while the CMS was paused (${Date.now()}): careful crew, sparkling windows.`
  await page.goto('/services/review')
  await page.waitForLoadState('networkidle')
  await page.getByRole('radio', { name: '4 stars' }).check()
  await page.getByLabel('Your review').fill(text)
  await page.getByLabel('Your name').fill('Paused P.')
  await page.getByLabel('Location').selectOption('seattle')
  process.kill(cms, 'SIGSTOP')
  try {
    await page.getByRole('button', { name: 'Send my review' }).click()
    await expect(page.getByText(/Still sending/)).toBeVisible({ timeout: 20_000 })
  } finally {
    process.kill(cms, 'SIGCONT')
  }
  await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeVisible({ timeout: 20_000 })
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI })
  await database.connect()
  try {
    const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE text = $1', [
      text,
    ])
    expect(rows[0]!.n).toBe(1)
  } finally {
    await database.end()
  }
})

test('a job application uploads its resume; a disguised file is refused at the field', async ({ page }) => {
  await page.goto('/careers/apply?role=window-cleaning-technician')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page, 'career apply')
  await expect(page.getByLabel('Role')).toHaveValue('window-cleaning-technician')
  await fillContact(page, `apply.${Date.now()}@example.com`)
  await page.getByLabel('Years of experience').fill('4')
  await page.getByRole('radio', { name: 'Full time' }).check()
  const resume = page.getByLabel(/^Resume/)
  // An executable renamed .pdf passes the browser's name check; the server reads its bytes.
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 0x90)]),
  })
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(resume).toHaveAccessibleDescription(/PDF or Word document/)
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n',
    ),
  })
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible()
  await expect(page.getByText(/APP-[0-9A-F]{8}/)).toBeVisible()
})

test('a role that needs no experience is applied for without a resume; a crew lead still needs one', async ({
  page,
}) => {
  await page.goto('/careers/apply?role=crew-lead')
  await page.waitForLoadState('networkidle')
  const resume = page.getByLabel(/^Resume/)
  await expect(resume).toHaveAttribute('aria-required', 'true')
  await fillContact(page, `no-resume.${Date.now()}@example.com`)
  await page.getByLabel('Years of experience').fill('0')
  await page.getByRole('radio', { name: 'Full time' }).check()
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(resume).toHaveAccessibleDescription(/Please attach your resume/)
  await page.getByLabel('Role').selectOption('window-cleaning-technician')
  await expect(resume).toHaveAttribute('aria-required', 'false')
  await expect(page.getByText('(optional for this job)')).toBeVisible()
  await expectNoAxeViolations(page, 'career apply, no resume needed')
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible()
})

test.describe('the Zapier integration page', () => {
  let receiver: Server
  const received: string[] = []
  test.beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        received.push(body)
        response.writeHead(200).end('ok')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  })
  test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

  test('staff register a hook, send it a test event and see the delivery', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/login?next=/admin/zapier-integration')
    await page.getByLabel('Email').fill('staff@clearview.example')
    await page.getByLabel('Password').fill(SEED_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/zapier-integration/)
    await expect(page.getByRole('heading', { level: 1, name: 'Zapier integration' })).toBeVisible()
    // The login lands on a freshly loaded page whose form stays disabled until it hydrates; fill waits for it.
    const { port } = receiver.address() as AddressInfo
    await page.getByLabel('Name').fill('Estimates to test receiver')
    await page.getByLabel('Event').selectOption('estimate.requested')
    await page.getByLabel('Catch-hook URL').fill(`http://127.0.0.1:${port}/hook`)
    await page.getByRole('button', { name: 'Register hook' }).click()
    await expect(page.getByRole('cell', { name: 'Estimates to test receiver', exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'zapier admin')
    await page.getByRole('button', { name: 'Send test event to Estimates to test receiver' }).click()
    await expect(page.getByRole('row', { name: /Estimate requested \(test\) succeeded 1 200/ })).toBeVisible({
      timeout: 30_000,
    })
    expect(JSON.parse(received.at(-1)!)).toMatchObject({ event: 'estimate.requested', data: { test: true } })

    const hookRow = page.getByRole('row', { name: /Estimates to test receiver/ }).first()
    await page.getByRole('button', { name: 'Pause Estimates to test receiver' }).click()
    await expect(hookRow.getByRole('cell', { name: 'Paused', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Resume Estimates to test receiver' }).click()
    await expect(hookRow.getByRole('cell', { name: 'Active', exact: true })).toBeVisible()
    // For a person to look at: the page at a phone's and a laptop's width.
    const viewport = page.viewportSize()!
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: test.info().outputPath(`zapier-${width}.png`), fullPage: true })
    }
    await page.setViewportSize(viewport)

    // Delete asks first; Cancel gives focus back to Delete.
    await page.getByRole('button', { name: 'Delete Estimates to test receiver' }).click()
    const confirm = page.getByRole('button', { name: 'Yes, delete Estimates to test receiver' })
    await expect(confirm).toBeFocused()
    await expectNoAxeViolations(page, 'zapier admin, confirming a delete')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('button', { name: 'Delete Estimates to test receiver' })).toBeFocused()
    await page.getByRole('button', { name: 'Delete Estimates to test receiver' }).click()
    await confirm.click()
    await expect(page.getByRole('cell', { name: 'Estimates to test receiver', exact: true })).toHaveCount(0)
    // The hook's delivery stays in the log under its name.
    await expect(
      page.getByRole('row', { name: /Estimates to test receiver \(deleted\) Estimate requested \(test\) succeeded/ }),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'zapier admin, after a delete')
  })
})
