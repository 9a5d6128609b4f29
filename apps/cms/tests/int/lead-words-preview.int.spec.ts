import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { startSmtpInbox } from '@ecs/test-stack/smtp-inbox'
import { simpleParser } from 'mailparser'
import { startTwilioStandIn } from '@ecs/test-stack/twilio-stand-in'
// Types only: the modules are imported after the test's SMTP settings are in place.
import type * as RestHelpers from '../helpers/rest'

/** Every email the CMS sends in this file. */
const smtp = await startSmtpInbox()
const inbox = smtp.mails

/** Texts on, against the stand-in of Twilio's API: a test text reaches it. */
const twilio = await startTwilioStandIn()

let payload: Payload
let tokens: Awaited<ReturnType<typeof RestHelpers.actorTokens>>
let postJson: typeof RestHelpers.postJson

beforeAll(async () => {
  process.env.SMTP_URL = smtp.url
  process.env.TWILIO_ACCOUNT_SID = twilio.accountSid
  process.env.TWILIO_AUTH_TOKEN = twilio.authToken
  process.env.TWILIO_FROM_NUMBER = twilio.phoneNumber
  process.env.TWILIO_API_URL = twilio.url
  const helpers = await import('../helpers/rest')
  postJson = helpers.postJson
  ;({ payload, tokens } = await helpers.payloadWithTokens())
})

afterAll(async () => {
  await smtp.stop()
  await twilio.stop()
  await payload.db.destroy?.()
})

const estimateConfirmation = (words?: Record<string, unknown>, language = 'en') => ({
  kind: 'estimate',
  audience: 'customer',
  language,
  ...(words && { words }),
})

/** The estimate confirmation's saved greeting for the sample visitor (other files change the saved words). */
async function savedGreeting(): Promise<string> {
  const words = (await payload.findGlobal({ slug: 'lead-emails', overrideAccess: true })) as {
    estimate?: { customer?: { greeting?: string | null } }
  }
  return (words.estimate?.customer?.greeting || 'Hi {firstName},').replaceAll('{firstName}', 'Sam')
}

const leadCount = async () => (await payload.count({ collection: 'estimate-requests', overrideAccess: true })).totalDocs

