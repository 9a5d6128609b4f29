import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../helpers/staff-session'

/** The forms refuse fills faster than a person; tests wait that long before sending. */
const humanPause = (page: Page) => page.waitForTimeout(3100)

const unit = `T${Date.now().toString().slice(-6)}`

test('a resident signs up on the Montebello page at the resident price and gets a reference', async ({ page }) => {
  await page.goto('/dmv/condos/montebello')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
  const prices = page.getByRole('table')
  await expect(prices.getByRole('row', { name: /Balcony cleaning/ })).toContainText('$89.00')
  await page.getByLabel('Unit number').fill(unit)
  await page.getByRole('radio', { name: /^Balcony cleaning/ }).check()
  await page.getByLabel('First name').fill('Mona')
  await page.getByLabel('Last name').fill('Tello')
  await page.getByRole('textbox', { name: 'Email' }).fill(`mona.${unit}@example.com`)
  await page.getByRole('textbox', { name: 'Phone' }).fill('(703) 555-0147')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please accept the program terms to sign up.')).toBeVisible()
  await page.getByRole('checkbox', { name: /I accept the program terms/ }).check()
  await humanPause(page)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/dmv\/thank-you\?ref=RES-[0-9A-F]{8}$/)
  await expect(
    page.getByText(/Our DMV Area team will call you within two business days to confirm your unit/),
  ).toBeVisible()
})
