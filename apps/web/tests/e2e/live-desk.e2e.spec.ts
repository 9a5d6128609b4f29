import { expect, test, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { requestEstimate } from '../helpers/estimate-wizard'
import { expectNoAxeViolations, signIn } from '../helpers/staff-session'

// The live desk in the browser: staff keep the inbox or a lead open while leads arrive and change
// elsewhere, and see it without reloading.

/**
 * Stands in for the operating system's side of the staff tab: whether its window has the focus
 * (Playwright reports every page focused) and the desktop notifications it was asked to show. The
 * page's own code runs as it would; only what it reads of the window and what it hands the system
 * are observed here.
 */
async function watchTheWindow(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { __focused: boolean; __alerts: { title: string; body: string }[] }
    seen.__focused = true
    seen.__alerts = []
    Document.prototype.hasFocus = () => seen.__focused
    const Real = window.Notification
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        seen.__alerts.push({ title, body: options?.body ?? '' })
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded })
  })
}

const setFocus = (page: Page, focused: boolean) =>
  page.evaluate((value) => {
    ;(window as unknown as { __focused: boolean }).__focused = value
    window.dispatchEvent(new Event(value ? 'focus' : 'blur'))
  }, focused)

async function openDeskAsStaff(page: Page, path = '/admin/leads') {
  await page.goto(`/login?next=${encodeURIComponent(path)}`)
  await signIn(page, 'staff@clearview.example')
  await expect(page.getByText('Live: new leads appear by themselves.')).toBeVisible()
}

test('a visitor sends an estimate and the open inbox shows it at the top without a reload, counts it while staff look away and names it in a desktop alert', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000)
  await watchTheWindow(page)
  await openDeskAsStaff(page)
  const inbox = page.getByRole('table', { name: /Leads/ })
  await expect(inbox).toBeVisible()
  // A mark that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  // Desktop alerts are asked for by the button, not on load.
  const turnOn = page.getByRole('button', { name: 'Turn on desktop alerts' })
  await expect(turnOn).toBeVisible()
  await context.grantPermissions(['notifications'])
  await turnOn.click()
  await expect(page.getByText('Desktop alerts are on.')).toBeVisible()

  await setFocus(page, false)
  const lastName = `Live${randomUUID().slice(0, 6)}`
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const answer = await requestEstimate(visitor, {
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    phone: '202-555-0177',
  })
  const { reference } = (await answer.json()) as { reference: string }
  await visitorContext.close()

  const firstRow = inbox.getByRole('row').nth(1)
  await expect(firstRow).toContainText(`Ada ${lastName}`)
  await expect(firstRow).toContainText(reference)
  await expect(page).toHaveTitle('(1) Leads | Clearview staff')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __alerts: unknown[] }).__alerts))
    .toEqual([{ title: `New lead: Ada ${lastName}`, body: 'Estimate request · DMV Area' }])
  await expect(page.getByRole('status').filter({ hasText: 'Latest:' })).toContainText(`Ada ${lastName}`)

  // Looking at the tab again clears the count; the page was never reloaded.
  await setFocus(page, true)
  await expect(page).toHaveTitle('Leads | Clearview staff')
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
})

test('the lead page follows a change made in another tab', async ({ page, context }) => {
  test.setTimeout(90_000)
  await openDeskAsStaff(page)
  const first = page.getByRole('table', { name: /Leads/ }).getByRole('row').nth(1).getByRole('link')
  const name = await first.innerText()
  await first.click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const address = page.url()

  const other = await context.newPage()
  await other.goto(address)
  await expect(other.getByRole('heading', { level: 2, name })).toBeVisible()
  const note = `Called back ${randomUUID().slice(0, 6)}`
  await other.getByLabel('Add a note').fill(note)
  await other.getByRole('button', { name: 'Add note' }).click()
  await expect(other.getByRole('region', { name: 'Timeline' })).toContainText(note)

  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(note)
  await other.close()
})

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`the desk at ${width} px: the inbox and a lead page fit, speak staff's words and pass axe`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height })
    await openDeskAsStaff(page)
    const phone = width < 768
    if (phone) {
      const cards = page.getByRole('region', { name: /Leads/ })
      await expect(cards.getByRole('listitem').first()).toBeVisible()
      // The customer's phone is on the card, and nothing runs past the screen's edge.
      await expect(cards.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }).first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // The filters wait behind one button.
      await expect(page.getByLabel('Kind')).toBeHidden()
      await page.getByRole('button', { name: /^Filters/ }).click()
      await expect(page.getByLabel('Kind')).toBeVisible()
      await page.getByRole('button', { name: /^Filters/ }).click()
    } else {
      await expect(page.getByRole('table', { name: /Leads/ })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Free Estimate' })).toHaveCount(0)
    // The staff tabs fit the screen: on a phone the everyday ones and "More", opened and closed by keyboard.
    const tabs = page.getByRole('navigation', { name: 'Staff pages' })
    expect(await tabs.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true)
    const more = tabs.locator('summary')
    if (phone) {
      await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Leads', 'Calendar'])
      await more.focus()
      await page.keyboard.press('Enter')
      await expect(tabs.getByRole('link', { name: 'Zapier' })).toBeVisible()
      await expectNoAxeViolations(page, 'body')
      await page.screenshot({ path: testInfo.outputPath(`staff-tabs-${width}.png`), fullPage: false })
      await page.keyboard.press('Escape')
      await expect(tabs.getByRole('link', { name: 'Zapier' })).toBeHidden()
      await expect(more).toBeFocused()
    } else {
      await expect(more).toBeHidden()
      await expect(tabs.getByRole('link', { name: 'Zapier' })).toBeVisible()
    }
    await expectNoAxeViolations(page, 'body')
    await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`), fullPage: false })

    const opener = phone
      ? page.getByRole('region', { name: /Leads/ }).getByRole('listitem').first().getByRole('link').first()
      : page.getByRole('table', { name: /Leads/ }).getByRole('row').nth(1).getByRole('link')
    await opener.click()
    const contact = page.getByRole('list', { name: 'Contact the customer' })
    await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await expect(contact.getByRole('link', { name: 'Text' })).toHaveAttribute('href', /^sms:\+1\d{10}$/)
    await expect(contact.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:.+@/)
    await expect(contact).toBeInViewport()
    const sent = page.getByRole('region', { name: 'What they sent' })
    await expect(sent).toContainText('Type of service')
    await expect(sent).not.toContainText('serviceType')
    const campaign = page.getByRole('region', { name: 'The campaign that brought them' })
    if (await campaign.getByRole('table').count()) await expect(campaign).toContainText('Campaign source')
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await expectNoAxeViolations(page, 'body')
    await page.screenshot({ path: testInfo.outputPath(`lead-${width}.png`), fullPage: true })
  })
}
