import { expect, test, type Locator, type Page, type Route } from '@playwright/test'
import type { LeadAccepted } from '@ecs/shared/api'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { expectNoAxeViolations, SAME_ORIGIN, signIn } from '../helpers/staff-session'

/**
 * A visitor's effort, counted as they spend it: every tap (a field tapped to type in counts too) and
 * every field typed into.
 */
class Effort {
  taps = 0
  typedFields = 0

  async tap(target: Locator): Promise<void> {
    this.taps += 1
    await target.click()
  }

  async type(field: Locator, text: string): Promise<void> {
    await this.tap(field)
    this.typedFields += 1
    await field.pressSequentially(text)
  }

  report(journey: string): string {
    return `${journey}: ${this.taps} taps, ${this.typedFields} typed fields`
  }
}

const AD_URL = '/seattle?utm_source=google&utm_medium=cpc&utm_campaign=seattle-homes&gclid=Cj0KCQiA-journey-test'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.evaluate(() => window.localStorage.clear())
})

/** A photo as a phone's camera roll gives it: a JPEG drawn by the page's own canvas. */
async function cameraPhoto(page: Page, name: string, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1600
    canvas.height = 1200
    const context = canvas.getContext('2d')!
    context.fillStyle = fill
    context.fillRect(0, 0, 1600, 1200)
    return canvas.toDataURL('image/jpeg', 0.9)
  }, colour)
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64') }
}

async function sees(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
}

/** The count of the same journey before the wizard fitted the property: from the ad to the thank-you page. */
const BEFORE = { taps: 22, typedFields: 8 }

/** Another Seattle homeowner's request books the estimate visit window starting at `startsAt` first. */
async function anotherHomeownerBooks(page: Page, startsAt: string): Promise<void> {
  const sent = await page.request.post('/api/leads/estimate', {
    data: estimateBody({
      location: 'seattle',
      address: { street: '1200 Westlake Ave N', city: 'Seattle', state: 'WA', zip: '98109' },
      contact: { ...contact, lastName: 'Quicker', email: `quicker.${Date.now()}@example.com` },
    }),
  })
  expect(sent.status()).toBe(201)
  const { booking } = (await sent.json()) as LeadAccepted
  const booked = await page.request.post(`/api/leads/estimate-visit/${booking!.token}`, { data: { startsAt } })
  expect(booked.status(), await booked.text()).toBe(201)
}

