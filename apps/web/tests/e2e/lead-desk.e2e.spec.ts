import { apiPath, type StaffAccount } from '@ecs/shared/api'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { requestEstimate } from '../helpers/estimate-wizard'
import { expectNoAxeViolations, SAME_ORIGIN, signIn } from '../helpers/staff-session'

test('a campaign lead is found on the desk, taken, won with a value, and its revenue shows under its campaign', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const campaign = `desk-${randomUUID().slice(0, 8)}`
  const gclid = `GCLID-${campaign}`
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/attribution') && response.request().method() === 'POST',
  )
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`)
  expect((await saved).status()).toBe(201)
  const email = `${campaign}@example.com`
  const answer = await requestEstimate(page, { lastName: 'Deskworth', email, phone: '202-555-0161' })
  const { reference } = (await answer.json()) as { reference: string }

  // Staff sign in on the desk and find the lead by its email.
  await page.goto('/admin/leads')
  await expect(page).toHaveURL(/\/login\?next=/)
  await signIn(page, 'staff@clearview.example')
  await expect(page).toHaveURL(/\/admin\/leads$/)
  await expect(page.getByRole('table', { name: /Leads/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByLabel('Search name, email, phone, reference or address').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace('.', '\\.')}`))
  const inbox = page.getByRole('table', { name: /Leads/ })
  await expect(inbox.getByRole('row')).toHaveCount(2)
  await expect(inbox).toContainText(reference)
  await inbox.getByRole('link', { name: 'Ada Deskworth' }).click()

  // The lead page: everything sent, the campaign, and the work.
  await expect(page).toHaveURL(/[?&]lead=\d+/)
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Deskworth' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'What they sent' })).toContainText('1100 Wilson Blvd')
  await expect(page.getByRole('region', { name: 'The campaign that brought them' })).toContainText(gclid)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Take it' }).click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  const timeline = page.getByRole('region', { name: 'Timeline' })
  // Routing gave the lead to the team member on duty during office hours and to nobody outside them,
  // so the former owner depends on when the test runs; taking it makes the signed-in staff its owner.
  await expect(timeline).toContainText(/Owner: .+ → Local Staff/)
  await expect(page.getByLabel('Owner')).toHaveValue(/\d+/)

  await page.getByLabel('Status').selectOption({ label: 'Won' })
  await page.getByLabel('Job value (USD)').fill('2450')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(timeline).toContainText('Status: New → Won')
  await expect(timeline).toContainText('Job value: $2,450.00')
  await expect(page.locator('main header')).toContainText('$2,450.00')

  // Back to the inbox with the search kept, then the campaign's revenue on the dashboard.
  await page.getByRole('button', { name: '← Back to the inbox' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByRole('table', { name: /Leads/ })).toContainText('Won')

  // The Google Ads offline conversion file holds the won lead's click, in Google's template.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download conversions (CSV)' }).click()
  const lines = (await readFile(await (await download).path(), 'utf8')).split('\r\n')
  expect(lines.slice(0, 2)).toEqual([
    'Parameters:TimeZone=America/New_York',
    'Google Click ID,GBRAID,WBRAID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
  ])
  expect(lines.filter((line) => line.startsWith(`${gclid},`))).toEqual([
    expect.stringMatching(/,,,Won job,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},2450\.00,USD$/),
  ])

  await page.goto(`/cms?campaign=${campaign}`)
  const campaignRow = page.getByRole('table', { name: 'By campaign' }).getByRole('row', { name: new RegExp(campaign) })
  // Its figures (the won value typed by hand, nothing paid on a quote), then its form leads, no calls, and
  // the working minutes to its first contact (its move on).
  await expect(campaignRow.getByRole('cell')).toHaveText([
    '1',
    '1',
    '100.0%',
    '1',
    '$2,450.00',
    '$2,450.00',
    '$2,450.00',
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
    /^\d+ min$/,
  ])
  await expectNoAxeViolations(page)
})