describe('the lead emails with a sample lead', () => {
  it('shows marketing the confirmation a made-up visitor would get, with the words being edited, unsaved', async () => {
    const before = await leadCount()
    const response = await postJson(
      '/api/lead-emails/preview',
      estimateConfirmation({
        customer: { subject: 'Got it, {firstName}: {reference}', closing: 'Talk soon from {location}.' },
      }),
      { token: tokens.marketing },
    )
    expect(response.status).toBe(200)
    const email = (await response.json()) as { to: string; subject: string; html: string; text: string }
    expect(email.to).toBe('sam.sample@example.com')
    expect(email.subject).toBe('Got it, Sam: EST-5A3B1E00')
    expect(email.text).toMatch(/Talk soon from \w/)
    // The saved greeting where nothing is being edited, and what the sample asked for.
    expect(email.text).toContain(await savedGreeting())
    expect(email.text).toContain('Residential Window Cleaning')
    expect(email.html).toContain('<html')
    // Nothing is stored: the sample is made up.
    expect(await leadCount()).toBe(before)
  })

  it('writes the sample in the language being edited', async () => {
    const response = await postJson('/api/lead-emails/preview', estimateConfirmation(undefined, 'es'), {
      token: tokens.marketing,
    })
    expect(response.status).toBe(200)
    const email = (await response.json()) as { text: string }
    expect(email.text).toContain('Lo que nos pidió')
  })

  it('shows the staff alert of a kind without a confirmation, and refuses a confirmation it does not send', async () => {
    const alert = await postJson(
      '/api/lead-emails/preview',
      { kind: 'review', audience: 'team', language: 'en', words: { staffSubject: 'Review by {name}' } },
      { token: tokens.admin },
    )
    expect(alert.status).toBe(200)
    expect(((await alert.json()) as { subject: string }).subject).toBe('Review by Sam S.')
    const none = await postJson(
      '/api/lead-emails/preview',
      { kind: 'review', audience: 'customer', language: 'en' },
      {
        token: tokens.marketing,
      },
    )
    expect(none.status).toBe(422)
    expect(((await none.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('audience')
  })

  it('names the word with a placeholder that does not exist, and a kind it does not know', async () => {
    const unknown = await postJson(
      '/api/lead-emails/preview',
      estimateConfirmation({ customer: { greeting: 'Hello {first_name}' } }),
      { token: tokens.marketing },
    )
    expect(unknown.status).toBe(422)
    const problem = (await unknown.json()) as { errors: { field: string; message: string }[] }
    expect(problem.errors[0]).toMatchObject({
      field: 'words.customer.greeting',
      message: expect.stringContaining('{first_name}'),
    })
    const kind = await postJson(
      '/api/lead-emails/preview',
      { ...estimateConfirmation(), kind: 'fax' },
      {
        token: tokens.marketing,
      },
    )
    expect(kind.status).toBe(422)
    expect(((await kind.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('kind')
  })

  it('is for those who write the words: 401 signed out, 403 for the office staff', async () => {
    expect((await postJson('/api/lead-emails/preview', estimateConfirmation())).status).toBe(401)
    expect((await postJson('/api/lead-emails/preview', estimateConfirmation(), { token: tokens.staff })).status).toBe(
      403,
    )
    expect((await postJson('/api/lead-emails/test', estimateConfirmation(), { token: tokens.staff })).status).toBe(403)
    expect(inbox).toHaveLength(0)
  })

  it('sends the test to the editor who asked, marked as a test, never to the made-up visitor', async () => {
    const { LOCAL_ACCOUNTS } = await import('../../src/seed/users')
    const marketing = LOCAL_ACCOUNTS.find((account) => account.roles.includes('marketing' as never))!
    const response = await postJson(
      '/api/lead-emails/test',
      estimateConfirmation({ customer: { subject: 'Unsaved subject {reference}' } }),
      { token: tokens.marketing },
    )
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ sentTo: marketing.email })
    expect(inbox).toHaveLength(1)
    expect(inbox[0]!.to).toEqual([marketing.email])
    const mail = await simpleParser(inbox[0]!.raw)
    expect(mail.subject).toBe('[Test] Unsaved subject EST-5A3B1E00')
    expect(mail.text).toContain(await savedGreeting())
  })
})

describe('the lead texts with a sample lead', () => {
  it('shows the instant text a made-up visitor would get, with the words being edited', async () => {
    const response = await postJson(
      '/api/lead-texts/preview',
      {
        audience: 'customer',
        language: 'en',
        words: { customerConfirmation: 'Hi {firstName}! {reference}. {promise}' },
      },
      { token: tokens.marketing },
    )
    expect(response.status).toBe(200)
    const text = (await response.json()) as { to: string; body: string }
    expect(text.to).toBe('(202) 555-0123')
    expect(text.body).toMatch(/^Hi Sam! EST-5A3B1E00\. Dana from our .+ team will call you within \d+ minutes\.$/)
  })

  it('shows the staff alert with the lead page link, and the Spanish text in Spanish', async () => {
    const alert = await postJson(
      '/api/lead-texts/preview',
      { audience: 'team', language: 'en' },
      { token: tokens.admin },
    )
    expect(((await alert.json()) as { body: string }).body).toMatch(
      /^New lead EST-5A3B1E00: Sam Sample, .+\. http.+\/admin\/leads\?lead=0$/,
    )
    const spanish = await postJson(
      '/api/lead-texts/preview',
      { audience: 'customer', language: 'es' },
      {
        token: tokens.marketing,
      },
    )
    expect(((await spanish.json()) as { body: string }).body).toContain('le llamará')
  })

  it("names the sample's location in the language of the words, the staff alert's in English", async () => {
    // The first location the company lists (the sample's), with its label written in Spanish.
    const location = (
      await payload.find({ collection: 'locations', sort: 'name', limit: 1, depth: 0, overrideAccess: true })
    ).docs[0]!
    await payload.update({
      collection: 'locations',
      id: location.id,
      locale: 'es',
      data: { label: `Zona ${location.label}` },
      overrideAccess: true,
    })
    try {
      const preview = async (audience: 'customer' | 'team', language: 'en' | 'es') => {
        const response = await postJson('/api/lead-texts/preview', { audience, language }, { token: tokens.admin })
        return ((await response.json()) as { body: string }).body
      }
      expect(await preview('customer', 'es')).toContain(`Zona ${location.label}`)
      expect(await preview('customer', 'en')).toContain(`our ${location.label} team`)
      expect(await preview('team', 'es')).not.toContain('Zona')
      const email = await postJson('/api/lead-emails/preview', estimateConfirmation(undefined, 'es'), {
        token: tokens.marketing,
      })
      expect(((await email.json()) as { text: string }).text).toContain(`Zona ${location.label}`)
    } finally {
      await payload.update({
        collection: 'locations',
        id: location.id,
        locale: 'es',
        data: { label: location.label },
        overrideAccess: true,
      })
    }
  })

  it('names a word with an unknown placeholder, and is not for the office staff', async () => {
    const unknown = await postJson(
      '/api/lead-texts/preview',
      { audience: 'team', language: 'en', words: { staffAlert: 'New {lead}' } },
      { token: tokens.marketing },
    )
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('words.staffAlert')
    const staff = await postJson(
      '/api/lead-texts/preview',
      { audience: 'team', language: 'en' },
      { token: tokens.staff },
    )
    expect(staff.status).toBe(403)
  })

  it("texts the test to the editor's own phone, and says which field is missing without one", async () => {
    const { LOCAL_ACCOUNTS } = await import('../../src/seed/users')
    const marketing = LOCAL_ACCOUNTS.find((account) => account.roles.includes('marketing' as never))!
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: marketing.email } },
      overrideAccess: true,
    })
    const account = docs[0]!
    await payload.update({ collection: 'users', id: account.id, data: { phone: '' }, overrideAccess: true })
    const body = { audience: 'customer', language: 'en' }
    const without = await postJson('/api/lead-texts/test', body, { token: tokens.marketing })
    expect(without.status).toBe(422)
    expect(((await without.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('phone')
    expect(twilio.messages).toHaveLength(0)
    await payload.update({
      collection: 'users',
      id: account.id,
      data: { phone: '(206) 555-0142' },
      overrideAccess: true,
    })
    try {
      const sent = await postJson('/api/lead-texts/test', body, { token: tokens.marketing })
      expect(sent.status).toBe(202)
      expect(await sent.json()).toEqual({ sentTo: '+12065550142' })
      expect(twilio.messages.map((message) => [message.to, message.body.slice(0, 11)])).toEqual([
        ['+12065550142', '[Test] Hi S'],
      ])
    } finally {
      await payload.update({
        collection: 'users',
        id: account.id,
        data: { phone: account.phone ?? '' },
        overrideAccess: true,
      })
    }
  })
})
