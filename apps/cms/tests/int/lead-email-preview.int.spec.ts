import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
// Types only: the modules are imported after the test's SMTP settings are in place.
import type * as RestHelpers from '../helpers/rest'

/** Every email the CMS sends in this file. */
const inbox: { to: string[]; raw: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() })
      callback()
    })
  },
})

let payload: Payload
let tokens: Awaited<ReturnType<typeof RestHelpers.actorTokens>>
let postJson: typeof RestHelpers.postJson

beforeAll(async () => {
  const port = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port)),
  )
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  const helpers = await import('../helpers/rest')
  postJson = helpers.postJson
  ;({ payload, tokens } = await helpers.payloadWithTokens())
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await payload.db.destroy?.()
})

const estimateConfirmation = (words?: Record<string, unknown>, language = 'en') => ({
  kind: 'estimate',
  audience: 'customer',
  language,
  ...(words && { words }),
})

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
    expect(email.text).toContain('Hi Sam,')
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
    expect(mail.text).toContain('Hi Sam,')
  })
})
