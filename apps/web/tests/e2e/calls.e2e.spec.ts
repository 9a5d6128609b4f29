import { apiPath } from '@ecs/shared/api'
import { placeCall } from '@ecs/test-stack/twilio-stand-in'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { expectNoAxeViolations, signIn, staffToken } from '../helpers/staff-session'

/** Seattle's own number and the Google Ads number this test gives it (the seed gives Seattle none). */
const MAIN = { display: '(206) 555-0104', tel: 'tel:+12065550104' }
const GOOGLE_ADS = { display: '(206) 555-0141', tel: 'tel:+12065550141', dialled: '+12065550141' }

/** Console errors and uncaught errors of a page, as they happen. */
function recordPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Holds back the page's request for its visit's numbers until `release`, which answers its status. */
function holdNumbersAnswer(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked!: () => void
  const askedPromise = new Promise<void>((resolve) => (asked = resolve))
  let status: Promise<number> | undefined
  void page.route(`**${apiPath('callNumbers')}`, async (route) => {
    asked()
    await released
    const answer = await route.fetch()
    status = Promise.resolve(answer.status())
    await route.fulfill({ response: answer })
  })
  return {
    asked: askedPromise,
    release: async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith(apiPath('callNumbers')))
      release()
      await answered
      await page.unroute(`**${apiPath('callNumbers')}`)
      return status!
    },
  }
}

