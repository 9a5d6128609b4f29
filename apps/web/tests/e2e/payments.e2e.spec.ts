import { freePort, startCms, startWeb } from '@ecs/test-stack'
import { startStripeStandIn } from '@ecs/test-stack/stripe-stand-in'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, signIn } from '../helpers/staff-session'
import { screenshots } from '../helpers/screenshots'

const unit = `T${Date.now().toString().slice(-6)}`

test('a resident signs up on the Montebello page; staff find the unit from the lead desk on Montebello payments, and a recorded check pays its balance', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.goto('/dmv/condos/montebello')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  const prices = page.getByRole('table')
  await expect(prices.getByRole('row', { name: /Balcony cleaning/ })).toContainText('$89.00')
  await page.getByLabel('Unit number').fill(unit)
  await page.getByRole('checkbox', { name: /^Balcony cleaning/ }).check()
  await page.getByLabel('Your name').fill('Mona Tello')
  await page.getByRole('textbox', { name: 'Email' }).fill(`mona.${unit}@example.com`)
  await page.getByRole('textbox', { name: 'Phone' }).fill('(703) 555-0147')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please accept the program terms to sign up.')).toBeVisible()
  await page.getByRole('checkbox', { name: /I accept the program terms/ }).check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  // The program's confirmation takes the form's place on its page.
  const confirmed = page.getByRole('region', { name: 'You are signed up' })
  await expect(
    // The routed promise: who calls and by when depend on the team on duty and the office's hours.
    confirmed.getByText(/(\w+ from our|Our) DMV Area team will call you .+ to confirm your unit/),
  ).toBeVisible()
  const reference = (await confirmed.getByText(/^RES-[0-9A-F]{8}$/).textContent())!

  // Staff open the signup on the lead desk and follow it to its program's payment page.
  await page.goto(`/admin/leads?q=${unit}`)
  await signIn(page, 'staff@clearview.example')
  await page.getByRole('table', { name: /Leads/ }).getByRole('link', { name: 'Mona Tello' }).click()
  await page.getByRole('link', { name: 'Payments for this signup' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/montebello-payments\\?q=${reference}$`))
  const ledger = page.getByRole('table', { name: /1 account/ })
  const row = ledger.getByRole('row', { name: new RegExp(`Unit ${unit}`) })
  await expect(row.getByRole('cell')).toHaveText([
    /Balcony cleaning\$89\.00 one visit, since/,
    '$89.00',
    '$0.00',
    'None yet',
    '$89.00Owing',
    '$0.00',
    `Record payment for Unit ${unit}, Mona Tello`,
  ])
  await expectNoAxeViolations(page)
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`montebello-payments-${width}.png`), fullPage: true })
  }

  // A check recorded on the page: a date in the future is refused next to its field, then it is saved.
  await row.getByRole('button', { name: /Record payment/ }).click()
  const form = page.getByRole('form', { name: `Record a payment for Unit ${unit}` })
  await form.getByLabel('Amount ($)').fill('89')
  await form.getByLabel('Note (optional)').fill('Check 1042')
  await form.getByLabel('Received on').fill('2999-01-01')
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(form.getByText('The date cannot be in the future.')).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByLabel('Received on').fill(new Date().toISOString().slice(0, 10))
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Payment recorded for Mona Tello', { exact: true })).toBeVisible()
  await expect(row.getByRole('cell').nth(2)).toHaveText('$89.00')
  await expect(row.getByRole('cell').nth(4)).toHaveText('$0.00Paid up')
  await expect(row).toContainText('Check · $89.00 · Check 1042')
  const totals = page.getByRole('definition')
  await expect(totals).toHaveText(['$89.00', '$89.00', '$0.00', '$0.00'])
  await expect(ledger.getByRole('row', { name: /Totals for/ })).toContainText('$89.00$89.00')
})

test('with Stripe keys, a customer pays an invoice by card on Stripe Checkout (stand-in) and the return page shows what the webhook recorded', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // The suite's stack has no keys (the phone and fallback link path: attribution-staff.e2e.spec.ts). A
  // second CMS and site on the same database are given them, with Stripe's API and hosted page played by
  // the stand-in (decision 015), which reports a payment to the site's webhook address, signed.
  const stripe = await startStripeStandIn()
  const webhookSecret = 'whsec_e2e_payments'
  const webPort = await freePort()
  const cms = await startCms({
    databaseUri: process.env.E2E_DATABASE_URI!,
    port: await freePort(),
    siteUrl: `http://127.0.0.1:${webPort}`,
    extraEnv: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      JOBS_AUTORUN: 'false',
    },
  })
  const site = await startWeb({ port: webPort, cmsUrl: cms.url }).catch(async (error: unknown) => {
    await cms.stop()
    throw error
  })
  stripe.deliverTo(`${site.url}/api/payments/stripe-webhook`, webhookSecret)
  try {
    const invoice = `INV-${Date.now().toString().slice(-6)}`
    await page.goto(`${site.url}/payment`)
    const form = page.getByRole('region', { name: 'Pay online by card' })
    await expect(form).toBeVisible()
    await expect(page.getByRole('link', { name: /^Pay by phone/ })).toHaveAttribute('href', /^tel:/)
    await expectNoAxeViolations(page)
    await form.getByLabel('Invoice number').fill(invoice)
    await form.getByLabel('Amount (USD)').fill('0.25')
    await form.getByRole('button', { name: 'Continue to secure payment' }).click()
    await expect(form.getByText('The amount must be at least $0.50.')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshots(page, 'payment')

    // The site sends the browser to the session's own address; cancelling there comes back with a word.
    await form.getByLabel('Amount (USD)').fill('259.99')
    await form.getByRole('button', { name: 'Continue to secure payment' }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    const session = [...stripe.sessions.values()].at(-1)!
    expect(page.url()).toBe(session.url)
    expect(stripe.requests.at(-1)!.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '25999',
      'metadata[invoiceNumber]': invoice,
    })
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page).toHaveURL(`${site.url}/payment?checkout=cancelled`)
    await expect(page.getByText('Your payment was canceled and nothing was charged.')).toBeVisible()

    // Paying: Stripe reports it to the webhook first, then returns the browser, which shows the ledger's entry.
    await page.goto(session.url)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(`${site.url}/payment/received?session_id=${session.id}`)
    expect(stripe.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 })
    await expect(page.getByText('Payment received: $259.99')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshots(page, 'payment-received')

    // A session the webhook has not reported (yet, or ever) is never shown as paid.
    await page.goto(`${site.url}/payment/received?session_id=cs_test_notreportedyet`)
    await expect(page.getByText('We are confirming your payment')).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshots(page, 'payment-confirming')

    // A Spanish page says the server's refusal at the field it names, in Spanish: no signup has this reference.
    await page.goto(`${site.url}/es/payment`)
    const spanishForm = page.getByRole('region', { name: 'Pague en línea con tarjeta' })
    // Ready once hydrated: until then the form is disabled and says it is getting ready.
    await expect(spanishForm.getByRole('button', { name: 'Continuar al pago seguro' })).toBeEnabled()
    await spanishForm.getByText('Un plan o programa para residentes').click()
    await spanishForm.getByLabel('Referencia de inscripción').fill('RES-0A0A0A0A')
    await spanishForm.getByLabel('Monto (USD)').fill('45.00')
    await spanishForm.getByRole('button', { name: 'Continuar al pago seguro' }).click()
    await expect(
      spanishForm.getByText('No encontramos ninguna inscripción con esa referencia.', { exact: false }),
    ).toBeVisible()
    await expect(spanishForm.getByLabel('Referencia de inscripción')).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    await screenshots(page, 'payment-refused-es')

    // Paid from the Spanish page, the customer comes back to the Spanish pages: cancelled, then paid.
    await spanishForm.getByText('Una factura').click()
    await spanishForm.getByLabel('Número de factura').fill(`${invoice}-ES`)
    await spanishForm.getByLabel('Monto (USD)').fill('80.00')
    await spanishForm.getByRole('button', { name: 'Continuar al pago seguro' }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    const spanishSession = [...stripe.sessions.values()].at(-1)!
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page).toHaveURL(`${site.url}/es/payment?checkout=cancelled`)
    await expect(page.getByText('Su pago se canceló y no se le cobró nada.', { exact: false })).toBeVisible()
    await page.goto(`${site.url}/es/payment/received`)
    await expect(page.getByText('Aquí no hay ningún pago que confirmar.', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Hacer un pago' }).first()).toHaveAttribute('href', '/es/payment')
    await page.goto(spanishSession.url)
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(`${site.url}/es/payment/received?session_id=${spanishSession.id}`)
    await expect(page.getByText('Pago recibido: $80.00')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectNoAxeViolations(page)
    await screenshots(page, 'payment-received-es')
    // The language switch keeps the session: the same payment, in English.
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(`${site.url}/payment/received?session_id=${spanishSession.id}`)
    await expect(page.getByText('Payment received: $80.00')).toBeVisible()
  } finally {
    await site.stop()
    await cms.stop()
    await stripe.stop()
  }
})