test('every inbox filter shows what the address asks for, after a reload too', async ({ page }) => {
  await page.goto('/login?next=/admin/leads')
  await signIn(page, 'staff@clearview.example')
  await expect(page.getByRole('table', { name: /Leads/ })).toBeVisible()
  const answer = await page.request.get(apiPath('deskStaff'), { headers: SAME_ORIGIN })
  const staff = (await answer.json()) as { docs: StaffAccount[] }
  const owner = staff.docs.find((account) => account.email === 'staff@clearview.example')!
  const filters = { owner: String(owner.id), status: 'open', kind: 'estimate', location: 'dmv', source: 'google' }
  const address = `/admin/leads?${new URLSearchParams(filters)}`

  for (const load of [() => page.goto(address), () => page.reload()]) {
    // The list is asked for with the address's filters...
    const listed = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return (
        url.pathname === apiPath('deskInbox') &&
        Object.entries(filters).every(([key, value]) => url.searchParams.get(key) === value)
      )
    })
    await load()
    expect((await listed).status()).toBe(200)
    // ...and every filter shows them, the owner too (its option arrives with the staff list, after the form).
    const form = page.getByRole('form', { name: 'Filter leads' })
    await expect(form.getByLabel('Owner')).toHaveValue(filters.owner)
    await expect(form.getByLabel('Owner').locator('option:checked')).toHaveText(owner.name)
    await expect(form.getByLabel('Status')).toHaveValue(filters.status)
    await expect(form.getByLabel('Kind')).toHaveValue(filters.kind)
    await expect(form.getByLabel('Location')).toHaveValue(filters.location)
    await expect(form.getByLabel('Campaign source')).toHaveValue(filters.source)
  }
})

test("a new lead's clock ticks on the inbox and its page until a logged call stops it as its first contact", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `clock-${randomUUID().slice(0, 8)}@example.com`
  const filed = await page.request.post('/api/leads/estimate', {
    data: estimateBody({ contact: { ...contact, lastName: 'Clockwatch', email } }),
  })
  expect(filed.status()).toBe(201)

  await page.goto(`/login?next=${encodeURIComponent(`/admin/leads?q=${email}`)}`)
  await signIn(page, 'staff@clearview.example')
  const row = page.getByRole('table', { name: /Leads/ }).getByRole('row', { name: /Ada Clockwatch/ })
  // Waiting since it came (due at the office's target, or its next opening plus the target, at night).
  const clock = row.getByRole('timer')
  await expect(clock).toHaveText(/^(Overdue, waiting|Waiting) \d+:\d{2}$/)
  const first = await clock.textContent()
  await expect(clock).not.toHaveText(first!)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('inbox-1366.png'), fullPage: true })

  await row.getByRole('link', { name: 'Ada Clockwatch' }).click()
  const header = page.locator('main header')
  await expect(header.getByRole('timer')).toBeVisible()
  await header.getByRole('button', { name: 'Log call' }).click()
  const form = page.getByRole('form', { name: 'Log a call' })
  await form.getByLabel('How it went').selectOption('Left a voicemail')
  await form.getByLabel('Note (optional)').fill('Will try again at 4')
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Save the call' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Call logged')).toBeVisible()

  // The clock stops: the first contact, how and when, in working minutes; on the timeline with its outcome.
  await expect(header.getByRole('timer')).toHaveCount(0)
  await expect(header).toContainText(/Call .+ · after \d+ working min/)
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline).toContainText('Left a voicemail: Will try again at 4')
  await expect(timeline).toContainText(/Call after \d+ working minutes?/)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('lead-1366.png'), fullPage: true })

  // On a phone: the same clock on the inbox's card, the lead page's buttons at the top.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(header.getByRole('button', { name: 'Log email' })).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('lead-390.png'), fullPage: true })
  await page.getByRole('button', { name: '← Back to the inbox' }).click()
  await expect(page.getByRole('region', { name: /Leads/ }).getByText(/Call .+ · after \d+ working min/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('inbox-390.png'), fullPage: true })
})