test('a Seattle homeowner from a Google ad reaches the thank-you page through the window cleaning page in half the taps, seeing a price before the contact step, sending two photos from the wizard, and books the estimate visit there', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const effort = new Effort()
  await page.goto(AD_URL)
  await page.waitForLoadState('networkidle')

  await effort.tap(
    page
      .getByRole('main')
      .getByRole('link', { name: /Residential Window Cleaning/ })
      .first(),
  )
  await expect(page).toHaveURL(/\/residential-window-cleaning$/)
  await page.waitForLoadState('networkidle')
  await effort.tap(page.getByRole('main').getByRole('link', { name: 'Get a Free Estimate' }).first())
  // The service and "My home" come from the page: the wizard starts at the property.
  await sees(page, 'Tell us about the property')
  await effort.tap(page.getByRole('radio', { name: /^Medium/ }))
  await effort.tap(page.getByRole('radio', { name: '2', exact: true }))
  await expect(page.getByTestId('price-estimate')).toHaveText(
    /^\$[\d,]+-\$[\d,]+ for a 2-story home of 1,500 to 3,000 sq ft, exterior only$/,
  )
  // Two photos of the house from the wizard (optional, so not counted as the journey's effort), with
  // previews, one removed and chosen again: they go once the request is stored.
  const picker = page.getByRole('region', { name: 'Add photos (optional)' })
  const front = await cameraPhoto(page, 'front.jpg', '#2f6fb0')
  const side = await cameraPhoto(page, 'side.jpg', '#b08a2f')
  await picker.getByLabel('Choose photos').setInputFiles([front, side])
  await expect(picker.getByRole('img')).toHaveCount(2)
  await picker.getByRole('button', { name: 'Remove side.jpg' }).click()
  await expect(picker.getByRole('img')).toHaveCount(1)
  await picker.getByLabel('Choose photos').setInputFiles([side])
  await expect(picker.getByRole('img', { name: 'side.jpg' })).toBeVisible()
  await expect(picker.getByRole('button', { name: 'Send photos' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('property-photos-390.png'), fullPage: true })
  await effort.tap(page.getByRole('button', { name: 'Continue' }))
  await sees(page, 'The property address')
  await effort.type(page.getByLabel('Street address'), '400 Pine St')
  await effort.type(page.getByLabel('ZIP'), '98101-1234')
  // City and state come from the ZIP.
  await expect(page.getByLabel('City')).toHaveValue('Seattle')
  await expect(page.getByLabel('State')).toHaveValue('WA')
  await effort.tap(page.getByRole('button', { name: 'Continue' }))
  // One step asks who to call and sums up the request (the price range with it), each part with an Edit.
  await sees(page, 'How can we reach you?')
  const summary = page.getByRole('region', { name: 'Your request' })
  await expect(summary.getByText('Residential Window Cleaning', { exact: true })).toBeVisible()
  await expect(summary.getByText('400 Pine St, Seattle, WA 98101-1234')).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Edit address' })).toBeVisible()
  await expect(page.getByTestId('price-estimate')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('contact-step-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: test.info().outputPath('contact-step-1366.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  // The whole name in one field, and a phone without an email: the office calls.
  await effort.type(page.getByLabel('Your name'), 'Dana Homeowner')
  await effort.type(page.getByRole('textbox', { name: 'Phone' }), '206-555-0142')
  await effort.tap(page.getByRole('button', { name: 'Send my request' }))
  await expect(page).toHaveURL(/\/seattle\/thank-you\?ref=EST-[0-9A-F]{8}$/)
  const reference = new URL(page.url()).searchParams.get('ref')!
  await expect(page.getByText('Your confirmation comes with our call: there is no email to send it to.')).toBeVisible()
  // The wizard's photos are sent as the thank-you page opens: the lead was stored first.
  const photos = page.getByRole('region', { name: 'Add photos of your property' })
  await expect(photos).toContainText('2 photos sent. Thank you!')
  await expect(photos.getByRole('img')).toHaveCount(0)

  console.log(
    `${effort.report('Seattle homeowner, ad to thank-you page')} (before: ${BEFORE.taps} taps, ${BEFORE.typedFields} typed fields)`,
  )
  // At most half of BEFORE: one name field, no email needed, no review step.
  expect(effort.taps).toBeLessThanOrEqual(Math.floor(BEFORE.taps / 2))
  expect(effort.typedFields).toBeLessThanOrEqual(Math.floor(BEFORE.typedFields / 2))

  // Seattle takes estimate visits online: the free windows of the next days, more on request.
  const booking = page.getByRole('region', { name: 'Book your free estimate visit' })
  const windows = booking.locator('form')
  await expect(windows.getByRole('group')).toHaveCount(3)
  await windows.getByRole('button', { name: 'Show more days' }).click()
  await expect(windows.getByRole('group')).toHaveCount(6)
  await windows.getByRole('button', { name: 'Book this time' }).click()
  await expect(windows.getByRole('alert')).toHaveText('Please choose a time.')
  // Someone else takes the window chosen while the homeowner hesitates: "just taken", with the next free ones.
  const first = windows.getByRole('radio').first()
  const taken = (await first.getAttribute('value'))!
  await first.check()
  await anotherHomeownerBooks(page, taken)
  await windows.getByRole('button', { name: 'Book this time' }).click()
  await expect(windows.getByRole('alert')).toHaveText(
    /^That time was just taken\. The next free times: [^;]+; [^;]+; [^;]+\.$/,
  )
  await expect(windows.locator(`input[value="${taken}"]`)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('thank-you-booking-390.png'), fullPage: true })
  const chosen = windows.getByRole('radio').first()
  // The day the window is listed under and its time: the visit booked says both.
  const when = await chosen.evaluate(
    (input) =>
      `${input.closest('fieldset')!.querySelector('legend')!.textContent}, ${input.closest('label')!.textContent}`,
  )
  await chosen.check()
  await windows.getByRole('button', { name: 'Book this time' }).click()
  const booked = page.getByRole('region', { name: 'Your estimate visit is booked' })
  await expect(booked.getByTestId('visit-when')).toHaveText(when)
  await expect(booked.getByRole('link', { name: 'Change or cancel it' })).toHaveAttribute('href', /\/visit\/[\w.-]+$/)
  // A reload asks the link again, which answers the visit booked.
  await page.reload()
  await expect(booked.getByTestId('visit-when')).toHaveText(when)

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: test.info().outputPath('thank-you-1366.png'), fullPage: true })

  // Staff see them on the lead's page: thumbnails, each opening the full photo.
  await page.goto('/admin/leads')
  await signIn(page, 'staff@clearview.example')
  await page.getByLabel('Search name, email, phone, reference or address').fill(reference)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('table', { name: /Leads/ }).getByRole('link', { name: 'Dana Homeowner' }).click()
  // The booking moved the lead on (its stage, and the step on its timeline) and is among its visits.
  await expect(page.getByText('Visit booked', { exact: true })).toHaveCount(2)
  await expect(
    page.getByRole('region', { name: 'Visits' }).getByText(/^Estimate visit V-[A-Z2-9]{8}: booked$/),
  ).toBeVisible()
  const shown = page.getByRole('region', { name: 'Photos' })
  await expect(shown.getByRole('img')).toHaveCount(2)
  await expect(shown.getByRole('img', { name: 'Photo 1 of 2, front.jpg' })).toBeVisible()
  await expect
    .poll(() =>
      shown.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth)),
    )
    .toEqual([320, 320])
  // The full photo, as the browser opens it from the page (same origin, the staff session's cookie).
  const fullUrl = (await shown.getByRole('link').first().getAttribute('href'))!
  const full = await page.request.get(fullUrl, { headers: SAME_ORIGIN })
  expect(full.status()).toBe(200)
  expect(full.headers()['content-type']).toBe('image/jpeg')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('lead-photos-1366.png'), fullPage: true })
})

