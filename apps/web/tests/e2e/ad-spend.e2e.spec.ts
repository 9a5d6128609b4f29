import { estimateBody } from '@ecs/test-stack/lead-bodies'
import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { screenshots } from '../helpers/screenshots'
import { expectNoAxeViolations, signIn, signInToAdmin } from '../helpers/staff-session'

const cms = () => process.env.E2E_CMS_URL!

test('marketing imports a Google Ads export in the admin and reads cost per lead and return on ad spend in By campaign', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const campaign = `e2e-spend-${randomUUID().slice(0, 8)}`
  const today = new Date().toISOString().slice(0, 10)
  // Two visits of the campaign from its ads, one of which asks for an estimate.
  const sessions = [randomUUID(), randomUUID()]
  for (const sessionId of sessions) {
    const saved = await request.post(`${cms()}/api/attribution`, {
      data: {
        sessionId,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: campaign,
        utmContent: null,
        utmTerm: null,
        gclid: null,
        gbraid: null,
        wbraid: null,
        gadSource: null,
        referrer: 'https://www.google.com/',
        landingPage: 'https://clearview.example/dmv',
      },
    })
    expect(saved.status()).toBe(201)
  }
  const lead = await request.post(`${cms()}/api/leads/estimate`, {
    data: estimateBody({ attributionSessionId: sessions[0] }),
  })
  expect(lead.status()).toBe(201)

  // The export as Google Ads downloads it: title, range, header, the campaign's day, the totals.
  const csv = [
    'Campaign report',
    `"${today} - ${today}"`,
    'Day,Campaign,Campaign status,Currency code,Impr.,Clicks,Cost',
    `${today},${campaign.toUpperCase()} ,Enabled,USD,"1,020",31,"1,240.00"`,
    'Total: Account,--,--,USD,"1,020",31,"1,240.00"',
  ].join('\n')

  await signInToAdmin(page, cms(), 'marketing@clearview.example')
  await page.goto(`${cms()}/admin/collections/ad-spend`)
  await page.getByLabel('Spend export').setInputFiles({
    name: 'campaign-report.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  await page.getByRole('button', { name: 'Import CSV' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Google Ads campaign report' })).toHaveText(
    'Google Ads campaign report: 1 campaign day read, 1 new, 0 changed, 0 already as the file says.',
  )
  // The list shows the imported row (its day is the row's link, the campaign a cell as the file wrote it).
  await expect(page.getByRole('row').filter({ hasText: campaign.toUpperCase() }).getByRole('cell')).toContainText([
    campaign.toUpperCase(),
    '1240',
  ])

  // Its row among many campaigns: the report filtered on it (By campaign pages 25 rows, most visits first).
  // The site's sign-in is its own: here the CMS shares the site's host (another port), and its admin
  // cookie would sign the browser in on the site too, which a CMS on its own host never does.
  await page.context().clearCookies()
  await page.goto(`/login?next=${encodeURIComponent(`/cms?campaign=${campaign}`)}`)
  await signIn(page, 'marketing@clearview.example')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // Marketing is offered only the staff pages it may open.
  await expect(page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link')).toHaveText(['Dashboard'])
  const byCampaign = page.getByRole('table', { name: 'By campaign' })
  const row = byCampaign.getByRole('row').filter({ has: page.getByRole('rowheader', { name: campaign }) })
  await expect(row).toBeVisible()
  // A column by its header's name (its sort button's arrow is not part of it), the row's cell under it.
  const cell = async (header: string) => {
    const index = await byCampaign
      .getByRole('columnheader', { name: header, exact: true })
      .evaluate((th) => (th as HTMLTableCellElement).cellIndex)
    expect(index, header).toBeGreaterThan(0)
    return row.getByRole('cell').nth(index - 1)
  }
  await expect(await cell('Sessions')).toHaveText('2')
  await expect(await cell('Leads')).toHaveText('1')
  await expect(await cell('Cost')).toHaveText('$1,240.00')
  await expect(await cell('Cost / lead')).toHaveText('$1,240.00')
  await expect(await cell('Cost / won job')).toHaveText('—')
  await expect(await cell('Return on ad spend')).toHaveText('0.00×')
  await expect(page.getByText('Ad spend in the range', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  await screenshots(page, 'ad-spend-cms')
})
