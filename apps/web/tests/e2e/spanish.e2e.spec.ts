import { randomUUID } from 'node:crypto'
import { LOCATION_TIME_ZONES } from '@ecs/shared/hours'
import { expect, test, type Page } from '@playwright/test'
import { startStackWithInbox } from '../helpers/own-stack'
import { screenshots } from '../helpers/screenshots'
import { expectNoAxeViolations, staffToken } from '../helpers/staff-session'

async function continueTo(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
}

test('a visitor on the Spanish Houston pages asks for an estimate in Spanish at 390 px: Spanish errors and thank-you page, the lead kept as Spanish and given to the Spanish speaker on duty, the confirmation email in Spanish', async ({
  page,
}) => {
  test.setTimeout(300_000)
  // A stack of the test's own, so its CMS sends mail to the test's SMTP server and its routing changes touch no other test.
  const { stack, inbox, stop } = await startStackWithInbox({ cmsEnv: { JOB_RETRY_DELAY_MS: '500' } })
  try {
    const site = stack.site!.url
    const cms = stack.cms.url
    const auth = { authorization: `JWT ${await staffToken('admin@clearview.example', cms)}` }
    const admin = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const answer = await fetch(`${cms}${path}`, {
        ...init,
        headers: { ...auth, 'content-type': 'application/json', ...init.headers },
      })
      expect(answer.ok, `${path}: ${answer.status}`).toBe(true)
      return (await answer.json()) as T
    }
    type Docs<T> = { docs: T[] }
    const [houston] = (await admin<Docs<{ id: number }>>('/api/locations?where[slug][equals]=houston&depth=0')).docs
    // Open all day in a time zone where it is not near midnight: the lead arrives in office hours by any clock.
    const zone = LOCATION_TIME_ZONES.find((timeZone) => {
      const hour = Number(
        new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date()),
      )
      return hour >= 1 && hour <= 21
    })!
    await admin(`/api/locations/${houston!.id}`, {
      method: 'PATCH',
      // The visitor books the estimate visit on the thank-you page too (the crews work the office's hours).
      body: JSON.stringify({
        hours: 'Mon–Sun 12:00 am – 11:59 pm',
        timeZone: zone,
        booking: { estimateBookingOnline: true },
      }),
    })
    // Houston's team: Keisha Grant speaks English only, Brian Nguyen English and Spanish; both on duty.
    const member = async (name: string) =>
      (await admin<Docs<{ id: number }>>(`/api/users?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).docs[0]!
    const keisha = await member('Keisha Grant')
    const brian = await member('Brian Nguyen')
    await admin(`/api/users/${keisha.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ languages: ['en'], onDuty: true }),
    })
    await admin(`/api/users/${brian.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ languages: ['en', 'es'], onDuty: true }),
    })

    // Changing the location is a content change: the site renders Houston's pages again before it answers them.
    await expect.poll(async () => (await fetch(`${site}/es/houston`)).status, { timeout: 60_000 }).toBe(200)
    await page.setViewportSize({ width: 390, height: 844 })
    expect((await page.goto(`${site}/es/houston`))?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectNoAxeViolations(page)
    await screenshots(page, 'es-houston')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${site}/es/houston/contact`)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByText('Paso 1 de', { exact: false })).toBeVisible()
    await expectNoAxeViolations(page)

    // Houston serves homes and businesses: the form asks which first (a home: its size and stories).
    await expect(page.getByRole('heading', { level: 2, name: '¿Es para una casa o para un negocio?' })).toBeVisible()
    await page.getByRole('radio', { name: /^Mi casa/ }).check()
    await continueTo(page, '¿Qué servicios necesita?')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('group', { name: 'Elija uno o más' })).toHaveAccessibleDescription(
      /Elija al menos un servicio/,
    )
    await page.getByRole('group', { name: 'Elija uno o más' }).getByRole('checkbox').first().check()
    await continueTo(page, 'Cuéntenos sobre la propiedad')
    await page.getByRole('radio', { name: /^Grande/ }).check()
    await page.getByRole('radio', { name: '2', exact: true }).check()
    await continueTo(page, 'La dirección de la propiedad')
    await page.getByRole('textbox', { name: 'Dirección' }).fill('900 Main St')
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Houston')
    await page.getByRole('textbox', { name: 'Estado' }).fill('TX')
    await page.getByRole('textbox', { name: 'Código postal' }).fill('77002')
    await continueTo(page, '¿Cómo podemos comunicarnos con usted?')
    const email = `sofia.${randomUUID().slice(0, 8)}@example.com`
    await page.getByLabel('Su nombre').fill('Sofía Ramírez')
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('sofia@')
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('(713) 555-0142')
    await page.getByRole('button', { name: 'Enviar mi solicitud' }).click()
    // The schema's own message, in Spanish.
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(/correo/i)
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).not.toHaveAccessibleDescription(/email/i)
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email)
    // The contact step sums up the request, each part with its Edit, in Spanish.
    const summary = page.getByRole('region', { name: 'Su solicitud' })
    await expect(summary.getByText('Tipo de propiedad', { exact: true })).toBeVisible()
    await expect(summary.getByRole('button', { name: 'Editar dirección' })).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshots(page, 'es-wizard-contact')
    await page.setViewportSize({ width: 390, height: 844 })
    const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/leads/estimate'))
    await page.getByRole('button', { name: 'Enviar mi solicitud' }).click()
    expect((await sent).status()).toBeLessThan(300)

    await expect(page).toHaveURL(/\/es\/houston\/thank-you\?ref=EST-/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByText('Su número de referencia:')).toBeVisible()
    await expect(page.getByText(/¿Nos necesita antes\? Llame al/)).toBeVisible()
    // The routed promise names the Spanish speaker, in Spanish.
    await expect(page.getByText(/Brian, de nuestro equipo de Houston TX, le llamará/)).toBeVisible()
    // The estimate visit booked there in Spanish: the days and times in Spanish, the visit booked said in Spanish.
    const booking = page.getByRole('region', { name: 'Reserve su visita gratis para el presupuesto' })
    await expect(booking.getByRole('group').first()).toHaveAccessibleName(
      /^(lun|mar|mié|jue|vie|sáb|dom), \d+ de [a-z]+\.?$/,
    )
    await booking.getByRole('button', { name: 'Reservar esta hora' }).click()
    await expect(booking.getByRole('alert')).toHaveText('Elija una hora.')
    await expectNoAxeViolations(page)
    await screenshots(page, 'es-thank-you')
    await page.setViewportSize({ width: 390, height: 844 })
    await booking.getByRole('radio').first().check()
    await booking.getByRole('button', { name: 'Reservar esta hora' }).click()
    const booked = page.getByRole('region', { name: 'Su visita para el presupuesto está reservada' })
    await expect(booked.getByText('Cuándo', { exact: true })).toBeVisible()
    await expect(booked.getByTestId('visit-when')).toHaveText(
      /^(lun|mar|mié|jue|vie|sáb|dom), \d+ de [a-z]+\.?, \d+:00 [ap]\./,
    )
    await expectNoAxeViolations(page)
    await screenshots(page, 'es-thank-you-booked')
    const reference = new URL(page.url()).searchParams.get('ref')!

    const [request] = (
      await admin<Docs<{ sourcePage: string; language: string }>>(
        `/api/estimate-requests?where[contact.email][equals]=${encodeURIComponent(email)}&depth=0`,
      )
    ).docs
    expect(request).toMatchObject({ sourcePage: '/es/houston/contact', language: 'es' })
    const [desk] = (
      await admin<Docs<{ owner: number | null }>>(
        `/api/desk-leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      )
    ).docs
    expect(desk?.owner).toBe(brian.id)

    // The customer's confirmation, sent by the job queue through the SMTP server, in Spanish.
    const mailSaying = (words: string) => inbox.to(email).find((mail) => mail.text.includes(words))?.text ?? ''
    await expect.poll(() => mailSaying(`Su número de referencia es ${reference}`), { timeout: 60_000 }).not.toBe('')
    const confirmation = mailSaying(`Su número de referencia es ${reference}`)
    expect(confirmation).toMatch(/Content-Language: es|lang="es"/)
    expect(confirmation).toContain('Brian, de nuestro equipo de Houston TX')
    // The visit booked on the thank-you page is confirmed too, with its calendar invitation.
    await expect.poll(() => mailSaying('BEGIN:VCALENDAR'), { timeout: 60_000 }).toContain('END:VCALENDAR')
  } finally {
    await stop()
  }
})
