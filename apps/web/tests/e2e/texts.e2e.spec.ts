import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import type { StandInMessage } from '@ecs/test-stack/twilio-stand-in'
import { requestEstimate } from '../helpers/estimate-wizard'
import { expectNoAxeViolations, signIn } from '../helpers/staff-session'
import { screenshots } from '../helpers/screenshots'

const twilio = () => process.env.E2E_TWILIO_URL!

async function textsTo(phone: string): Promise<StandInMessage[]> {
  const messages = (await (await fetch(`${twilio()}/stand-in/messages`)).json()) as StandInMessage[]
  return messages.filter((message) => message.to === phone)
}

test('a consenting customer is texted at once, staff text them from the lead page and their reply lands on its timeline', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A number of its own, so earlier runs' texts in the same stand-in are not counted.
  const digits = String(Math.floor(Math.random() * 9000) + 1000)
  const phone = `+1202555${digits}`
  const email = `texts-${randomUUID().slice(0, 8)}@example.com`
  await requestEstimate(page, { lastName: 'Textwell', email, phone: `202-555-${digits}`, textConsent: true })

  // The instant text reaches Twilio (the stand-in) with the promise of who will answer.
  await expect
    .poll(async () => (await textsTo(phone)).map((text) => text.body), { timeout: 20_000 })
    .toEqual([
      expect.stringMatching(
        /^Hi Ada, thanks for your request EST-[0-9A-F]{8}\. (\S+ from our|Our) DMV Area team will call you \S/,
      ),
    ])

  // Staff open the lead and text the customer from a ready-made text.
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`)
  await signIn(page, 'staff@clearview.example')
  await page.getByRole('link', { name: 'Ada Textwell' }).click()
  const composer = page.getByRole('region', { name: 'Text the customer' })
  await expect(composer).toContainText(`To (202) 555-${digits}`)
  await composer.getByLabel('Ready-made text').selectOption({ label: 'Tried to call' })
  await expect(composer.getByLabel('Text', { exact: true })).toHaveValue(/^Hi Ada, this is DMV Area about your request/)
  await composer.getByLabel('Text', { exact: true }).fill('Hi Ada, could we come by Thursday at 10?')
  await composer.getByRole('button', { name: 'Send text' }).click()
  await expect(page.getByText('Text sent', { exact: true })).toBeVisible()
  await expect
    .poll(async () => (await textsTo(phone)).at(-1)?.body, { timeout: 20_000 })
    .toBe('Hi Ada, could we come by Thursday at 10?')
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline).toContainText('Hi Ada, could we come by Thursday at 10?')

  // The customer answers; Twilio (the stand-in) posts it, signed, to the site's webhook.
  const delivered = await fetch(`${twilio()}/stand-in/texts`, {
    method: 'POST',
    body: JSON.stringify({ from: phone, body: 'Thursday at 10 works' }),
  })
  expect(((await delivered.json()) as { status: number }).status).toBe(200)
  await page.reload()
  await expect(timeline).toContainText(`Text from (202) 555-${digits}`)
  await expect(timeline).toContainText('Thursday at 10 works')
  await expectNoAxeViolations(page)
  await screenshots(page, 'lead-page-texts')
})
