import { expect, test } from '@playwright/test'
import { screenshots } from '../helpers/screenshots'
import { signInToAdmin } from '../helpers/staff-session'

// The lead emails' and texts' words in the CMS: marketing sees what a made-up lead would get as they type.

const cms = () => process.env.E2E_CMS_URL!

test('marketing previews a lead email with unsaved words and sends themselves a test; the texts page previews the instant text and says why a test cannot be texted', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInToAdmin(page, cms(), 'marketing@clearview.example')

  await page.goto(`${cms()}/admin/globals/lead-emails`)
  const preview = page.getByRole('region', { name: 'Preview with a sample lead' })
  await expect(preview.getByLabel('Kind of lead')).toHaveValue('estimate')
  await expect(preview.getByLabel('Email')).toHaveValue('customer')
  const email = preview.frameLocator('iframe[title^="Preview:"]')
  await expect(email.getByText('Sam', { exact: false }).first()).toBeVisible()

  // An unsaved greeting shows in the preview as typed.
  const greeting = `Hello {firstName}, thanks from the preview test ${Date.now()}`
  await page.getByLabel('Greeting').first().fill(greeting)
  await expect(email.getByText(greeting.replace('{firstName}', 'Sam'))).toBeVisible()

  // A kind without a confirmation offers the staff alert only.
  await preview.getByLabel('Kind of lead').selectOption({ label: 'Phone call' })
  await expect(preview.getByLabel('Email')).toHaveValue('team')
  await expect(preview.getByLabel('Email').getByRole('option')).toHaveCount(1)

  await preview.getByRole('button', { name: 'Send me a test' }).click()
  await expect(preview.getByRole('status')).toHaveText('Sent to marketing@clearview.example.')
  await screenshots(page, 'lead-emails-preview')

  await page.goto(`${cms()}/admin/globals/lead-texts`)
  const texts = page.getByRole('region', { name: 'Preview with a sample lead' })
  await expect(texts.getByLabel('Text')).toHaveValue('customer')
  await expect(texts.getByText(/\d+ characters/)).toBeVisible()
  await texts.getByLabel('Text').selectOption({ label: 'New-lead alert to staff' })
  await expect(texts.getByText(/Sam Sample/)).toBeVisible()
  await texts.getByRole('button', { name: 'Send me a test' }).click()
  await expect(texts.getByRole('status')).toHaveText('Add your mobile number to your account to get a test text.')
  await screenshots(page, 'lead-texts-preview')
})
