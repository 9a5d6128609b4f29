import { expect, type Page } from '@playwright/test'

/** Walks the DMV wizard as a homeowner asking for residential window cleaning up to its contact step (the one that sends). */
export async function walkToContactStep(page: Page) {
  await page.goto('/dmv/contact')
  const continueTo = async (heading: string) => {
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await page.getByRole('radio', { name: /My home/ }).check()
  await continueTo('Which services do you need?')
  await page.getByRole('checkbox', { name: 'Residential Window Cleaning' }).check()
  await continueTo('Tell us about the property')
  await page.getByRole('radio', { name: /^Medium/ }).check()
  await page.getByRole('radio', { name: '2', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Windows' }).check()
  await continueTo('The property address')
  await page.getByLabel('Street address').fill('1100 Wilson Blvd')
  await page.getByLabel('City').fill('Arlington')
  await page.getByLabel('State').fill('VA')
  await page.getByLabel('ZIP').fill('22209')
  await continueTo('How can we reach you?')
}

/**
 * Requests a residential window cleaning estimate in DMV with the wizard, as a visitor would (ticking
 * the consent to texts, unticked until then, when asked), and answers the lead endpoint's response (the visit's campaign goes with it from local storage).
 */
export async function requestEstimate(
  page: Page,
  contact: { lastName: string; email: string; phone: string; textConsent?: boolean },
) {
  await walkToContactStep(page)
  await page.getByLabel('Your name').fill(`Ada ${contact.lastName}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(contact.email)
  await page.getByRole('textbox', { name: 'Phone' }).fill(contact.phone)
  const consent = page.getByRole('checkbox', { name: /^Text me about this request/ })
  await expect(consent).not.toBeChecked()
  if (contact.textConsent) await consent.check()
  const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/leads/estimate'))
  await page.getByRole('button', { name: 'Send my request' }).click()
  const answer = await sent
  expect(answer.status()).toBeLessThan(300)
  await expect(page).toHaveURL(/\/dmv\/thank-you/)
  return answer
}