/** Marketing adds the number in the CMS, as they would in its admin (once per stack). */
async function ensureTrackingNumber(request: APIRequestContext) {
  const cms = process.env.E2E_CMS_URL!
  const headers = { authorization: `JWT ${await staffToken('marketing@clearview.example')}` }
  const seattle = (await (await request.get(`${cms}/api/locations?where[slug][equals]=seattle`, { headers })).json())
    .docs[0] as { id: number }
  const existing = await request.get(`${cms}/api/tracking-numbers?where[number][equals]=${GOOGLE_ADS.display}`, {
    headers,
  })
  if (((await existing.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await request.post(`${cms}/api/tracking-numbers`, {
    headers,
    data: { number: GOOGLE_ADS.display, location: seattle.id, use: 'source', source: 'google-ads' },
  })
  expect(created.status()).toBe(201)
}

test('a Google Ads visit calls its own number, the call becomes a lead with its campaign, and the report counts it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  await ensureTrackingNumber(request)
  const campaign = `calls-${randomUUID().slice(0, 8)}`
  const gclid = `GCLID-${campaign}`
  const adsAddress = `/seattle?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}`

  // One kept page for every visitor: the same HTML (same ETag) for the ad's address and a direct one,
  // its links with the location's own number, and the page's numbers for its inline script, the new one
  // among them once the CMS's notice has reached the site.
  // Every page carries the source numbers, so the change re-renders every kept page (a minute at most
  // on a cold stack). Asked as a visitor: this request context holds no staff session, which would be
  // answered with a page rendered for it alone, new at once, while visitors still get the kept one.
  await expect
    .poll(async () => (await request.get('/seattle')).text(), { timeout: 60_000 })
    .toContain(GOOGLE_ADS.display)
  const [direct, fromAd] = await Promise.all([request.get('/seattle'), request.get(adsAddress)])
  expect(fromAd.headers()['cache-control']).toMatch(/^public/)
  expect(fromAd.headers().etag).toBeTruthy()
  expect(fromAd.headers().etag).toBe(direct.headers().etag)
  const html = await fromAd.text()
  expect(html).toContain(`href="${MAIN.tel}"`)
  expect(html).not.toContain(`href="${GOOGLE_ADS.tel}"`)

  // The ad's visitor sees the Google Ads number in the header, the buttons and the footer as the page is
  // parsed (the page's inline script), before the numbers' answer, which is held back meanwhile; hydration
  // keeps what the script wrote (React would say so in the console otherwise).
  const errors = recordPageErrors(page)
  const held = holdNumbersAnswer(page)
  await page.goto(adsAddress)
  await held.asked
  const header = page.getByTestId('call-today')
  await expect(header).toContainText(GOOGLE_ADS.display)
  await expect(header).toHaveAttribute('href', GOOGLE_ADS.tel)
  const buttons = page.getByTestId('call-button')
  expect(await buttons.count()).toBeGreaterThan(0)
  for (const button of await buttons.all()) {
    await expect(button).toHaveText(`Call ${GOOGLE_ADS.display}`)
    await expect(button).toHaveAttribute('href', GOOGLE_ADS.tel)
  }
  await expect(page.getByTestId('footer-phone')).toHaveText(GOOGLE_ADS.display)
  // The number shown as text too (the page's eyebrow): the visitor reads the number a tap would reach.
  const texts = page.locator('span[data-phone]')
  expect(await texts.count()).toBeGreaterThan(0)
  for (const text of await texts.all()) await expect(text).toHaveText(GOOGLE_ADS.display)
  // The footer's number, the page's last, hydrated (React has put its fiber on it).
  await page.waitForFunction(() => {
    const footerPhone = document.querySelector('[data-testid="footer-phone"]')
    return footerPhone !== null && Object.keys(footerPhone).some((key) => key.startsWith('__reactFiber'))
  })
  expect(await held.release()).toBe(200)
  await expect(header).toContainText(GOOGLE_ADS.display)
  expect(errors).toEqual([])
  // The structured data keeps the location's own number.
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n')
  expect(structured).not.toContain('555-0141')
  await expectNoAxeViolations(page)

  // A tap on the number is counted with the visit (the dialler itself is kept from opening here).
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
  const tap = page.waitForResponse((response) => response.url().endsWith(apiPath('callTap')))
  await header.click()
  expect(await (await tap).json()).toEqual({ recorded: true })

  // A direct visitor (a browser of their own) keeps the location's own number.
  const directVisitor = await browser.newPage()
  const directShown = directVisitor.waitForResponse((response) => response.url().endsWith(apiPath('callNumbers')))
  await directVisitor.goto('/seattle')
  await directShown
  await expect(directVisitor.getByTestId('call-today')).toContainText(MAIN.display)
  await expect(directVisitor.getByTestId('call-button').first()).toHaveText(`Call ${MAIN.display}`)
  await directVisitor.close()

  // The visitor calls: Twilio (the stand-in) posts the signed call, which is forwarded to Seattle's number.
  const caller = `+1202555${String(Math.floor(Math.random() * 9000) + 1000)}`
  const call = await placeCall({
    voiceUrl: `${process.env.E2E_CMS_URL}/api/calls/voice`,
    authToken: process.env.E2E_TWILIO_AUTH_TOKEN!,
    from: caller,
    to: GOOGLE_ADS.dialled,
    answered: true,
    talkSeconds: 80,
  })
  expect(call.replies.map((reply) => reply.status)).toEqual([200, 200, 200])
  expect(call.dialled).toBe(MAIN.display)

  // On the desk: a Phone call lead carrying the visit's campaign.
  await page.goto('/admin/leads')
  await signIn(page, 'staff@clearview.example')
  await page.getByLabel('Search name, email, phone, reference or address').fill(caller.slice(2))
  await page.getByRole('button', { name: 'Search' }).click()
  const inbox = page.getByRole('table', { name: /Leads/ })
  await expect(inbox.getByRole('row')).toHaveCount(2)
  await expect(inbox).toContainText('Phone call')
  await inbox.getByRole('link').first().click()
  await expect(page.getByRole('region', { name: 'The campaign that brought them' })).toContainText(gclid)
  await expectNoAxeViolations(page)

  // The campaign report: one session, its call lead (not contacted yet), the answered call and the tap.
  await page.goto(`/cms?campaign=${campaign}`)
  const row = page.getByRole('table', { name: 'By campaign' }).getByRole('row', { name: new RegExp(campaign) })
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    '1',
    '100.0%',
    '0',
    '$0.00',
    '$0.00',
    // Nothing typed by hand or paid on a quote.
    '$0.00',
    '$0.00',
    // No spend imported for it: cost, cost per lead, cost per won job and return on ad spend are blank.
    '—',
    '—',
    '—',
    '—',
    '0',
    '1',
    '1',
    '1',
    '$0.00',
    '1',
    '—',
  ])
  await expectNoAxeViolations(page)
})

test('a campaign visit lent a pool number sees it from the first layout of its next page', async ({ page }) => {
  const errors = recordPageErrors(page)
  const shown = page.waitForResponse((response) => response.url().endsWith(apiPath('callNumbers')))
  await page.goto(`/tri-cities?utm_source=partner&utm_medium=referral&utm_campaign=pool-${randomUUID().slice(0, 8)}`)
  await shown
  const header = page.getByTestId('call-today')
  // Lent one of the Tri-Cities' pool numbers (the seed's three), swapped in after the answer.
  await expect(header).toContainText(/\(509\) 555-012[123]/)
  const lent = /\(509\) 555-012[123]/.exec((await header.textContent())!)![0]

  // The next page shows it while parsed, with the answer held back; the answer then changes nothing.
  const held = holdNumbersAnswer(page)
  await page.goto('/tri-cities/reviews')
  await held.asked
  await expect(header).toContainText(lent)
  await expect(page.getByTestId('footer-phone')).toHaveText(lent)
  expect(await held.release()).toBe(200)
  await expect(header).toContainText(lent)
  // A page of another location shows that location's own number: its pool is not the visit's.
  await page.goto('/houston')
  await expect(header).toContainText('(713) 555-0103')
  expect(errors).toEqual([])
})
