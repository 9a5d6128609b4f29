import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { randomBytes, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { Summary } from '@ecs/shared/attribution'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { twilioSignature } from '@ecs/test-stack/twilio-stand-in'
import { attributionRecord, NO_CAMPAIGN } from '../helpers/attribution-bodies'
import { actorTokens, postJson, rest } from '../helpers/rest'
import { getTestPayload } from '../helpers/payload'
import { databasePool } from '../../src/utilities/database'

// Calls on (Twilio's keys set) before the CMS's env is read.
const AUTH_TOKEN = vi.hoisted(() => {
  const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
  process.env.TWILIO_ACCOUNT_SID = `AC${'0'.repeat(32)}`
  process.env.TWILIO_AUTH_TOKEN = token
  process.env.TWILIO_FROM_NUMBER = '+12025550100'
  return token
})

const CMS = 'http://localhost:3001'

/** Signed as Twilio signs (the stand-in computes it from Twilio's rule, not with the twilio package). */
const signed = (url: string, params: Record<string, string>, token = AUTH_TOKEN) => twilioSignature(token, url, params)

function postForm(
  path: string,
  params: Record<string, string>,
  signature: string | null = signed(`${CMS}${path}`, params),
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
  if (signature !== null) headers['x-twilio-signature'] = signature
  return rest(path, { method: 'POST', headers, body: new URLSearchParams(params).toString() })
}

const callSid = () => `CA${randomBytes(16).toString('hex')}`
const caller = () => `+1206555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`

let payload: Payload
let seattle: { id: number; phone: string }
let sourceNumber: string
let poolNumbers: string[]

/** A made-up number for this run (the seed's are 555-01xx). */
const testNumber = (index: number) => `(206) 555-01${50 + index * 10 + Math.floor(Math.random() * 10)}`
const e164 = (display: string) => `+1${display.replace(/\D/g, '')}`

async function countRows(table: string, column: string, value: string): Promise<number> {
  const { rows } = await databasePool(payload).query(
    `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`,
    [value],
  )
  return rows[0].n
}

async function visit(overrides: Record<string, unknown> = {}): Promise<string> {
  const record = attributionRecord(overrides)
  expect((await postJson('/api/attribution', record)).status).toBeLessThan(300)
  return record.sessionId as string
}

async function shownTo(sessionId: string, location: string | null = 'seattle'): Promise<Record<string, string>> {
  const response = await postJson('/api/calls/numbers', { sessionId, location })
  expect(response.status).toBe(200)
  return ((await response.json()) as { numbers: Record<string, string> }).numbers
}

/** The three events of one forwarded call, as Twilio posts them. */
function callEvents(sid: string, from: string, to: string, answered: boolean) {
  const base = { CallSid: sid, AccountSid: process.env.TWILIO_ACCOUNT_SID!, From: from, To: to, Direction: 'inbound' }
  return {
    incoming: { ...base, CallStatus: 'ringing' },
    dialAction: {
      ...base,
      CallStatus: 'in-progress',
      DialCallStatus: answered ? 'completed' : 'no-answer',
      DialCallSid: callSid(),
      ...(answered
        ? { DialCallDuration: '95', RecordingUrl: `https://api.twilio.com/recordings/RE${sid.slice(2)}` }
        : {}),
    },
    completed: {
      ...base,
      CallStatus: 'completed',
      CallDuration: answered ? '101' : '24',
      Timestamp: new Date().toUTCString(),
    },
  }
}

async function callRow(sid: string) {
  const { docs } = await payload.find({
    collection: 'phone-calls',
    where: { callSid: { equals: sid } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

beforeAll(async () => {
  payload = await getTestPayload()
  const location = (
    await payload.find({ collection: 'locations', where: { slug: { equals: 'seattle' } }, overrideAccess: true })
  ).docs[0]!
  seattle = { id: location.id, phone: location.phone! }
  const existing = await payload.find({
    collection: 'tracking-numbers',
    where: { location: { equals: seattle.id } },
    overrideAccess: true,
    limit: 100,
  })
  for (const number of existing.docs)
    await payload.delete({ collection: 'tracking-numbers', id: number.id, overrideAccess: true })
  const make = async (index: number, use: 'source' | 'pool') =>
    (
      await payload.create({
        collection: 'tracking-numbers',
        data: { number: testNumber(index), location: seattle.id, use, source: use === 'source' ? 'google-ads' : null },
        overrideAccess: true,
      })
    ).number
  sourceNumber = await make(1, 'source')
  poolNumbers = [await make(2, 'pool'), await make(3, 'pool')]
})
afterAll(async () => {
  await payload.db.destroy?.()
})

describe('the voice webhook (POST /api/calls/voice)', () => {
  it('forwards a signed call to the location’s own number, with a status callback', async () => {
    const sid = callSid()
    const response = await postForm('/api/calls/voice', callEvents(sid, caller(), e164(sourceNumber), true).incoming)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/xml/)
    const twiml = await response.text()
    expect(twiml).toContain(`<Dial action="${CMS}/api/calls/status" method="POST" timeout="25">${seattle.phone}</Dial>`)
    expect(await callRow(sid)).toHaveLength(1)
  })

  it.each([
    ['a missing signature', () => null],
    ['a wrong signature', () => 'bm90IGEgc2lnbmF0dXJl'],
    [
      'a signature of another auth token',
      (params: Record<string, string>) => signed(`${CMS}/api/calls/voice`, params, 'f'.repeat(32)),
    ],
    ['a signature of an old address', (params: Record<string, string>) => signed(`${CMS}/api/calls/old-voice`, params)],
    [
      'a signature of other parameters',
      (params: Record<string, string>) => signed(`${CMS}/api/calls/voice`, { ...params, From: '+12025550199' }),
    ],
  ])('refuses %s with 403 and writes nothing', async (_, sign) => {
    const sid = callSid()
    const params = callEvents(sid, caller(), e164(sourceNumber), false).incoming
    const response = await postForm('/api/calls/voice', params, sign(params))
    expect(response.status).toBe(403)
    expect((await response.json()).errors[0].field).toBe('x-twilio-signature')
    expect(await countRows('phone_calls', 'call_sid', sid)).toBe(0)
  })
})

describe('a call', () => {
  it('is stored once whatever the order and repetition of its events, and makes one lead', async () => {
    const orders = [
      ['incoming', 'dialAction', 'completed'],
      ['completed', 'dialAction', 'incoming'],
      ['dialAction', 'completed', 'dialAction', 'incoming', 'completed', 'incoming'],
    ] as const
    for (const order of orders) {
      const sid = callSid()
      const from = caller()
      const events = callEvents(sid, from, e164(sourceNumber), true)
      // Sent at once: concurrent events of one call must not make two rows or two leads.
      const answers = await Promise.all(
        order.map((name) => postForm(name === 'incoming' ? '/api/calls/voice' : '/api/calls/status', events[name])),
      )
      expect(answers.map((answer) => answer.status)).toEqual(order.map(() => 200))
      const rows = await callRow(sid)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        caller: from,
        outcome: 'answered',
        durationSeconds: 101,
        recordingUrl: `https://api.twilio.com/recordings/RE${sid.slice(2)}`,
        source: 'google-ads',
      })
      const leads = await payload.find({
        collection: 'phone-call-leads',
        where: { 'contact.phone': { equals: from } },
        overrideAccess: true,
      })
      expect(leads.docs).toHaveLength(1)
      expect(leads.docs[0]).toMatchObject({ callBack: false, source: 'google-ads', idempotencyKey: sid })
      const desk = await payload.find({
        collection: 'desk-leads',
        where: { and: [{ kind: { equals: 'phone-call' } }, { documentId: { equals: leads.docs[0]!.id } }] },
        overrideAccess: true,
      })
      expect(desk.docs).toHaveLength(1)
      expect(rows[0]!.lead).toBe(desk.docs[0]!.id)
    }
  })

  it('that nobody answered is a lead flagged for a call back, due first', async () => {
    const sid = callSid()
    const from = caller()
    const events = callEvents(sid, from, e164(sourceNumber), false)
    for (const name of ['incoming', 'dialAction', 'completed'] as const)
      expect(
        (await postForm(name === 'incoming' ? '/api/calls/voice' : '/api/calls/status', events[name])).status,
      ).toBe(200)
    const [call] = await callRow(sid)
    expect(call).toMatchObject({ outcome: 'missed' })
    const lead = (
      await payload.find({
        collection: 'phone-call-leads',
        where: { idempotencyKey: { equals: sid } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect(lead.callBack).toBe(true)
    const desk = await payload.findByID({ collection: 'desk-leads', id: call!.lead as number, overrideAccess: true })
    expect(desk.asked).toBe('Missed call: call back first, from Google Ads')
    expect(desk.nextFollowUpAt).toBeTruthy()
    expect(new Date(desk.nextFollowUpAt!).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('of a repeat caller joins their open lead’s timeline instead of making a new lead', async () => {
    const from = caller()
    const first = callSid()
    const firstEvents = callEvents(first, from, e164(sourceNumber), true)
    await postForm('/api/calls/voice', firstEvents.incoming)
    const second = callSid()
    const secondEvents = callEvents(second, from, e164(sourceNumber), false)
    await postForm('/api/calls/voice', secondEvents.incoming)
    await postForm('/api/calls/status', secondEvents.dialAction)
    const leads = await payload.find({
      collection: 'phone-call-leads',
      where: { 'contact.phone': { equals: from } },
      overrideAccess: true,
    })
    expect(leads.docs).toHaveLength(1)
    const [firstCall] = await callRow(first)
    const [secondCall] = await callRow(second)
    expect(secondCall!.lead).toBe(firstCall!.lead)
    const timeline = await payload.find({
      collection: 'lead-events',
      where: { and: [{ lead: { equals: firstCall!.lead } }, { type: { equals: 'call' } }] },
      overrideAccess: true,
    })
    expect(timeline.docs).toHaveLength(1)
    expect(timeline.docs[0]!.text).toContain('called')
    // The repeat call was missed: the open lead is due for a call back.
    const desk = await payload.findByID({
      collection: 'desk-leads',
      id: firstCall!.lead as number,
      overrideAccess: true,
    })
    expect(desk.nextFollowUpAt).toBeTruthy()
  })

  it('of a caller with an open estimate request joins that lead', async () => {
    // A number in service (the form checks it), unlike the other tests' made-up callers.
    const from = `+1202${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
    const body = estimateBody({
      contact: { ...contact, phone: from.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3') },
    })
    expect((await postJson('/api/leads/estimate', body)).status).toBe(201)
    const estimate = (
      await payload.find({
        collection: 'estimate-requests',
        where: { idempotencyKey: { equals: body.idempotencyKey as string } },
        overrideAccess: true,
      })
    ).docs[0]!
    const desk = (
      await payload.find({
        collection: 'desk-leads',
        where: { and: [{ kind: { equals: 'estimate' } }, { documentId: { equals: estimate.id } }] },
        overrideAccess: true,
      })
    ).docs[0]!
    const sid = callSid()
    await postForm('/api/calls/voice', callEvents(sid, from, e164(sourceNumber), true).incoming)
    const [call] = await callRow(sid)
    expect(call!.lead).toBe(desk.id)
    expect(await countRows('phone_call_leads', 'idempotency_key', sid)).toBe(0)
  })
})

describe('the number swap (POST /api/calls/numbers)', () => {
  it('shows a Google Ads visit the source number, a direct visit nothing, off a location page too', async () => {
    const ads = await visit()
    const direct = await visit({ ...NO_CAMPAIGN, referrer: null })
    expect((await shownTo(ads, null))[e164(seattle.phone)]).toBe(sourceNumber)
    expect(await shownTo(direct, null)).toEqual({})
    // Nor a pool number: only visits from a campaign are lent one; a direct visit keeps the page's number.
    expect(await shownTo(direct)).toEqual({})
  })

  it('lends each pool number to one visit at a time, holds it for the visit and releases it after 30 minutes', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 6 }, () => visit({ gclid: null, utmSource: 'newsletter-partner', utmMedium: 'referral' })),
    )
    // Six visits at once, two numbers in the pool: two visits get one each, never the same.
    const shown = await Promise.all(sessions.map((session) => shownTo(session)))
    const lent = shown.map((numbers) => numbers[e164(seattle.phone)]).filter(Boolean)
    expect(lent.sort()).toEqual([...poolNumbers].sort())
    const holder = sessions[shown.findIndex((numbers) => numbers[e164(seattle.phone)] === poolNumbers[0])]!
    // The holder keeps its number on its next page view; the others still get none.
    expect((await shownTo(holder))[e164(seattle.phone)]).toBe(poolNumbers[0])
    // A call to it now is the holder's.
    const sid = callSid()
    await postForm('/api/calls/voice', callEvents(sid, caller(), e164(poolNumbers[0]!), true).incoming)
    expect((await callRow(sid))[0]).toMatchObject({ attributionSessionId: holder })
    // Thirty minutes later (the holds moved back in time), the numbers are free for other visits.
    await databasePool(payload).query(
      `UPDATE "tracking_number_holds" SET "held_from" = "held_from" - interval '31 minutes', "held_until" = "held_until" - interval '31 minutes'
       WHERE "session_id" = ANY($1)`,
      [sessions],
    )
    const later = await visit({ gclid: null, utmSource: 'newsletter-partner', utmMedium: 'referral' })
    expect(poolNumbers).toContain((await shownTo(later))[e164(seattle.phone)])
  })
})

describe('the numbers every page carries (GET /api/tracking-numbers, read by anyone)', () => {
  it('are the active source numbers alone: pool numbers and retired ones stay the team’s', async () => {
    const retired = await payload.create({
      collection: 'tracking-numbers',
      data: { number: testNumber(4), location: seattle.id, use: 'source', source: 'bing', active: false },
      overrideAccess: true,
    })
    try {
      const response = await rest(`/api/tracking-numbers?where[location][equals]=${seattle.id}&limit=100&depth=0`)
      expect(response.status).toBe(200)
      const { docs } = (await response.json()) as { docs: { number: string; use: string }[] }
      expect(docs.map(({ number, use }) => ({ number, use }))).toEqual([{ number: sourceNumber, use: 'source' }])
      // Asked for by id, a pool number is not found for a visitor, as if it did not exist.
      const pool = await payload.find({
        collection: 'tracking-numbers',
        where: { number: { equals: poolNumbers[0] } },
        overrideAccess: true,
      })
      expect((await rest(`/api/tracking-numbers/${pool.docs[0]!.id}`)).status).toBe(404)
      expect((await rest(`/api/tracking-numbers/${retired.id}`)).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'tracking-numbers', id: retired.id, overrideAccess: true })
    }
  })
})

describe('deleting a number (DELETE /api/tracking-numbers/:id, marketing)', () => {
  it('takes the visits’ holds of it along and keeps the calls to it', async () => {
    const facebook = await payload.create({
      collection: 'tracking-numbers',
      data: { number: testNumber(4), location: seattle.id, use: 'source', source: 'facebook' },
      overrideAccess: true,
    })
    // A visit from a Facebook post (no campaign, so no pool number) on Seattle's page holds the number.
    const session = await visit({ ...NO_CAMPAIGN, referrer: 'https://m.facebook.com/' })
    expect((await shownTo(session))[e164(seattle.phone)]).toBe(facebook.number)
    expect(await countRows('tracking_number_holds', 'tracking_number_id', String(facebook.id))).toBeGreaterThan(0)
    const sid = callSid()
    await postForm('/api/calls/voice', callEvents(sid, caller(), e164(facebook.number), true).incoming)

    const { marketing } = await actorTokens(payload)
    const deleted = await rest(`/api/tracking-numbers/${facebook.id}`, { method: 'DELETE', token: marketing })
    expect(deleted.status).toBe(200)
    expect(await countRows('tracking_number_holds', 'tracking_number_id', String(facebook.id))).toBe(0)
    expect(await callRow(sid)).toMatchObject([{ attributionSessionId: session, trackingNumber: null }])
  })
})

describe('taps (POST /api/calls/taps)', () => {
  it('counts a tap on its visit, and only for a visit the CMS knows', async () => {
    const sessionId = await visit()
    for (const kind of ['call', 'call', 'text'])
      expect(await (await postJson('/api/calls/taps', { sessionId, kind })).json()).toEqual({ recorded: true })
    const { rows } = await databasePool(payload).query(
      `SELECT call_taps::int AS calls, text_taps::int AS texts FROM attribution WHERE session_id = $1`,
      [sessionId],
    )
    expect(rows[0]).toEqual({ calls: 2, texts: 1 })
    expect(await (await postJson('/api/calls/taps', { sessionId: randomUUID(), kind: 'call' })).json()).toEqual({
      recorded: false,
    })
    const refused = await postJson('/api/calls/taps', { sessionId, kind: 'call', phone: '+12025550123' })
    expect(refused.status).toBe(422)
  })
})

describe('the campaign report (GET /api/attribution-report/summary)', () => {
  it('counts a campaign’s calls, answered calls, call leads and taps beside its form leads', async () => {
    const campaign = `calls-${randomUUID().slice(0, 8)}`
    const sessionId = await visit({ gclid: null, utmSource: 'partner', utmMedium: 'referral', utmCampaign: campaign })
    // A fresh pool for this visit: the earlier tests' holds are moved out of the way.
    await databasePool(payload).query(
      `UPDATE "tracking_number_holds" SET "held_until" = now() - interval '1 second' WHERE "held_until" > now()`,
    )
    const number = (await shownTo(sessionId))[e164(seattle.phone)]!
    expect(poolNumbers).toContain(number)
    await postJson('/api/calls/taps', { sessionId, kind: 'call' })
    const events = callEvents(callSid(), caller(), e164(number), true)
    await postForm('/api/calls/voice', events.incoming)
    await postForm('/api/calls/status', events.dialAction)
    const missed = callEvents(callSid(), caller(), e164(number), false)
    await postForm('/api/calls/voice', missed.incoming)
    await postForm('/api/calls/status', missed.completed)
    const today = new Date().toISOString().slice(0, 10)
    const { staff } = await actorTokens(payload)
    const response = await rest(`/api/attribution-report/summary?from=${today}&to=${today}&campaign=${campaign}`, {
      token: staff,
    })
    expect(response.status).toBe(200)
    const summary = await response.json()
    const row = summary.byCampaign.find((group: { campaign: string }) => group.campaign === campaign)
    expect(row).toMatchObject({
      sessions: 1,
      leads: 2,
      formLeads: 0,
      calls: 2,
      answeredCalls: 1,
      callLeads: 2,
      callTaps: 1,
    })
    expect(summary.totals).toMatchObject({ calls: 2, answeredCalls: 1, callLeads: 2, callTaps: 1 })
  })

  it('counts a call to a source number that two visits saw at once under the number’s source, with no campaign', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const { staff } = await actorTokens(payload)
    const withoutVisit = async (filters = '') => {
      const response = await rest(`/api/attribution-report/summary?from=${today}&to=${today}${filters}`, {
        token: staff,
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as Summary).callsWithoutVisit
    }
    const googleAds = async () =>
      (await withoutVisit()).find((row) => row.source === 'google-ads') ?? {
        source: 'google-ads',
        calls: 0,
        answeredCalls: 0,
        callLeads: 0,
        callWonValue: 0,
      }
    const before = await googleAds()
    const [first, second] = [await visit(), await visit()]
    expect((await shownTo(first, null))[e164(seattle.phone)]).toBe(sourceNumber)
    expect((await shownTo(second, null))[e164(seattle.phone)]).toBe(sourceNumber)
    const sid = callSid()
    const events = callEvents(sid, caller(), e164(sourceNumber), true)
    await postForm('/api/calls/voice', events.incoming)
    await postForm('/api/calls/status', events.dialAction)
    expect((await callRow(sid))[0]).toMatchObject({ source: 'google-ads', attributionSessionId: null })
    expect(await googleAds()).toEqual({
      source: 'google-ads',
      calls: before.calls + 1,
      answeredCalls: before.answeredCalls + 1,
      callLeads: before.callLeads + 1,
      callWonValue: before.callWonValue,
    })
    // A campaign filter is one these calls cannot match.
    expect(await withoutVisit('&campaign=spring-wash')).toEqual([])
  })
})
