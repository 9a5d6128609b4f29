import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { signIn, signInToAdmin, staffToken } from '../helpers/staff-session'

// Drafts as marketing sees them: the admin's live preview and preview link show the site's
// own render of a draft to signed-in editors, while visitors and the page cache keep the published
// page; a publish scheduled in the admin reaches the site within seconds of its time.

const cms = () => process.env.E2E_CMS_URL!
const SERVICE = 'commercial-window-cleaning'

async function saveDraftIntro(request: APIRequestContext, marketing: string, intro: string) {
  const auth = { authorization: `JWT ${marketing}` }
  const found = await request.get(`${cms()}/api/services?where[slug][equals]=${SERVICE}&depth=0`, { headers: auth })
  const service = ((await found.json()) as { docs: { id: number; path: string }[] }).docs[0]!
  const saved = await request.patch(`${cms()}/api/services/${service.id}?draft=true`, {
    headers: auth,
    data: { intro },
  })
  expect(saved.status()).toBe(200)
  return service
}

test('a draft shows in the live preview and the preview link for editors only, never to visitors or the cache', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const marketing = await staffToken('marketing@clearview.example')
  const draftIntro = `Draft intro ${Date.now()}: spring rates for storefront glass.`
  const service = await saveDraftIntro(request, marketing, draftIntro)
  const previewPath = `${service.path}?preview=1`

  // A visitor: the published page, and the preview address sends them to sign in.
  const visitor = await browser.newContext()
  const published = await visitor.request.get(service.path)
  expect(published.status()).toBe(200)
  expect(await published.text()).not.toContain(draftIntro)
  const refused = await visitor.request.get(previewPath, { maxRedirects: 0 })
  expect(refused.status()).toBe(302)
  expect(refused.headers()['location']).toBe(`/login?next=${encodeURIComponent(previewPath)}`)

  // Office staff see business data, not drafts.
  const staff = await browser.newContext()
  const staffPage = await staff.newPage()
  await staffPage.goto('/login')
  await signIn(staffPage, 'staff@clearview.example')
  await expect(staffPage).toHaveURL(/\/cms$/)
  expect((await staffPage.request.get(previewPath)).status()).toBe(403)
  await staff.close()

  // Marketing signs in on the admin (the company's mark and the reviews waiting in its navigation);
  // the same session opens the preview link on the site.
  await signInToAdmin(page, cms(), 'marketing@clearview.example')
  await expect(page.getByRole('link', { name: /Reviews waiting/ })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('admin-home.png') })
  const preview = await page.request.get(previewPath)
  expect(preview.status()).toBe(200)
  expect(await preview.text()).toContain(draftIntro)
  expect(preview.headers()['cache-control']).toBe('private, no-store')
  expect(preview.headers()['x-robots-tag']).toBe('noindex')
  expect(preview.headers()['content-security-policy']).toContain(`frame-ancestors ${new URL(cms()).origin}`)
  // Without ?preview the signed-in editor gets the published page, as visitors do.
  expect(await (await page.request.get(service.path)).text()).not.toContain(draftIntro)

  // The live preview: the site's page beside the form, rendered again as the draft saves itself.
  await page.goto(`${cms()}/admin/collections/services/${service.id}`)
  await page.getByRole('button', { name: /live preview/i }).click()
  const frame = page.frameLocator(`iframe[src$="${previewPath}"]`)
  await expect(frame.getByText(draftIntro)).toBeVisible({ timeout: 15_000 })
  const typed = `Typed intro ${Date.now()}: gutters included this month.`
  await page.locator('#field-intro').fill(typed)
  await expect(frame.getByText(typed)).toBeVisible({ timeout: 15_000 })

  // A save announced while the preview reloads reaches no page: the new page listens only once its
  // script ran. Hold the reloaded page's script at its first request, save again meanwhile, and the
  // page still shows the latest save once it runs (it asks the site whether its drafts are the latest).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let reload = () => {}
  const reloaded = new Promise<void>((resolve) => (reload = resolve))
  let answered: Promise<void> = Promise.resolve()
  await page.route('**/__staff/config', (route) => {
    reload()
    answered = held.then(() => route.continue())
    return answered
  })
  const beforeReload = `Intro before the reload ${Date.now()}.`
  await page.locator('#field-intro').fill(beforeReload)
  await reloaded
  const loading = page.frame({ url: (url) => url.search === '?preview=1' })!
  await loading.evaluate(() => {
    window.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'payload-document-event') sessionStorage.setItem('announced', 'yes')
    })
  })
  const whileLoading = `Intro saved while the preview loaded ${Date.now()}.`
  await page.locator('#field-intro').fill(whileLoading)
  await expect.poll(() => loading.evaluate(() => sessionStorage.getItem('announced')), { timeout: 15_000 }).toBe('yes')
  release()
  await answered
  await page.unroute('**/__staff/config')
  await expect(frame.getByText(whileLoading)).toBeVisible({ timeout: 15_000 })
  // At a phone's width, one of the breakpoints marketing picks from.
  await page.getByRole('button', { name: 'Responsive' }).click()
  await page.getByRole('button', { name: 'Phone' }).click()
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390)
  await page.screenshot({ path: test.info().outputPath('live-preview-phone.png') })

  // Visitors, and the kept page, still show the published intro.
  const after = await visitor.request.get(service.path)
  expect(after.headers()['cache-control']).toContain('public')
  expect(await after.text()).not.toContain(typed)
  await visitor.close()
})

test('a publish scheduled in the admin shows on the site within seconds of its time', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const marketing = await staffToken('marketing@clearview.example')
  const intro = `Scheduled intro ${Date.now()}: new season, new rates.`
  const service = await saveDraftIntro(request, marketing, intro)
  await signInToAdmin(page, cms(), 'marketing@clearview.example')
  await page.goto(`${cms()}/admin/collections/services/${service.id}`)

  // Marketing schedules the publish for the next minute (the picker counts in minutes)...
  await page.locator('#action-save').locator('xpath=..').getByRole('button').last().click()
  await page.locator('#schedule-publish').click()
  const at = new Date(Date.now() + 2 * 60_000)
  const typed = at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
  const time = page.locator('.react-datepicker__input-container input').last()
  await time.fill(typed.replace(' at ', ' '))
  await time.press('Enter')
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()

  // ...and the test brings that job forward to three seconds from now, rather than wait for the minute.
  const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI })
  await database.connect()
  const bringForward = () =>
    database.query<{ wait_until: Date }>(
      `UPDATE payload_jobs SET wait_until = now() + interval '3 seconds'
       WHERE task_slug = 'schedulePublish' AND completed_at IS NULL AND input->'doc'->>'value' = $1
       RETURNING wait_until`,
      [String(service.id)],
    )
  // The drawer's save queues the job in the background: wait until it is there.
  let moved = await bringForward()
  await expect.poll(async () => (moved = await bringForward()).rowCount, { timeout: 15_000 }).toBe(1)
  await database.end()
  const due = moved.rows[0]!.wait_until.getTime()

  // A visitor's page: the kept one, until the publish re-renders it.
  const visitor = (await browser.newContext()).request
  expect(await (await visitor.get(service.path)).text()).not.toContain(intro)
  await expect
    .poll(async () => (await (await visitor.get(service.path)).text()).includes(intro), {
      timeout: 20_000,
      intervals: [250],
    })
    .toBe(true)
  const late = Date.now() - due
  console.log(`scheduled publish shown on the site ${late} ms after its time`)
  expect(late).toBeLessThan(10_000)
})
