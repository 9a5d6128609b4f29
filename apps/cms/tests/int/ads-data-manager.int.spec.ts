import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHash, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { estimateBody } from '@ecs/test-stack/lead-bodies'
import type { LeadPage } from '@ecs/shared/api'
import { attributionRecord } from '../helpers/attribution-bodies'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'
import { databasePool } from '../../src/utilities/database'

// Conversions on, against the stand-in of Google's Data Manager API (decision 025), before the CMS's env is read.
const { google } = await vi.hoisted(async () => {
  const { startDataManagerStandIn } = await import('@ecs/test-stack/data-manager-stand-in')
  const standIn = await startDataManagerStandIn()
  process.env.GOOGLE_DATA_MANAGER_KEY = standIn.serviceAccountKey
  process.env.GOOGLE_DATA_MANAGER_API_URL = standIn.url
  // A failed upload is tried again at once, so a test can run the retry.
  process.env.JOB_RETRY_DELAY_MS = '0'
  return { google: standIn }
})

const CUSTOMER_ID = '1234567890'
const WON_ACTION = '700000001'
const QUALIFIED_ACTION = '700000002'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => {
  ;({ payload, tokens } = await payloadWithTokens())
  await payload.updateGlobal({
    slug: 'google-ads',
    data: {
      dataManager: {
        customerId: '123-456-7890',
        wonConversionActionId: WON_ACTION,
        qualifiedConversionActionId: QUALIFIED_ACTION,
        adUserData: 'granted',
        adPersonalization: 'denied',
      },
    },
    overrideAccess: true,
  })
})
afterAll(async () => {
  await payload.db.destroy?.()
  await google.stop()
})

/** The conversion jobs due now (earlier files leave other jobs; Payload runs none whose waitUntil is later). */
const runConversionJobs = () =>
  payload.jobs.run({ where: { taskSlug: { equals: 'sendAdsConversion' } }, limit: 100, silent: true })

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** A lead from a visit with `click` (a Google Ads click id, or none), the customer's email and phone as typed. */
async function aLead(click: Record<string, string | null>, email: string, phone: string) {
  const record = attributionRecord({ gclid: null, ...click })
  expect((await postJson('/api/attribution', record)).status).toBe(201)
  const body = estimateBody({
    attributionSessionId: record.sessionId,
    contact: {
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      phone,
      preferredContactMethod: 'phone',
      preferredTime: 'any',
    },
  })
  const response = await postJson('/api/leads/estimate', body)
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const { rows } = await databasePool(payload).query<{ id: number }>('SELECT id FROM desk_leads WHERE reference = $1', [
    reference,
  ])
  return { id: rows[0]!.id, reference }
}

