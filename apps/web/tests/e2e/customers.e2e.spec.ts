import { apiPath } from '@ecs/shared/api'
import type { InboxPage } from '@ecs/shared/leads'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { expect, test, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { screenshots } from '../helpers/screenshots'
import { expectNoAxeViolations, SAME_ORIGIN, signIn } from '../helpers/staff-session'

/** Nothing on the page wider than a phone's screen at 390 px. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 390, height: 900 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('')

/** An estimate request from the returning customer (their name), by `email` and `phone` as typed. */
async function requestEstimate(page: Page, lastName: string, email: string, phone: string) {
  const filed = await page.request.post('/api/leads/estimate', {
    data: estimateBody({ contact: { ...contact, lastName, email, phone } }),
  })
  expect(filed.status()).toBe(201)
}

/** The desk lead filed for an email, read through the desk's API as the signed-in staff member. */
async function deskLeadOf(page: Page, email: string) {
  const answer = await page.request.get(apiPath('deskInbox', { query: { q: email } }), { headers: SAME_ORIGIN })
  expect(answer.status()).toBe(200)
  const { docs } = (await answer.json()) as InboxPage
  expect(docs).toHaveLength(1)
  return docs[0]!
}

test("staff find a returning customer by phone, and the customer's new lead opens with the earlier lead and its quote", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const marker = randomUUID().slice(0, 8)
  const phone = `206${7}${digits(2)}${digits(4)}`
  const firstEmail = `first-${marker}@example.com`
  // Their first request, by one email and this phone.
  const lastName = `Returner${marker}`
  await requestEstimate(page, lastName, firstEmail, `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`)

  await page.goto('/login?next=/admin/leads')
  await signIn(page, 'staff@clearview.example')
  await expect(page.getByRole('table', { name: /Leads/ })).toBeVisible()
  // Staff quoted and won that first job.
  const earlier = await deskLeadOf(page, firstEmail)
  const quote = await page.request.post(apiPath('deskSaveQuote', { params: { id: earlier.id } }), {
    headers: SAME_ORIGIN,
    data: {
      lines: [{ kind: 'free', description: 'Gutter cleaning', quantity: 1, unitCents: 24_000 }],
      deposit: { type: 'percent', percent: 0 },
      validUntil: '2099-12-31',
    },
  })
  expect(quote.status()).toBe(201)
  const { number } = (await quote.json()) as { number: string }
  const won = await page.request.patch(apiPath('deskChangeLead', { params: { id: earlier.id } }), {
    headers: SAME_ORIGIN,
    data: { version: earlier.version, status: 'won', value: 240 },
  })
  expect(won.status()).toBe(200)

  // A year later they ask again from another email, the same phone typed another way.
  const laterEmail = `later-${marker}@example.com`
  await requestEstimate(page, lastName, laterEmail, `+1 ${phone.slice(0, 3)}.${phone.slice(3, 6)}.${phone.slice(6)}`)
  const returning = await deskLeadOf(page, laterEmail)

  // The inbox's customer search finds them by the phone, typed a third way.
  await page.reload()
  await page.getByLabel('Find a customer').fill(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`)
  const found = page.getByRole('list', { name: 'Customers found' })
  await expect(found.getByRole('listitem')).toHaveCount(1)
  await expect(found).toContainText(`Ada ${lastName}`)
  await expect(found).toContainText('2 leads')
  await expectNoAxeViolations(page)
  await found.getByRole('link', { name: /^Open C-\d+$/ }).click()

  // The customer's page: both leads, the earlier one won, and its quote.
  await expect(page).toHaveURL(/[?&]customer=\d+/)
  const history = page.getByRole('region', { name: 'History' })
  // The earlier lead is named twice: in the leads and beside its quote.
  await expect(history.getByRole('link', { name: earlier.reference })).toHaveCount(2)
  await expect(history.getByRole('link', { name: returning.reference }).first()).toBeVisible()
  await expect(history).toContainText('won $240.00 (typed)')
  await expect(history).toContainText(`Quote ${number} v1`)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await screenshots(page, 'customer-page')

  // The new lead opens with that history in its Customer panel.
  await page.setViewportSize({ width: 1366, height: 900 })
  await history.getByRole('link', { name: returning.reference }).first().click()
  await expect(page).toHaveURL(new RegExp(`[?&]lead=${returning.id}`))
  const panel = page.getByRole('region', { name: 'Customer', exact: true })
  await expect(panel).toContainText('returning customer, 2 leads')
  await expect(panel).toContainText(`${returning.reference} (this lead)`)
  await expect(panel.getByRole('link', { name: earlier.reference }).first()).toBeVisible()
  await expect(panel).toContainText(`Quote ${number} v1`)
  await expectNoAxeViolations(page)
  await expectNoSidewaysScroll(page)
  await screenshots(page, 'returning-lead')

  // Its earlier lead is one tap away.
  await panel.getByRole('link', { name: earlier.reference }).first().click()
  await expect(page).toHaveURL(new RegExp(`[?&]lead=${earlier.id}`))
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText(
    `${earlier.reference} (this lead)`,
  )
})
