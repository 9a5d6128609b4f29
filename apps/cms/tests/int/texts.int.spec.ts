import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { estimateBody, contact } from '@ecs/test-stack/lead-bodies'
import { twilioSignature } from '@ecs/test-stack/twilio-stand-in'
import type { LeadAccepted, LeadPage, TextQueued } from '@ecs/shared/api'
import { DEFAULT_TEXT_CONSENT_WORDING, leadPromise } from '@ecs/shared/leads'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'
import { textingTime } from '../../src/texts/quiet-hours'

// Texts on, against the stand-in of Twilio's API (decision 021), before the CMS's env is read.
const { twilio } = await vi.hoisted(async () => {
  const { startTwilioStandIn } = await import('@ecs/test-stack/twilio-stand-in')
  const standIn = await startTwilioStandIn()
  process.env.TWILIO_ACCOUNT_SID = standIn.accountSid
  process.env.TWILIO_AUTH_TOKEN = standIn.authToken
  process.env.TWILIO_FROM_NUMBER = standIn.phoneNumber
  process.env.TWILIO_API_URL = standIn.url
  return { twilio: standIn }
})

/** The public address Twilio is configured to post texts to (the CMS's SITE_URL in these tests). */
const INBOUND_URL = 'http://localhost:3000/api/texts/inbound'
/** 15:00 in Washington, DC: inside the texting hours of every location. */
const AFTERNOON_ET = new Date('2026-11-26T20:00:00Z')

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(AFTERNOON_ET)
  ;({ payload, tokens } = await payloadWithTokens())
})
afterAll(async () => {
  vi.useRealTimers()
  await payload.db.destroy?.()
  await twilio.stop()
})
beforeEach(() => vi.setSystemTime(AFTERNOON_ET))

// The text jobs only: earlier files' leads leave emails and hook deliveries queued in the same database.
const runJobs = () => payload.jobs.run({ where: { taskSlug: { equals: 'sendText' } }, limit: 100, silent: true })

/** What the intake told each lead's visitor about who will call and when (by desk lead id). */
const promisedOnThanks = new Map<number, string>()

/** A new consented estimate from `phone`; answers its desk lead's id. */
async function consentedLead(phone: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const body = estimateBody({ contact: { ...contact, phone, textConsent: true }, ...overrides })
  const answer = await postJson('/api/leads/estimate', body)
  expect(answer.status).toBe(201)
  const { routing } = (await answer.json()) as LeadAccepted
  const { docs } = await payload.find({
    collection: 'estimate-requests',
    where: { idempotencyKey: { equals: body.idempotencyKey as string } },
    overrideAccess: true,
  })
  const desk = await payload.find({
    collection: 'desk-leads',
    where: { and: [{ kind: { equals: 'estimate' } }, { documentId: { equals: docs[0]!.id } }] },
    overrideAccess: true,
  })
  promisedOnThanks.set(desk.docs[0]!.id, leadPromise('estimate', routing))
  return desk.docs[0]!.id
}

/** A text from `from`, posted as Twilio posts it, signed for `url` with `token` (or the signature given). */
function inboundText(
  from: string,
  body: string,
  {
    url = INBOUND_URL,
    token = twilio.authToken,
    signature,
  }: { url?: string; token?: string; signature?: string | null } = {},
) {
  const params = {
    AccountSid: twilio.accountSid,
    Body: body,
    From: from,
    MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
    NumMedia: '0',
    To: twilio.phoneNumber,
  }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  const signed = signature === undefined ? twilioSignature(token, url, params) : signature
  if (signed !== null) headers['x-twilio-signature'] = signed
  return rest('/api/texts/inbound', { method: 'POST', headers, body: new URLSearchParams(params).toString() })
}

const sentTo = (phone: string) => twilio.messages.filter((message) => message.to === phone)

