import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/staff-session'
import { screenshots } from '../helpers/screenshots'

test.use({ viewport: { width: 390, height: 844 } })

test("a Montebello resident at 390 px goes from the program page's first screen to the program's own confirmation, several services at once", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/dmv/condos/montebello')
  await page.waitForLoadState('networkidle')
  // The way to the form is in the first screen, and it goes to the form thousands of pixels down.
  const signUpNow = page.getByRole('link', { name: 'Sign up now' })
  await expect(signUpNow).toBeInViewport()
  await expect(page.getByRole('main').getByRole('link', { name: 'Call' }).first()).toHaveAttribute(
    'href',
    /^tel:\+?1?7035550105$/,
  )
  await expectNoAxeViolations(page)
  await signUpNow.click()
  await expect(page).toHaveURL(/#resident-signup$/)
  await expect(page.getByLabel('Unit number')).toBeInViewport()

  const unit = `M${Date.now().toString().slice(-6)}`
  await page.getByLabel('Unit number').fill(unit)
  await page.getByRole('checkbox', { name: /^Balcony cleaning/ }).check()
  await page.getByRole('checkbox', { name: /^Seasonal window care/ }).check()
  await expect(page.getByText('Total: $89.00 one visit + $129.00 quarterly')).toBeVisible()
  await page.getByLabel('Your name').fill('Mona Tello')
  await page.getByRole('textbox', { name: 'Email' }).fill(`mona.${unit}@example.com`)
  await page.getByRole('textbox', { name: 'Phone' }).fill('(703) 555-0147')
  await page.getByRole('checkbox', { name: /I accept the program terms/ }).check()
  await page.getByRole('button', { name: 'Sign up' }).click()

  // The program's confirmation on its own page: its words, its services and total, its phone.
  const confirmed = page.getByRole('region', { name: 'You are signed up' })
  await expect(confirmed).toBeFocused()
  await expect(page).toHaveURL(/\/dmv\/condos\/montebello#resident-signup$/)
  await expect(confirmed).toContainText('You are signed up for the Montebello Resident Program.')
  await expect(confirmed).toContainText(/Your reference: RES-[0-9A-F]{8}/)
  await expect(confirmed).toContainText('Balcony cleaning: $89.00, one visit')
  await expect(confirmed).toContainText('Seasonal window care, any unit: $129.00, quarterly')
  await expect(confirmed).toContainText('$89.00 one visit + $129.00 quarterly')
  await expect(confirmed.getByRole('link', { name: '(703) 555-0105' })).toBeVisible()
  await expect(confirmed).not.toContainText('clear quote')
  await expectNoAxeViolations(page)
  await screenshots(page, 'montebello-confirmed')
})

test('the Spanish program page has its first-screen link and Spanish words for several services', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/es/dmv/condos/montebello')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('link', { name: 'Inscríbase ahora' })).toBeInViewport()
  await page.getByRole('checkbox', { name: /^Limpieza del balcón/ }).check()
  await page.getByRole('checkbox', { name: /^Cuidado de ventanas por temporada/ }).check()
  await expect(page.getByText('Total: $89.00 una visita + $129.00 trimestral')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'montebello-es')
})
