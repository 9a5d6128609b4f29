import { randomUUID } from 'node:crypto'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { expect, test, type Page } from '@playwright/test'
import pg from 'pg'
import { startStackWithInbox } from '../helpers/own-stack'
import { expectNoAxeViolations, signIn, staffToken } from '../helpers/staff-session'

/** The page as it is shown now (this test sets the width itself: the calendar differs at each). */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

test('staff schedule an estimate visit from the lead page in a free window; the customer’s confirmation reaches the mail server; the calendar shows the visit with its address by week at 1366 px and by day at 390 px, axe clean', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const { stack, inbox, stop } = await startStackWithInbox({
    cmsEnv: { JOBS_AUTORUN: 'false', LOGIN_RATE_LIMIT: '100000' },
    webEnv: { LOGIN_RATE_LIMIT: '100000' },
  })
  const { cms } = stack
  const site = stack.site!
  const database = new pg.Pool({ connectionString: stack.databaseUri, max: 1 })
  try {
    const auth = { authorization: `JWT ${await staffToken('admin@clearview.example', cms.url)}` }
    // The DMV's crews work every day 8 to 5, one estimate visitor: free windows whatever the day and hour of the run.
    const { rows: dmv } = await database.query<{ id: number; timeZone: string }>(
      `SELECT id, time_zone AS "timeZone" FROM locations WHERE slug = 'dmv'`,
    )
    const settings = await fetch(`${cms.url}/api/locations/${dmv[0]!.id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        booking: { hours: 'Mon–Sun 8:00 am – 5:00 pm', estimateCrews: 1, jobCrews: 2, estimateMinutes: 60 },
      }),
    })
    expect(settings.status, await settings.text()).toBe(200)
    // Changing a location is a content change: the site renders its pages again before it answers them.
    await expect.poll(async () => (await fetch(`${site.url}/dmv`)).status, { timeout: 60_000 }).toBe(200)

    const email = `calendar-${randomUUID().slice(0, 8)}@example.com`
    const filed = await page.request.post(`${site.url}/api/leads/estimate`, {
      data: estimateBody({ contact: { ...contact, lastName: 'Calendared', email } }),
    })
    expect(filed.status()).toBe(201)

    // On the lead page at a laptop's width, staff schedule an estimate visit in the first free window.
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${site.url}/admin/leads?q=${email}`)
    await signIn(page, 'staff@clearview.example')
    await page.getByRole('table', { name: /Leads/ }).getByRole('link', { name: 'Ada Calendared' }).click()
    const visits = page.getByRole('region', { name: 'Visits' })
    await expect(visits.getByText('No visit is booked for this lead.')).toBeVisible()
    await expect(visits.getByRole('radio', { name: 'Estimate visit' })).toBeChecked()
    const windows = visits.locator('form')
    // Four weeks of windows: three days at first, three more on request.
    await expect(windows.getByRole('group')).toHaveCount(3)
    await windows.getByRole('button', { name: 'Show more days' }).click()
    await expect(windows.getByRole('group')).toHaveCount(6)
    await windows.getByRole('button', { name: 'Schedule the estimate visit' }).click()
    await expect(windows.getByRole('alert')).toHaveText('Please choose a time.')
    const first = windows.getByRole('radio').first()
    const startsAt = await first.getAttribute('value')
    await first.check()
    await expectNoAxeViolations(page)
    await windows.getByRole('button', { name: 'Schedule the estimate visit' }).click()
    await expect(visits.getByText(/^Estimate visit V-[A-Z2-9]{8}: booked$/)).toBeVisible()
    await expect(visits.getByText('1 Main Street, Arlington, VA 22201')).toBeVisible()
    // The lead's stage beside its status, and the booking on its timeline.
    await expect(page.getByText('Visit booked', { exact: true })).toHaveCount(2)
    await screenshot(page, 'lead-visit-scheduled-1366')

    // The customer's confirmation, with its calendar invitation, reaches the mail server once the queue runs.
    await expect
      .poll(
        async () => {
          await fetch(`${cms.url}/api/payload-jobs/run?limit=50`, { headers: auth })
          return inbox.to(email).find((mail) => mail.text.includes('Your estimate visit is booked'))?.text ?? ''
        },
        { timeout: 30_000 },
      )
      .toContain('BEGIN:VCALENDAR')

    // The calendar from the staff header: the visit's week at 1366 px, its day kept in the address.
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: dmv[0]!.timeZone }).format(new Date(startsAt!))
    await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Calendar' }).click()
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByLabel('Location').selectOption('dmv')
    await page.goto(`${site.url}/admin/calendar?location=dmv&view=week&date=${date}`)
    const day = page.getByRole('region', { name: new RegExp(`^${dayLabel(date)}`) })
    const card = day.getByRole('listitem').filter({ hasText: 'Ada Calendared' })
    await expect(card).toContainText('Estimate visit')
    await expect(card).toContainText('1 Main Street, Arlington, VA 22201')
    await expect(card).toContainText('Lead: Visit booked')
    await expect(day.getByText(/estimate visit places free/).first()).toBeAttached()
    await expectNoAxeViolations(page, 'body')
    await screenshot(page, 'calendar-week-1366')

    // On a phone the day view is a list; a reload keeps the location, view and day.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`view=day.*date=${date}|date=${date}.*view=day`))
    await page.reload()
    await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByLabel('Location')).toHaveValue('dmv')
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1)
    const phoneCard = page.getByRole('listitem').filter({ hasText: 'Ada Calendared' })
    await expect(phoneCard).toContainText('1 Main Street, Arlington, VA 22201')
    await expectNoAxeViolations(page, 'body')
    await screenshot(page, 'calendar-day-390')
    await phoneCard.getByRole('link', { name: 'Ada Calendared' }).click()
    await expect(page.getByRole('region', { name: 'Visits' }).getByText(/: booked$/)).toBeVisible()
  } finally {
    await database.end()
    await stop()
  }
})

test('the week at 1366 px keeps each window on its lines in a day’s column: its time and its free places never broken mid-phrase nor past the column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/login?next=/admin/calendar')
  await signIn(page, 'staff@clearview.example')
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true')
  const days = page.getByRole('main').getByRole('region')
  await expect(days).toHaveCount(7)
  // Every window's time and places, as drawn (a screen reader reads the whole sentence beside them).
  const drawn = days.locator('li span[aria-hidden="true"]')
  await expect(drawn.first()).toBeVisible()
  const misfits = await drawn.evaluateAll((spans) =>
    spans
      .map((span) => {
        const box = span.getBoundingClientRect()
        const column = span.closest('section')!.getBoundingClientRect()
        const lines = Math.round(box.height / parseFloat(getComputedStyle(span).lineHeight))
        return { text: span.textContent, lines, past: box.right > column.right || box.left < column.left }
      })
      .filter((fit) => fit.lines !== 1 || fit.past),
  )
  expect(misfits).toEqual([])
  await screenshot(page, 'calendar-week-seeded-1366')
  // On a phone the week's days come one under another.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshot(page, 'calendar-week-seeded-390')
})

/** How the calendar names a day: "Thu, Nov 26". */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