/** Moves a lead on the desk as the office does (PATCH, version checked). */
async function move(id: number, change: Record<string, unknown>) {
  const current = await payload.findByID({ collection: 'desk-leads', id, overrideAccess: true })
  const response = await rest(`/api/desk/leads/${id}`, {
    method: 'PATCH',
    token: tokens.staff,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: current.version, ...change }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as LeadPage
}

const leadPage = async (id: number) =>
  (await (await rest(`/api/desk/leads/${id}`, { token: tokens.staff })).json()) as LeadPage

const requestsFor = (reference: string) =>
  google.requests.filter((request) => request.body.events.some((event) => event.transactionId.startsWith(reference)))

describe('conversions sent to Google Ads through the Data Manager API', () => {
  it('sends a won lead once, with its click id, value, consent and the email and phone hashed as Google specifies', async () => {
    const gclid = `Cj0KCQ-${randomUUID()}`
    const lead = await aLead({ gclid }, '  Jane.Doe+Ads@GMail.com ', '(202) 555-0161')
    await move(lead.id, { status: 'won', value: 1850.5 })
    await runConversionJobs()

    const sent = requestsFor(lead.reference)
    // Qualified on the way to won: both conversions, each to its own conversion action.
    expect(sent.map((request) => request.body.destinations[0]!.productDestinationId).sort()).toEqual(
      [WON_ACTION, QUALIFIED_ACTION].sort(),
    )
    const won = sent.find((request) => request.body.destinations[0]!.productDestinationId === WON_ACTION)!
    // The REST transport asks for numeric enums, and the token is the service account's own signed JWT.
    expect(won.query.get('$alt')).toBe('json;enum-encoding=int')
    expect(won.claims).toMatchObject({ iss: 'conversions@clearview-test.iam.gserviceaccount.com' })
    const { wonAt } = await payload.findByID({ collection: 'desk-leads', id: lead.id, overrideAccess: true })
    expect(won.body).toMatchObject({
      destinations: [
        { operatingAccount: { accountType: 1, accountId: CUSTOMER_ID }, productDestinationId: WON_ACTION },
      ],
      encoding: 1,
      consent: { adUserData: 1, adPersonalization: 2 },
    })
    const [event] = won.body.events
    expect(event).toEqual({
      transactionId: `${lead.reference}-won`,
      eventTimestamp: new Date(wonAt!).toISOString().replace('.000Z', 'Z'),
      eventSource: 1,
      consent: { adUserData: 1, adPersonalization: 2 },
      adIdentifiers: { gclid },
      userData: {
        userIdentifiers: [
          // Normalised by hand: trimmed, lower case, Gmail's dots and +suffix gone; the phone in E.164.
          { emailAddress: sha256('janedoe@gmail.com') },
          { phoneNumber: sha256('+12025550161') },
        ],
      },
      conversionValue: 1850.5,
      currency: 'USD',
    })
    const qualified = sent.find((request) => request.body.destinations[0]!.productDestinationId === QUALIFIED_ACTION)!
    expect(qualified.body.events[0]).not.toHaveProperty('conversionValue')
    expect(qualified.body.events[0]!.transactionId).toBe(`${lead.reference}-qualified`)

    // The log on the lead page: both accepted with Google's request id.
    const page = await leadPage(lead.id)
    expect(page.adsUploads.map(({ conversion, outcome }) => [conversion, outcome]).sort()).toEqual([
      ['qualified', 'accepted'],
      ['won', 'accepted'],
    ])
    expect(page.adsUploads.every((upload) => upload.requestId && upload.transactionId.startsWith(lead.reference))).toBe(
      true,
    )

    // Won again after a reopening, and the job queued a second time by hand: Google is not asked again.
    await move(lead.id, { status: 'contacted' })
    await move(lead.id, { status: 'won', value: 1850.5 })
    await payload.jobs.queue({ task: 'sendAdsConversion', input: { leadId: lead.id, conversion: 'won' } })
    await runConversionJobs()
    expect(requestsFor(lead.reference)).toHaveLength(2)
    expect((await leadPage(lead.id)).adsUploads).toHaveLength(2)
  })

  it('tries again when Google is unavailable, and logs each attempt', async () => {
    const lead = await aLead({ gbraid: `gb-${randomUUID()}` }, 'sam@example.com', '202-555-0162')
    google.answerNext('unavailable')
    await move(lead.id, { status: 'estimate-scheduled' })
    await runConversionJobs()
    let uploads = (await leadPage(lead.id)).adsUploads
    expect(uploads.map((upload) => upload.outcome)).toEqual(['failed'])
    expect(uploads[0]!.reason).toMatch(/unavailable/i)

    // The job's retry (its backoff is 0 here) sends it again, and Google takes it.
    await runConversionJobs()
    uploads = (await leadPage(lead.id)).adsUploads
    expect(uploads.map((upload) => upload.outcome)).toEqual(['failed', 'accepted'])
    const sent = requestsFor(lead.reference)
    expect(sent).toHaveLength(2)
    expect(sent[1]!.body.events[0]!.adIdentifiers).toEqual({ gbraid: expect.stringMatching(/^gb-/) })
    await runConversionJobs()
    expect(requestsFor(lead.reference)).toHaveLength(2)
  })

  it("logs Google's refusal with its reason and does not send the refused conversion again", async () => {
    const lead = await aLead({}, 'refused@example.com', '202-555-0163')
    google.answerNext({
      refuse: 'INVALID_CONVERSION_ACTION_ID',
      field: 'destinations[0].product_destination_id',
      description: 'The conversion action does not exist in the account.',
    })
    await move(lead.id, { status: 'estimate-scheduled' })
    await runConversionJobs()
    await runConversionJobs()
    const [upload, ...more] = (await leadPage(lead.id)).adsUploads
    expect(more).toEqual([])
    expect(upload).toMatchObject({ conversion: 'qualified', outcome: 'refused', requestId: null })
    expect(upload!.reason).toContain('INVALID_CONVERSION_ACTION_ID')
    expect(upload!.reason).toContain('destinations[0].product_destination_id')
    expect(upload!.reason).toContain('The conversion action does not exist')
    // Without a click id the hashed email and phone carry the match (enhanced conversions for leads).
    const [event] = requestsFor(lead.reference)[0]!.body.events
    expect(event).not.toHaveProperty('adIdentifiers')
    expect(event!.userData!.userIdentifiers).toEqual([
      { emailAddress: sha256('refused@example.com') },
      { phoneNumber: sha256('+12025550163') },
    ])
  })

  it('sends nothing for a conversion whose action is not set', async () => {
    await payload.updateGlobal({
      slug: 'google-ads',
      data: { dataManager: { qualifiedConversionActionId: null } },
      overrideAccess: true,
    })
    try {
      const lead = await aLead({ gclid: 'Cj-unsent' }, 'unsent@example.com', '202-555-0164')
      await move(lead.id, { status: 'estimate-scheduled' })
      await runConversionJobs()
      expect(requestsFor(lead.reference)).toEqual([])
      expect((await leadPage(lead.id)).adsUploads).toEqual([])
    } finally {
      await payload.updateGlobal({
        slug: 'google-ads',
        data: { dataManager: { qualifiedConversionActionId: QUALIFIED_ACTION } },
        overrideAccess: true,
      })
    }
  })
})