test("a residential service page's estimate opens on that service for a home, a step in", async ({ page }) => {
  await page.goto('/locations/seattle/services/residential/residential-window-cleaning')
  await page.waitForLoadState('networkidle')
  await page.getByRole('main').getByRole('link', { name: 'Get a Free Estimate' }).first().click()
  await expect(page).toHaveURL(/\/seattle\/contact\?service=residential-window-cleaning$/)
  await sees(page, 'Tell us about the property')
  // A homeowner is not offered a business's surfaces.
  await expect(page.getByRole('checkbox', { name: 'Windows' })).toBeVisible()
  for (const surface of ['Parking garage', 'Storefront', 'Signage']) {
    await expect(page.getByRole('checkbox', { name: surface })).toHaveCount(0)
  }
  await page.getByRole('button', { name: 'Back' }).click()
  await sees(page, 'Which services do you need?')
  await expect(page.getByRole('checkbox', { name: 'Residential Window Cleaning' })).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('radio', { name: /My home/ })).toBeChecked()
})

/** A homeowner's request on the estimate page of no location, from the type step to the thank-you page, with the ZIP given. */
async function homeownerAsks(page: Page, zip: string): Promise<void> {
  await page.getByRole('radio', { name: /My home/ }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('checkbox', { name: 'Residential Window Cleaning' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('radio', { name: /^Medium/ }).click()
  await page.getByRole('radio', { name: '2', exact: true }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await sees(page, 'The property address')
  await page.getByLabel('Street address').fill('400 Pine St')
  await page.getByLabel('ZIP').fill(zip)
  await expect(page.getByLabel('City')).not.toHaveValue('')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Your name').fill('Casey Campaign')
  await page.getByRole('textbox', { name: 'Phone' }).fill('206-555-0143')
  await page.getByRole('button', { name: 'Send my request' }).click()
}

test("a visitor from a Seattle campaign asks on a page of no location: Seattle serves them without a ZIP step, until the address's ZIP names another area", async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The seed lists "seattle-spring-windows" among Seattle's ad campaigns; the ad's tag differs in case.
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=Seattle-Spring-Windows')
  await page.waitForLoadState('networkidle')
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  // No ZIP step: the wizard starts at home or business, Seattle's office beside it.
  await sees(page, 'Is this for a home or a business?')
  await expect(page.getByText('Step 1 of 5')).toBeVisible()
  // Seattle's office to call (its number, or the tracking number its Google Ads visitors are shown).
  await expect(page.getByRole('complementary', { name: 'Prefer to talk?' })).toContainText('Call our Seattle WA office')
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath('campaign-first-step-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: test.info().outputPath('campaign-first-step-1366.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await homeownerAsks(page, '98101')
  await expect(page).toHaveURL(/\/seattle\/thank-you\?ref=EST-/)

  // The same visitor's next request is for a property in Arlington, VA: the ZIP outranks the campaign.
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  await sees(page, 'Is this for a home or a business?')
  await homeownerAsks(page, '22209')
  await expect(page).toHaveURL(/\/dmv\/thank-you\?ref=EST-/)

  // Without a campaign that names a location, the ZIP is asked first as before.
  await page.evaluate(() => window.localStorage.clear())
  await page.goto('/contact?utm_source=google&utm_campaign=brand')
  await page.waitForLoadState('networkidle')
  await sees(page, 'Where is the property?')
})

test('a ZIP that does not exist is refused at its field; ZIP+4 is taken', async ({ page }) => {
  await page.goto('/contact')
  await page.waitForLoadState('networkidle')
  const zip = page.getByLabel('ZIP code of the property')
  await zip.fill('00000')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(zip).toHaveAccessibleDescription(/We could not find ZIP code 00000/)
  await expect(zip).toBeFocused()
  await sees(page, 'Where is the property?')
  await zip.fill('98101-1234')
  await page.getByRole('button', { name: 'Continue' }).click()
  await sees(page, 'Is this for a home or a business?')
})

/** Two ways a send fails: nothing answers, or the CMS answers 503 to the first send and all four retries. */
const FAILED_SENDS: [string, (route: Route) => Promise<void>][] = [
  ['no answer', (route) => route.abort('connectionrefused')],
  [
    'the CMS answering 503 five times',
    (route) =>
      route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/problem+json', 'retry-after': '1' },
        body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Busy.' }),
      }),
  ],
]

for (const [failure, answer] of FAILED_SENDS)
  test(`a send that does not get through (${failure}) shows its error in view below the header, focused`, async ({
    page,
  }) => {
    // The form waits about 20 s between its five sends before it gives up.
    test.setTimeout(90_000)
    let sends = 0
    await page.route('**/api/leads/estimate', (route) => {
      sends += 1
      return answer(route)
    })
    await page.goto('/seattle/contact?service=residential-window-cleaning')
    await page.waitForLoadState('networkidle')
    await sees(page, 'Tell us about the property')
    await page.getByRole('radio', { name: /^Small/ }).click()
    await page.getByRole('radio', { name: '1', exact: true }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Street address').fill('400 Pine St')
    await page.getByLabel('City').fill('Seattle')
    await page.getByLabel('State').fill('WA')
    await page.getByLabel('ZIP').fill('98101')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Your name').fill('Dana Offline')
    await page.getByRole('textbox', { name: 'Phone' }).fill('206-555-0142')
    await page.getByRole('button', { name: 'Send my request' }).click()
    const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first()
    await expect(alert).toBeFocused({ timeout: 40_000 })
    await expect(alert).toBeInViewport()
    // Below the sticky header, not under it.
    const header = await page.locator('header').first().boundingBox()
    const shown = await alert.boundingBox()
    expect(shown!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    // The first send and its four retries.
    expect(sends).toBe(5)
  })

test("a Houston garage's manager gets business questions only, from the garage service page to the thank-you page", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/locations/houston/services/commercial/parking-garage-pressure-wash')
  await page.waitForLoadState('networkidle')
  await page.getByRole('main').getByRole('link', { name: 'Get a Free Estimate' }).first().click()
  await expect(page).toHaveURL(/\/houston\/contact\?service=parking-garage-pressure-wash$/)
  await sees(page, 'Tell us about the property')
  // Never asked home or business, never offered a home's sizes, stories or surfaces.
  await expect(page.getByRole('group', { name: 'Size' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Stories' })).toHaveCount(0)
  await expect(page.getByRole('radio', { name: /Large \(over 3,000 sq ft\)/ })).toHaveCount(0)
  for (const surface of ['Deck', 'Patio', 'Fence', 'Driveway']) {
    await expect(page.getByRole('checkbox', { name: surface })).toHaveCount(0)
  }
  const industries = page.getByLabel('Type of business')
  for (const industry of ['HOAs and Community Associations', 'Hotels', 'Property Management', 'Parking Operators']) {
    await expect(industries.getByRole('option', { name: industry })).toHaveCount(1)
  }
  await industries.selectOption('Parking Operators')
  await page.getByRole('radio', { name: 'Parking garage' }).click()
  // A garage is measured in levels and stalls, not floors and square feet.
  await expect(page.getByLabel('Floors')).toHaveCount(0)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('Parking levels')).toHaveAccessibleDescription('Please enter the number of levels.')
  await page.getByLabel('Parking levels').fill('4')
  await page.getByLabel('Parking stalls (about)').fill('600')
  await page.getByRole('checkbox', { name: 'Parking garage' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await sees(page, 'The property address')
  await page.getByLabel('Street address').fill('1200 Travis St')
  await page.getByLabel('City').fill('Houston')
  await page.getByLabel('State').fill('TX')
  await page.getByLabel('ZIP').fill('77002')
  await page.getByRole('button', { name: 'Continue' }).click()
  await sees(page, 'How can we reach you?')
  // Nothing is sent while the contact step's answers are missing: each is named at its field.
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page.getByLabel('Company or association')).toHaveAccessibleDescription('Please enter your company name.')
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Please enter your name.')
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    'Please enter your phone number or your email address.',
  )
  await page.getByLabel('Company or association').fill('Bayou Parking')
  await page.getByLabel('Your job title').fill('Operations manager')
  await page.getByLabel('Number of sites').fill('3')
  await page.getByLabel('Your name').fill('Rosa Garage')
  await page.getByRole('textbox', { name: 'Email' }).fill(`rosa.${Date.now()}@example.com`)
  await page.getByRole('textbox', { name: 'Phone' }).fill('713-555-0166')
  // The request so far, summed up on the contact step above its send button.
  await expect(
    page
      .getByRole('region', { name: 'Your request' })
      .getByText('Parking Operators · Parking garage · 4 levels, 600 stalls · parking garage'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Send my request' }).click()
  await expect(page).toHaveURL(/\/houston\/thank-you\?ref=EST-[0-9A-F]{8}$/)
  // No booking link in the answer (a business's request, at a location that books by phone): no booking offered.
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: 'Book your free estimate visit' })).toHaveCount(0)
})
