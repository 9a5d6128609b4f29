import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/staff-session'

async function screenshots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 900 })
}

test.use({ viewport: { width: 390, height: 900 } })

test('a job seeker applies in Spanish at 390 px: Spanish roles, Spanish errors for what is missing and a Spanish confirmation', async ({
  page,
}) => {
  await page.goto('/es/careers/roles')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Puestos disponibles' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'roles')
  await page.getByRole('link', { name: 'Postularse para Técnico de limpieza de ventanas' }).click()
  await expect(page).toHaveURL(/\/es\/careers\/apply\?role=window-cleaning-technician$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Únase a nuestro equipo' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Puesto', { exact: true })).toHaveValue('window-cleaning-technician')

  await page.getByRole('button', { name: 'Enviar mi solicitud' }).click()
  await expect(page.getByLabel('Su nombre')).toHaveAccessibleDescription('Escriba su nombre.')
  await expect(page.getByLabel('Años de experiencia')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Elija cuándo puede trabajar.')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('Su nombre').fill('Rosa Martínez')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(`solicitud.${Date.now()}@example.com`)
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('(713) 555-0148')
  await page.getByLabel('Sede preferida').selectOption('houston')
  await page.getByLabel('Años de experiencia').fill('2')
  await page.getByRole('radio', { name: 'Medio tiempo' }).check()
  // A file that is not a document is refused at the field, in Spanish.
  const resume = page.getByLabel(/^Currículum/)
  await resume.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a document') })
  await page.getByRole('button', { name: 'Enviar mi solicitud' }).click()
  await expect(resume).toHaveAccessibleDescription('Suba su currículum como documento PDF o Word.')
  await resume.setInputFiles({
    name: 'curriculum.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\ntrailer << /Root 1 0 R /Size 2 >>\nstartxref\n9\n%%EOF\n',
    ),
  })
  await screenshots(page, 'apply')
  await page.getByRole('button', { name: 'Enviar mi solicitud' }).click()
  const received = page.getByRole('status').filter({ hasText: 'Recibimos su solicitud' })
  await expect(received).toBeVisible()
  await expect(received).toContainText(/Su número de referencia es APP-[0-9A-F]{8}\./)
  await expectNoAxeViolations(page)
})

test('a customer leaves a review in Spanish at 390 px: Spanish labels and errors, and the Spanish thanks', async ({
  page,
}) => {
  await page.goto('/es/houston/reviews')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Reseñas de clientes en Houston TX' })).toBeVisible()
  await expect(page.getByLabel('Ordenar por')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'location-reviews')
  // The page's own button (the footer's site-wide link does not carry the location).
  await page.getByRole('main').getByRole('link', { name: 'Deje una reseña', exact: true }).click()
  await expect(page).toHaveURL(/\/es\/services\/review\?location=houston$/)
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo lo hicimos?' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Zona')).toHaveValue('houston')
  // The services are offered by their Spanish names, and nothing is chosen yet.
  await expect(page.getByLabel('Servicio (opcional)').locator('option').first()).toHaveText('Elija…')
  await expect(page.getByLabel('Servicio (opcional)')).toContainText('Lavado a presión')
  await expect(page.getByLabel('Servicio (opcional)')).not.toContainText('Pressure Washing')
  await expectNoAxeViolations(page)

  await page.getByRole('radio', { name: '5 estrellas' }).check()
  await page.getByLabel('Su reseña').fill('Muy bien')
  await page.getByRole('button', { name: 'Enviar mi reseña' }).click()
  await expect(page.getByLabel('Su reseña')).toHaveAccessibleDescription('Su reseña necesita al menos 20 caracteres.')
  await expect(page.getByLabel('Su nombre')).toHaveAccessibleDescription('Escriba su nombre.')
  await page.getByLabel('Su reseña').fill('La cuadrilla cuidó las plantas y las ventanas quedaron impecables.')
  await page.getByLabel('Su nombre').fill('Rosa M.')
  await screenshots(page, 'review')
  await page.getByRole('button', { name: 'Enviar mi reseña' }).click()
  await expect(page.getByRole('heading', { name: 'Gracias por su reseña' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the Spanish plans and industries pages read in Spanish, with prices through Intl, at 390 and 1366 px', async ({
  page,
}) => {
  await page.goto('/es/dmv/seasonal-protection-plans')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: /^Planes de protección por temporada en / })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Elija el tamaño de su casa' })).toBeVisible()
  await expect(page.getByText(/^\$[\d,]+\.\d{2} al año$/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver los planes ampliados' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'plans')

  await page.goto('/es/commercial-services/industries')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Industrias que atendemos' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Con quién trabajamos' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Operadores de estacionamientos' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'industries')
})
