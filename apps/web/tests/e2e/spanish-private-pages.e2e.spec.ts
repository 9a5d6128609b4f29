import { apiPath } from '@ecs/shared/api'
import type { InboxPage } from '@ecs/shared/leads'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { startStripeStandIn } from '@ecs/test-stack/stripe-stand-in'
import { expect, test, type Page } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import { wordsOf } from '../helpers/catalogue-words'
import { startStackWithInbox } from '../helpers/own-stack'
import { screenshots } from '../helpers/screenshots'
import { expectNoAxeViolations, SAME_ORIGIN, signIn } from '../helpers/staff-session'
import { en } from '../../src/lib/messages/customer-pages/en'

/** The private pages' English words without values: a Spanish page showing one shows English it has a translation for. */
const ENGLISH_WORDS = [...wordsOf(en as Parameters<typeof wordsOf>[0]).values()].filter(
  (word) => !word.includes('«') && word !== 'Total',
)

/** The page is Spanish as the server wrote it and as hydrated: `<html lang>`, and no English word of the pages shown. */
async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  const text = await page.locator('main').innerText()
  expect(ENGLISH_WORDS.filter((word) => text.includes(word))).toEqual([])
}

test('a Spanish customer opens their quote link on a phone in Spanish, accepts, pays the deposit through the stand-in and books the job; their visit link is Spanish; a changed link says so in both languages', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const stripe = await startStripeStandIn()
  const webhookSecret = 'whsec_e2e_spanish_quote'
  const { stack, inbox, stop } = await startStackWithInbox({
    cmsEnv: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
      LOGIN_RATE_LIMIT: '100000',
    },
    webEnv: { LOGIN_RATE_LIMIT: '100000' },
  }).catch(async (error: unknown) => {
    await stripe.stop()
    throw error
  })
  const site = stack.site!
  stripe.deliverTo(`${site.url}/api/payments/stripe-webhook`, webhookSecret)
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  try {
    // A Spanish request, quoted and sent by staff through the desk's API.
    const email = `cotizacion-${randomUUID().slice(0, 8)}@example.com`
    const filed = await page.request.post(`${site.url}/api/leads/estimate`, {
      data: estimateBody({ language: 'es', contact: { ...contact, lastName: 'Cotizada', email } }),
    })
    expect(filed.status()).toBe(201)
    await page.goto(`${site.url}/login?next=/admin/leads`)
    await signIn(page, 'staff@clearview.example')
    // Signed in (the desk's API is all this needs of the session).
    await expect(page).toHaveURL(`${site.url}/admin/leads`, { timeout: 30_000 })
    const inboxAnswer = await page.request.get(`${site.url}${apiPath('deskInbox', { query: { q: email } })}`, {
      headers: SAME_ORIGIN,
    })
    const lead = ((await inboxAnswer.json()) as InboxPage).docs[0]!
    const saved = await page.request.post(`${site.url}${apiPath('deskSaveQuote', { params: { id: lead.id } })}`, {
      headers: SAME_ORIGIN,
      data: {
        lines: [{ kind: 'free', description: 'Limpieza de canaletas', quantity: 2, unitCents: 12_050 }],
        deposit: { type: 'percent', percent: 25 },
        validUntil: '2099-12-04',
      },
    })
    expect(saved.status()).toBe(201)
    const { id } = (await saved.json()) as { id: number }
    const sent = await page.request.post(`${site.url}${apiPath('deskSendQuote', { params: { id } })}`, {
      headers: SAME_ORIGIN,
    })
    expect(sent.status()).toBe(200)
    // The link in the Spanish mail (beside the request's confirmation) is the one link of the quote, without a language in it.
    const quoteLink = /(http:\/\/127\.0\.0\.1:\d+\/quote\/[a-z0-9-]+)/
    const quoteMail = () => inbox.to(email).find((mail) => quoteLink.test(mail.text))
    await expect.poll(() => quoteMail()?.text ?? '').toMatch(quoteLink)
    const link = quoteLink.exec(quoteMail()!.text)![1]!

    // The server writes the page in Spanish before any script runs.
    const served = await (await page.request.get(link)).text()
    expect(served).toMatch(/<html lang="es"/)
    expect(served).toContain('Abriendo su presupuesto…')
    expect(served).toContain('"language":"es"')

    await page.context().clearCookies()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Su presupuesto', level: 1 })).toBeVisible()
    await expect(page.getByTestId('quote-total')).toHaveText('$241.00')
    await expect(page.getByText('Emitido el')).toContainText('válido hasta el 4 de diciembre de 2099')
    await expect(page.getByText('2 × $120.50')).toBeVisible()
    await expectSpanish(page)
    // Every link of the site's header and footer leads to the page in Spanish, not to its English twin.
    const siteLinks = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))
    expect(siteLinks.length).toBeGreaterThan(5)
    expect(siteLinks.filter((href) => href !== '/es' && !href.startsWith('/es/'))).toEqual([])
    await expectNoAxeViolations(page)
    await screenshots(page, 'spanish-quote')
    await page.setViewportSize({ width: 390, height: 844 })

    // Accepting: the form's own checks in Spanish, then the acceptance.
    await page.getByRole('button', { name: 'Aceptar el presupuesto' }).click()
    await expect(page.getByText('Su nombre completo necesita al menos 2 caracteres.')).toBeVisible()
    await expect(page.getByText('Marque que acepta los términos.')).toBeVisible()
    await page.getByLabel('Su nombre completo, como firma').fill('Ada Cotizada')
    await page.getByRole('checkbox', { name: /Acepto los términos del servicio/ }).check()
    await page.getByRole('button', { name: 'Aceptar el presupuesto' }).click()
    await expect(
      page.getByText(/Usted aceptó este presupuesto como Ada Cotizada el \d+ de \w+ de \d{4}\./),
    ).toBeVisible()
    await expectSpanish(page)
    await expectNoAxeViolations(page)

    // The deposit, through Stripe's stand-in, and back.
    await page.getByRole('button', { name: 'Pagar el depósito de $60.25' }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (stand-in)' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(`${link}?deposit=paid`)
    await expect(page.getByText('Su depósito de $60.25 está pagado.', { exact: false })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')

    // Booking the job in a free window, the times in Spanish.
    await page.setViewportSize({ width: 390, height: 844 })
    const booking = page.getByRole('region', { name: 'Reserve su trabajo' })
    await booking.getByRole('button', { name: 'Reservar esta hora' }).click()
    await expect(booking.getByRole('alert')).toHaveText('Elija una hora.')
    await expect(booking.locator('legend').first()).toHaveText(/^(lun|mar|mié|jue|vie|sáb|dom)/)
    await booking.getByRole('radio').first().check()
    await expectSpanish(page)
    await expectNoAxeViolations(page)
    await screenshots(page, 'spanish-quote-booking')
    await page.setViewportSize({ width: 390, height: 844 })
    await booking.getByRole('button', { name: 'Reservar esta hora' }).click()
    const booked = page.getByRole('region', { name: 'Su trabajo está reservado' })
    await expect(booked).toBeVisible()
    await expectSpanish(page)

    // The booked visit's own link: Spanish too, from the CMS's answer, on the same kind of link.
    const changeLink = (await booked.getByRole('link', { name: 'Cambiarla o cancelarla' }).getAttribute('href'))!
    expect(changeLink).toMatch(/\/visit\/[^/]+$/)
    await page.goto(changeLink)
    await expect(page.getByRole('heading', { name: 'Su visita', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Trabajo: programado' })).toBeVisible()
    await expect(page.getByText(/Puede cambiar la fecha o cancelarla aquí hasta el/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cambiarla a otra hora' })).toBeVisible()
    await expectSpanish(page)
    await expectNoAxeViolations(page)
    await screenshots(page, 'spanish-visit')

    // A changed link names no customer: it is said in both languages.
    await page.setViewportSize({ width: 390, height: 844 })
    const refused = await page.goto(`${link.slice(0, -1)}${link.endsWith('a') ? 'b' : 'a'}`)
    expect(refused?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'This quote link is not valid' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'El enlace de este presupuesto no es válido' })).toBeVisible()
    await expect(page.getByRole('alert').locator('[lang="es"]')).toContainText(/llamarnos al .*\d{3}/)
    await expectNoAxeViolations(page)
    await screenshots(page, 'spanish-quote-refused')
    // Server render and hydration agreed on every page (React says so in the console otherwise).
    expect(consoleErrors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([])
  } finally {
    await stop()
    await stripe.stop()
  }
})
