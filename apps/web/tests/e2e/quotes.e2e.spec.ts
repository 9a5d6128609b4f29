import { randomUUID } from 'node:crypto'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { startStripeStandIn } from '@ecs/test-stack/stripe-stand-in'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { startStackWithInbox } from '../helpers/own-stack'
import { screenshots } from '../helpers/screenshots'
import { expectNoAxeViolations, signIn, staffToken } from '../helpers/staff-session'

test('staff build and send a quote; the customer opens it on a phone, downloads the PDF, accepts, pays the deposit and books the job in a free window (confirmed by email with an invitation, changeable behind its own link); the lead is won with its total and the deposit is in the ledger; staff mark the job done and the customer is asked for a review, with the review form filled in; a changed link says so', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // A CMS with Stripe's stand-in and an SMTP server of the test's own.
  const stripe = await startStripeStandIn()
  const webhookSecret = 'whsec_e2e_quotes'
  const { stack, inbox, stop } = await startStackWithInbox({
    cmsEnv: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      JOBS_AUTORUN: 'false',
      LOGIN_RATE_LIMIT: '100000',
    },
    webEnv: { LOGIN_RATE_LIMIT: '100000' },
  }).catch(async (error: unknown) => {
    await stripe.stop()
    throw error
  })
  const { cms } = stack
  const site = stack.site!
  stripe.deliverTo(`${site.url}/api/payments/stripe-webhook`, webhookSecret)
  const database = new pg.Pool({ connectionString: stack.databaseUri, max: 1 })
  try {
    const email = `quote-${randomUUID().slice(0, 8)}@example.com`
    const filed = await page.request.post(`${site.url}/api/leads/estimate`, {
      data: estimateBody({ contact: { ...contact, lastName: 'Quoted', email } }),
    })
    expect(filed.status()).toBe(201)

    // Staff build the quote on the lead page: a catalog service at the CMS's price and a free line.
    await page.goto(`${site.url}/admin/leads?q=${email}`)
    await signIn(page, 'staff@clearview.example')
    await page.getByRole('table', { name: /Leads/ }).getByRole('link', { name: 'Ada Quoted' }).click()
    const quotes = page.getByRole('region', { name: 'Quotes' })
    await quotes.getByRole('button', { name: 'New quote' }).click()
    await quotes.getByRole('button', { name: 'Add a service' }).click()
    await quotes.getByRole('button', { name: 'Add a free line' }).click()
    await quotes.getByLabel('What it is').fill('Gutter guards, front')
    await quotes.getByLabel('Price (USD)').fill('150')
    await expectNoAxeViolations(page)
    await screenshots(page, 'quote-builder')
    const previewTotal = (await quotes.getByTestId('quote-preview-total').textContent())!
    await quotes.getByRole('button', { name: 'Save the quote' }).click()
    await quotes.getByRole('button', { name: 'Send by email' }).click()
    await expect(quotes.getByText(`Sent to ${email}.`)).toBeVisible()
    // The quote's stage beside the status, and the same step on the timeline.
    await expect(page.getByText('Quote sent', { exact: true })).toHaveCount(2)

    // The email reaches the SMTP server with the private link.
    await expect.poll(() => inbox.to(email).length).toBe(1)
    const link = /(http:\/\/127\.0\.0\.1:\d+\/quote\/[a-z0-9-]+)/.exec(inbox.to(email)[0]!.text)![1]!
    const answer = await page.request.get(link)
    expect(answer.headers()['cache-control']).toBe('private, no-store')
    expect(answer.headers()['x-robots-tag']).toBe('noindex')

    // The customer, on a phone.
    await page.context().clearCookies()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(link)
    await expect(page.getByTestId('quote-total')).toHaveText(previewTotal)
    await expectNoAxeViolations(page)
    await screenshots(page, 'customer-quote')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the PDF' }).click(),
    ])
    const pdf = Buffer.from(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks)))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain(previewTotal)

    await page.getByRole('button', { name: 'Accept the quote' }).click()
    await expect(page.getByText('Your full name needs at least 2 characters.')).toBeVisible()
    await expect(page.getByText('Please tick that you accept the terms.')).toBeVisible()
    await page.getByLabel('Your full name, as your signature').fill('Ada Quoted')
    await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check()
    await page.getByRole('button', { name: 'Accept the quote' }).click()
    await expect(page.getByText(/You accepted this quote as Ada Quoted/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: /Pay the .* deposit/ }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(`${link}?deposit=paid`)
    await expect(page.getByText(/Your deposit of .* is paid/)).toBeVisible()
    await screenshots(page, 'customer-quote-paid')

    // Still on the phone, the customer books the job in a free window of the office's crews.
    await page.setViewportSize({ width: 390, height: 844 })
    const booking = page.getByRole('region', { name: 'Book your job' })
    await booking.getByRole('button', { name: 'Book this time' }).click()
    await expect(booking.getByRole('alert')).toHaveText('Please choose a time.')
    const firstWindow = booking.getByRole('radio').first()
    await firstWindow.check()
    await expectNoAxeViolations(page)
    await screenshots(page, 'customer-booking')
    await page.setViewportSize({ width: 390, height: 844 })
    await booking.getByRole('button', { name: 'Book this time' }).click()
    const booked = page.getByRole('region', { name: 'Your job is booked' })
    await expect(booked).toBeVisible()
    await expect(booked.getByTestId('visit-when')).not.toBeEmpty()
    await expectNoAxeViolations(page)
    await screenshots(page, 'customer-booked')
    // The confirmation reaches the mail server with its calendar invitation, once the job queue runs.
    const admin = await staffToken('admin@clearview.example', cms.url)
    await expect
      .poll(
        async () => {
          await fetch(`${cms.url}/api/payload-jobs/run?limit=50`, { headers: { authorization: `JWT ${admin}` } })
          return inbox.to(email).find((mail) => mail.text.includes('Your job is booked'))?.text ?? ''
        },
        { timeout: 30_000 },
      )
      .toContain('BEGIN:VCALENDAR')
    const changeLink = /href="(http[^"]+\/visit\/[^"]+)"/.exec(
      inbox.to(email).find((mail) => mail.text.includes('Your job is booked'))!.text,
    )![1]!
    await page.goto(changeLink)
    await expect(page.getByRole('heading', { name: 'Job: booked' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshots(page, 'customer-visit')

    // The lead is won with the quote's total, shown as from the quote, and the deposit is in the ledger.
    const { rows } = await database.query(
      `SELECT l.status, l.value::float8 AS value, l.value_source AS "valueSource", l.quote_stage AS stage,
        q.total_cents::int AS total, q.deposit_cents::int AS deposit,
        (SELECT count(*)::int FROM payments p WHERE p.account = 'quote' AND p.account_id = q.id AND p.amount_cents = q.deposit_cents) AS paid
      FROM desk_leads l JOIN quotes q ON q.lead_id = l.id WHERE l.email = $1`,
      [email],
    )
    expect(rows).toEqual([
      expect.objectContaining({ status: 'won', valueSource: 'quote', stage: 'job-booked', paid: 1 }),
    ])
    expect(rows[0].value * 100).toBe(rows[0].total)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${site.url}/admin/leads?q=${email}`)
    await signIn(page, 'staff@clearview.example')
    await page.getByRole('table', { name: /Leads/ }).getByRole('link', { name: 'Ada Quoted' }).click()
    await expect(page.getByText('Job booked', { exact: true })).toBeVisible()
    await expect(page.getByText('(from the accepted quote)')).toBeVisible()

    // The crew did the job: staff mark it done on the lead page, and the lead moves to job done.
    const visits = page.getByRole('region', { name: 'Visits' })
    await expect(visits.getByText(/Job V-\w+: booked/)).toBeVisible()
    await expectNoAxeViolations(page)
    await visits.getByRole('button', { name: /Mark job V-\w+ done/ }).click()
    await expect(visits.getByText(/Job V-\w+: done/)).toBeVisible()
    await expect(page.getByText('Job done', { exact: true })).toHaveCount(2)
    // The review request reaches the mail server, with our review form's link filled in for this job.
    const askedForReview = () => inbox.to(email).find((mail) => mail.text.includes('How did we do?'))
    await expect
      .poll(
        async () => {
          await fetch(`${cms.url}/api/payload-jobs/run?limit=50`, { headers: { authorization: `JWT ${admin}` } })
          return askedForReview()?.text ?? ''
        },
        { timeout: 30_000 },
      )
      .toContain('We ask every customer for a review')
    const reviewForm = /(http[^\s"<>]+\/services\/review\?[^\s"<>]+)/
      .exec(askedForReview()!.text)![1]!
      .replaceAll('&amp;', '&')
    expect(new URL(reviewForm).searchParams.get('reference')).toMatch(/^V-\w{8}$/)
    await page.context().clearCookies()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(reviewForm)
    await expect(page.getByLabel('Location')).not.toHaveValue('')
    await expect(page.getByLabel("Your job's reference")).toHaveValue(/^V-\w{8}$/)
    await expectNoAxeViolations(page)
    await screenshots(page, 'customer-review-form')

    // A changed link is a clear page with the office's phone, never a 500.
    await page.context().clearCookies()
    const refused = await page.goto(`${link.slice(0, -1)}${link.endsWith('a') ? 'b' : 'a'}`)
    expect(refused?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'This quote link is not valid' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(/call .*\d{3}/i)
    await expectNoAxeViolations(page)
    await screenshots(page, 'customer-quote-refused')
    const visitRefused = await page.goto(`${changeLink.slice(0, -1)}${changeLink.endsWith('a') ? 'b' : 'a'}`)
    expect(visitRefused?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
    await expectNoAxeViolations(page)
  } finally {
    await database.end()
    await stop()
    await stripe.stop()
  }
})
