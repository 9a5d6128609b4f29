import { apiPath } from '@ecs/shared/api'
import type { InboxPage } from '@ecs/shared/leads'
import { expect, test, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { expectNoAxeViolations, signIn, staffToken } from '../helpers/staff-session'
import { walkToContactStep } from '../helpers/estimate-wizard'
import { screenshots } from '../helpers/screenshots'

/** The desk's leads found by a search, as staff see them. */
async function deskLeads(token: string, search: string): Promise<InboxPage['docs']> {
  const response = await fetch(`${process.env.E2E_CMS_URL}${apiPath('deskInbox')}?q=${encodeURIComponent(search)}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as InboxPage).docs
}

/** Walks the DMV wizard to its contact step and fills it in as given. */
async function fillUpToContact(
  page: Page,
  contact: { firstName: string; lastName: string; email?: string; phone?: string },
) {
  await walkToContactStep(page)
  await expect(page.getByText('If you leave before sending, we keep your name and how to reach you')).toBeVisible()
  await page.getByLabel('Your name').fill(`${contact.firstName} ${contact.lastName}`)
  if (contact.email) await page.getByRole('textbox', { name: 'Email' }).fill(contact.email)
  if (contact.phone) await page.getByRole('textbox', { name: 'Phone' }).fill(contact.phone)
}

/**
 * Leaves the wizard for another page: the page goes (pagehide), and the beacon with it (sent as the page
 * unloads, it is not one of the next page's requests: its lead is looked for on the desk instead).
 */
async function leave(page: Page) {
  await page.goto('/privacy-policy')
}

/**
 * Leaves the wizard after `contact`, comes back to its contact step (the wizard kept the answers and
 * their key) and answers the unfinished lead staff found meanwhile, found by `search`, with staff's token.
 */
async function leaveAndComeBack(
  page: Page,
  contact: Parameters<typeof fillUpToContact>[1],
  search: string,
): Promise<{ token: string; unfinished: InboxPage['docs'][number] }> {
  await fillUpToContact(page, contact)
  await leave(page)
  const token = await staffToken('staff@clearview.example')
  await expect
    .poll(async () => (await deskLeads(token, search)).map((lead) => lead.kind))
    .toEqual(['unfinished-estimate'])
  const [unfinished] = await deskLeads(token, search)
  await page.goto('/dmv/contact')
  await expect(page.getByRole('heading', { level: 2, name: 'How can we reach you?' })).toBeVisible()
  return { token, unfinished: unfinished! }
}

test.beforeEach(async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.evaluate(() => window.localStorage.clear())
})

test('a visitor who gives a name and phone and leaves unsent is an unfinished estimate on the desk, with their campaign', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const campaign = `left-${randomUUID().slice(0, 8)}`
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/attribution') && response.request().method() === 'POST',
  )
  await page.goto(`/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`)
  expect((await saved).status()).toBe(201)
  const lastName = `Leftwell${randomUUID().slice(0, 4)}`
  await fillUpToContact(page, { firstName: 'Una', lastName, phone: '202-555-0172' })
  await leave(page)

  const token = await staffToken('staff@clearview.example')
  await expect
    .poll(async () => (await deskLeads(token, lastName)).map((lead) => lead.kind))
    .toEqual(['unfinished-estimate'])

  await page.goto('/admin/leads')
  await signIn(page, 'staff@clearview.example')
  await expect(page).toHaveURL(/\/admin\/leads$/)
  await page.getByLabel('Search name, email, phone, reference or address').fill(lastName)
  await page.getByRole('button', { name: 'Search' }).click()
  const inbox = page.getByRole('table', { name: /Leads/ })
  await expect(inbox.getByRole('row')).toHaveCount(2)
  await expect(inbox).toContainText('Unfinished estimate')
  await inbox.getByRole('link', { name: `Una ${lastName}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: `Una ${lastName}` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'The campaign that brought them' })).toContainText(campaign)
  await expect(page.getByRole('region', { name: 'What they sent' })).toContainText('1100 Wilson Blvd')
  await expectNoAxeViolations(page)
  await screenshots(page, 'unfinished-lead')
})

test('a visitor who comes back, gives more and leaves again fills in their unfinished estimate', async ({ page }) => {
  test.setTimeout(120_000)
  const lastName = `Backagain${randomUUID().slice(0, 4)}`
  const { token, unfinished } = await leaveAndComeBack(
    page,
    { firstName: 'Ola', lastName, phone: '202-555-0174' },
    lastName,
  )
  // Back on the wizard: an email this time, and gone again.
  const email = `ola.${randomUUID().slice(0, 8)}@example.com`
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await leave(page)
  await expect.poll(async () => (await deskLeads(token, email)).map((lead) => lead.id)).toEqual([unfinished.id])
  expect(await deskLeads(token, lastName)).toHaveLength(1)
})

test('a visitor who leaves and comes back to send the estimate is one lead, the estimate request', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `back.${randomUUID().slice(0, 8)}@example.com`
  const { token, unfinished } = await leaveAndComeBack(
    page,
    { firstName: 'Rae', lastName: 'Returner', email, phone: '202-555-0173' },
    email,
  )
  // Back on the wizard's contact step with the answers: send from there.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
  const sent = page.waitForResponse((answer) => answer.url().endsWith(apiPath('leadEstimate')))
  await page.getByRole('button', { name: 'Send my request' }).click()
  expect((await sent).status()).toBe(201)
  await expect(page).toHaveURL(/\/dmv\/thank-you\?ref=EST-/)

  const leads = await deskLeads(token, email)
  expect(leads.map((lead) => ({ id: lead.id, kind: lead.kind }))).toEqual([{ id: unfinished.id, kind: 'estimate' }])
})