async function timelineTexts(leadId: number) {
  const { docs } = await payload.find({
    collection: 'lead-events',
    where: { and: [{ lead: { equals: leadId } }, { type: { equals: 'text' } }] },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs.map((event) => ({ toValue: event.toValue, text: event.text }))
}

const staffText = (leadId: number, body: string) =>
  postJson(`/api/desk/leads/${leadId}/texts`, { body }, { token: tokens.staff })

describe('consent to texts', () => {
  it("keeps the words the visitor agreed to and when, and texts them at once the thank-you page's promise", async () => {
    const phone = '+12025550111'
    const leadId = await consentedLead(phone)
    const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
    expect(lead.textConsentAt).toBe(AFTERNOON_ET.toISOString().slice(0, 16) + lead.textConsentAt!.slice(16))
    const document = await payload.findByID({
      collection: 'estimate-requests',
      id: lead.documentId,
      overrideAccess: true,
    })
    expect(document.contact.textConsentWording).toBe(DEFAULT_TEXT_CONSENT_WORDING)
    await runJobs()
    const [text] = sentTo(phone)
    expect(text?.body).toMatch(/^Hi Ada, thanks for your request EST-[0-9A-F]{8}\. /)
    expect(text?.body).toContain(promisedOnThanks.get(leadId))
    expect(text?.from).toBe(twilio.phoneNumber)
    expect(text?.statusCallback).toBe('http://localhost:3000/api/texts/status')
    expect(await timelineTexts(leadId)).toEqual([{ toValue: 'sent', text: text!.body }])
  })

  it('texts a visitor who gave a phone and no email, by the one name they gave', async () => {
    const phone = '+12025550119'
    const leadId = await consentedLead(phone, {
      contact: { firstName: 'Cher', phone, textConsent: true, preferredContactMethod: 'text' },
    })
    await runJobs()
    const [text] = sentTo(phone)
    expect(text?.body).toMatch(/^Hi Cher, thanks for your request EST-[0-9A-F]{8}\. /)
    expect(text?.body).toContain(promisedOnThanks.get(leadId))
  })

  it('texts nothing to a visitor who left the box unticked, and names the owner when the lead has one', async () => {
    const phone = '+12025550112'
    expect((await postJson('/api/leads/estimate', estimateBody({ contact: { ...contact, phone } }))).status).toBe(201)
    await runJobs()
    expect(sentTo(phone)).toEqual([])

    const leadId = await consentedLead('+12025550113')
    await payload.update({ collection: 'desk-leads', id: leadId, data: { owner: 1 }, overrideAccess: true })
    const owner = await payload.findByID({ collection: 'users', id: 1, overrideAccess: true })
    await runJobs()
    expect(sentTo('+12025550113')[0]?.body).toContain(
      `${owner.name.split(' ')[0]} from our DMV Area team will call you`,
    )
  })
})

describe('the inbound webhook', () => {
  it('refuses a missing, bad, forged or old-address signature with 403 and writes nothing', async () => {
    const leadId = await consentedLead('+12025550121')
    const count = async () =>
      [
        (await payload.count({ collection: 'text-messages', overrideAccess: true })).totalDocs,
        (await payload.count({ collection: 'lead-events', overrideAccess: true })).totalDocs,
        (await payload.count({ collection: 'text-opt-outs', overrideAccess: true })).totalDocs,
      ].join()
    const before = await count()
    for (const refused of [
      inboundText('+12025550121', 'STOP', { signature: null }),
      inboundText('+12025550121', 'STOP', { signature: 'bm90IGEgc2lnbmF0dXJl' }),
      inboundText('+12025550121', 'STOP', { token: '0'.repeat(32) }),
      inboundText('+12025550121', 'STOP', { url: 'http://localhost:3000/api/sms/inbound' }),
    ]) {
      const problem = await readProblem(await refused, 403)
      expect(fieldsOf(problem)).toEqual(['x-twilio-signature'])
    }
    expect(await count()).toBe(before)
    expect(await timelineTexts(leadId)).toEqual([])

    const accepted = await inboundText('+12025550121', 'Thursday works')
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('content-type')).toMatch(/^text\/xml/)
  })

  it('puts a reply on the newest open lead with that number', async () => {
    const phone = '+12025550131'
    const older = await consentedLead(phone)
    const newer = await consentedLead(phone)
    const closed = await consentedLead(phone)
    await payload.update({ collection: 'desk-leads', id: closed, data: { status: 'lost' }, overrideAccess: true })
    await consentedLead('+12025550132')
    expect((await inboundText(phone, 'Is Thursday ok?')).status).toBe(200)
    expect(await timelineTexts(newer)).toEqual([{ toValue: 'received', text: 'Is Thursday ok?' }])
    expect(await timelineTexts(older)).toEqual([])
    expect(await timelineTexts(closed)).toEqual([])
  })
})

describe('STOP, START and HELP', () => {
  it("keeps one number's STOP to that number: its texts stop, another number's go on", async () => {
    const stopping = '+12025550141'
    const other = '+12025550142'
    const stoppingLead = await consentedLead(stopping)
    const otherLead = await consentedLead(other)
    // The instant texts are queued; the STOP arrives before the job runs: the job checks again.
    expect((await inboundText(stopping, 'Stop')).status).toBe(200)
    await runJobs()
    expect(sentTo(stopping)).toEqual([])
    expect(sentTo(other)).toHaveLength(1)

    const refused = await readProblem(await staffText(stoppingLead, 'Hi {firstName}'), 409)
    expect(fieldsOf(refused)).toEqual(['body'])
    expect((await staffText(otherLead, 'Hi {firstName}, still on for Thursday?')).status).toBe(202)
    await runJobs()
    expect(sentTo(stopping)).toEqual([])
    expect(sentTo(other).at(-1)?.body).toBe('Hi Ada, still on for Thursday?')

    const page = (await (await rest(`/api/desk/leads/${stoppingLead}`, { token: tokens.staff })).json()) as LeadPage
    expect(page.texting).toMatchObject({ enabled: true, optedOut: true })
    expect(page.timeline.filter((entry) => entry.type === 'text').map((entry) => entry.toValue)).toEqual(['opted out'])

    expect((await inboundText(stopping, 'START')).status).toBe(200)
    expect((await staffText(stoppingLead, 'Welcome back')).status).toBe(202)
    await runJobs()
    expect(sentTo(stopping).map((message) => message.body)).toEqual(['Welcome back'])
  })

  it('answers HELP with the company name and number', async () => {
    const phone = '+12025550151'
    await consentedLead(phone)
    await runJobs()
    expect((await inboundText(phone, 'help')).status).toBe(200)
    await runJobs()
    const company = await payload.findGlobal({ slug: 'company-info' })
    const help = sentTo(phone).at(-1)!.body
    expect(help).toContain(company.name)
    expect(help.replace(/\D/g, '')).toContain(company.phone.replace(/\D/g, '').slice(-10))
    expect(help).toContain('Reply STOP to opt out')
  })
})

describe('quiet hours', () => {
  it('moves a text due at night to 8:00 in the time zone, and leaves one in the day alone', () => {
    const eastern = 'America/New_York'
    // 22:00 in Washington (UTC-5 in November) waits for 8:00 the next morning.
    expect(textingTime(new Date('2026-11-27T03:00:00Z'), eastern).toISOString()).toBe('2026-11-27T13:00:00.000Z')
    // 6:30 waits for 8:00 the same morning; 20:59 goes.
    expect(textingTime(new Date('2026-11-26T11:30:00Z'), eastern).toISOString()).toBe('2026-11-26T13:00:00.000Z')
    expect(textingTime(new Date('2026-11-27T01:59:00Z'), eastern).toISOString()).toBe('2026-11-27T01:59:00.000Z')
    // 23:00 in Seattle on the night clocks go forward: 8:00 PDT (UTC-7) the next morning.
    expect(textingTime(new Date('2027-03-14T06:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2027-03-14T15:00:00.000Z',
    )
  })

  it('queues the instant text of a lead that comes at 22:00 local until 8:00, then sends it', async () => {
    vi.setSystemTime(new Date('2026-11-27T03:00:00Z'))
    const phone = '+12025550161'
    const leadId = await consentedLead(phone)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendText' } }, { 'input.leadId': { equals: leadId } }] },
      overrideAccess: true,
    })
    expect(docs.map((job) => job.waitUntil)).toEqual(['2026-11-27T13:00:00.000Z'])
    await runJobs()
    expect(sentTo(phone)).toEqual([])
    vi.setSystemTime(new Date('2026-11-27T12:59:00Z'))
    await runJobs()
    expect(sentTo(phone)).toEqual([])
    vi.setSystemTime(new Date('2026-11-27T13:00:01Z'))
    await runJobs()
    expect(sentTo(phone)).toHaveLength(1)
  })

  it("holds a staff member's text at night and says until when", async () => {
    const leadId = await consentedLead('+12025550162')
    await runJobs()
    // 21:30 in Washington: held until 8:00 there.
    vi.setSystemTime(new Date('2026-11-27T02:30:00Z'))
    const answer = await staffText(leadId, 'Good morning')
    expect(answer.status).toBe(202)
    expect((await answer.json()) as TextQueued).toEqual({ sendAt: '2026-11-27T13:00:00.000Z', held: true })
  })
})

describe('first contact', () => {
  it("keeps a staff member's text, once sent, as the lead's first contact; the automatic text is not", async () => {
    const leadId = await consentedLead('+12025550171')
    await runJobs()
    const firstContact = async () => {
      const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
      return lead.firstContactBy ?? null
    }
    expect(await firstContact()).toBeNull()
    expect((await staffText(leadId, 'On my way at 3')).status).toBe(202)
    await runJobs()
    expect(await firstContact()).toBe('text')
  })
})

describe('words staff can trust', () => {
  it('refuses an unknown placeholder in the texts and in a staff text, naming the field', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'lead-texts',
        data: { customerConfirmation: 'Hi {first_name}' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'customerConfirmation', message: expect.stringMatching(/Unknown placeholder \{first_name\}/) },
        ],
      },
    })
    const leadId = await consentedLead('+12025550171')
    const problem = await readProblem(await staffText(leadId, 'Hi {first_name}'), 422)
    expect(problem.errors).toEqual([
      { field: 'body', message: expect.stringMatching(/Unknown placeholder \{first_name\}/) },
    ])
  })

  it('alerts staff who asked for new leads by text, with the link to the lead', async () => {
    const staffPhone = '+12025550181'
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'staff@clearview.example' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      id: docs[0]!.id,
      data: { phone: '(202) 555-0181', textAlerts: true },
      overrideAccess: true,
    })
    const leadId = await consentedLead('+12025550182')
    await runJobs()
    expect(sentTo(staffPhone).at(-1)?.body).toMatch(
      new RegExp(
        `^New lead EST-[0-9A-F]{8}: Ada Lovelace, DMV Area\\. http://localhost:3000/admin/leads\\?lead=${leadId}$`,
      ),
    )
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { textAlerts: false }, overrideAccess: true })
  })
})
