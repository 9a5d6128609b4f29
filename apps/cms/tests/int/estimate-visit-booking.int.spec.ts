import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LeadAccepted } from '@ecs/shared/api'
import type { JobBooking } from '@ecs/shared/booking'
import type { Location } from '@ecs/shared/cms'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { estimateVisitLink } from '../../src/booking/estimate-visit-link'
import { databasePool } from '../../src/utilities/database'
import { signToken } from '../../src/utilities/signed-link'
import { expectStartsRefused, readBookingOffer, visitsFor } from '../helpers/booking'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'

let payload: Payload
let seattle: Location

const HOUR = 3_600_000
const SEATTLE_HOME = { street: '412 Galer Street', city: 'Seattle', state: 'WA', zip: '98109' }

/** Seattle's booking as these tests need it at any hour of the run: every day 8 to 5, one estimate crew, a 24 h cut-off, online estimate booking on or off. */
const setSeattleBooking = (estimateBookingOnline: boolean) =>
  payload.update({
    collection: 'locations',
    id: seattle.id,
    data: {
      booking: {
        ...seattle.booking,
        hours: 'Mon–Sun 8:00 am – 5:00 pm',
        estimateCrews: 1,
        estimateMinutes: 60,
        changeCutoffHours: 24,
        closedDates: [],
        estimateBookingOnline,
      },
    },
    overrideAccess: true,
    draft: false,
  })

beforeAll(async () => {
  ;({ payload } = await payloadWithTokens())
  seattle = (
    await payload.find({ collection: 'locations', where: { key: { equals: 'seattle' } }, overrideAccess: true })
  ).docs[0]!
  await setSeattleBooking(true)
})
afterAll(async () => {
  // Seattle's booking as the seed left it, for the files after this one.
  await payload.update({
    collection: 'locations',
    id: seattle.id,
    data: { booking: seattle.booking },
    overrideAccess: true,
    draft: false,
  })
  await payload.db.destroy?.()
})

/** A new Seattle estimate request's accepted answer (residential unless told). */
async function sendRequest(overrides: Record<string, unknown> = {}): Promise<LeadAccepted> {
  const email = `${randomUUID().slice(0, 8)}@example.com`
  const response = await postJson(
    '/api/leads/estimate',
    estimateBody({ location: 'seattle', address: SEATTLE_HOME, contact: { ...contact, email }, ...overrides }),
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as LeadAccepted
}

const path = (token: string) => `/api/leads/estimate-visit/${token}`

const offer = (token: string) => readBookingOffer(path(token))

const book = (token: string, startsAt: string) => postJson(path(token), { startsAt })

async function deskLeadOf(reference: string) {
  const { docs } = await payload.find({
    collection: 'desk-leads',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  })
  return docs[0]!
}

const visitsOf = (leadId: number) => visitsFor(payload, { lead: leadId })

describe('a homeowner books the estimate visit of the request they sent', () => {
  it('offers the free estimate windows from the cut-off on and books one at the lead address, once', async () => {
    const accepted = await sendRequest()
    expect(accepted.booking?.token).toMatch(/^\d+-\d+-[0-9a-f]{64}$/)
    expect(Date.parse(accepted.booking!.until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)

    const offered = await offer(accepted.booking!.token)
    expect(offered).toMatchObject({ canBook: true, visit: null, minutes: 60 })
    expect(offered.windows.length).toBeGreaterThan(0)
    for (const window of offered.windows) {
      expect(Date.parse(window.startsAt)).toBeGreaterThanOrEqual(Date.now() + 24 * HOUR - 60_000)
      expect(Date.parse(window.endsAt) - Date.parse(window.startsAt)).toBe(HOUR)
    }

    const chosen = offered.windows[0]!
    const response = await book(accepted.booking!.token, chosen.startsAt)
    expect(response.status, await response.clone().text()).toBe(201)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const booked = (await response.json()) as JobBooking
    expect(booked.canBook).toBe(false)
    expect(booked.visit).toMatchObject({
      kind: 'estimate',
      status: 'booked',
      startsAt: chosen.startsAt,
      label: chosen.label,
      address: expect.stringContaining('412 Galer Street'),
      customerName: 'Ada Lovelace',
    })
    expect(booked.changeLink).toMatch(/\/visit\/\d+-\d+-[0-9a-f]{64}$/)

    const lead = await deskLeadOf(accepted.reference)
    expect(lead.quoteStage).toBe('visit-booked')
    const [visit] = await visitsOf(lead.id)
    expect(visit).toMatchObject({ bookedBy: 'customer', kind: 'estimate' })
    // The confirmation (with its invitation) is queued like a staff booking's.
    const { totalDocs: mails } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendVisitMail' }, 'input.visitId': { equals: visit!.id } },
      overrideAccess: true,
    })
    expect(mails).toBeGreaterThan(0)

    // One estimate visit per request: a second booking is refused, and the page shows the booked one.
    const again = await readProblem(await book(accepted.booking!.token, offered.windows[2]!.startsAt), 409)
    expect(fieldsOf(again)).toEqual(['startsAt'])
    expect(await visitsOf(lead.id)).toHaveLength(1)
    expect((await offer(accepted.booking!.token)).visit?.startsAt).toBe(chosen.startsAt)
  })

  it('refuses a forged, an expired or a guessed link naming the token, and a start that is no free window naming startsAt', async () => {
    const accepted = await sendRequest()
    const token = accepted.booking!.token
    const lead = await deskLeadOf(accepted.reference)
    const [id, expiresAt] = token.split('-')
    const forged = `${id}-${Number(expiresAt) + 86_400}-${token.split('-')[2]}`
    expect(fieldsOf(await readProblem(await rest(path(forged)), 403))).toEqual(['token'])
    expect(fieldsOf(await readProblem(await book(forged, new Date().toISOString()), 403))).toEqual(['token'])
    // Another purpose's signature (a visit's link for the same id) books nothing.
    const visitToken = signToken('visit', [Number(id), Math.floor(Date.now() / 1000) + 3600])
    expect(fieldsOf(await readProblem(await rest(path(visitToken)), 403))).toEqual(['token'])
    const expired = estimateVisitLink(Number(id), new Date(Date.now() - 8 * 86_400_000).toISOString()).token
    expect(fieldsOf(await readProblem(await rest(path(expired)), 410))).toEqual(['token'])
    expect(fieldsOf(await readProblem(await rest(path('nothing-here')), 403))).toEqual(['token'])

    const offered = await offer(token)
    await expectStartsRefused((startsAt) => book(token, startsAt), offered.windows[0]!.startsAt)
    expect(await visitsOf(lead.id)).toHaveLength(0)
    expect((await deskLeadOf(accepted.reference)).quoteStage ?? null).toBeNull()
  })

  it('offers nothing to a commercial request, nor where the location has online booking off', async () => {
    const commercial = await sendRequest({
      serviceType: 'commercial',
      services: ['commercial-window-cleaning'],
      property: {
        surfaces: ['windows'],
        businessType: 'Commercial Real Estate',
        buildingType: 'office',
        floors: 3,
        squareFeet: 12_000,
      },
      business: { company: `Galer Offices ${randomUUID().slice(0, 4)}`, jobTitle: 'Manager', sites: 1 },
    })
    expect(commercial.booking).toBeUndefined()
    const commercialId = (await deskLeadOf(commercial.reference)).documentId
    const signedAnyway = estimateVisitLink(commercialId, new Date().toISOString()).token
    expect(fieldsOf(await readProblem(await rest(path(signedAnyway)), 410))).toEqual(['token'])

    const residential = await sendRequest()
    await setSeattleBooking(false)
    try {
      expect((await sendRequest()).booking).toBeUndefined()
      const refused = await readProblem(await rest(path(residential.booking!.token)), 410)
      expect(fieldsOf(refused)).toEqual(['token'])
    } finally {
      await setSeattleBooking(true)
    }
  })

  it('gives the last place of a window to exactly one of several homeowners at once; the others hear it was just taken', async () => {
    const requests: LeadAccepted[] = []
    for (let sent = 0; sent < 12; sent += 1) requests.push(await sendRequest())
    const window = (await offer(requests[0]!.booking!.token)).windows.at(-1)!
    const answers = await Promise.all(requests.map(({ booking }) => book(booking!.token, window.startsAt)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    // On a loaded machine some may wait past the connection budget: told 503 (nothing written), then "just taken".
    for (const [index, status] of statuses.entries())
      if (status === 503) statuses[index] = (await book(requests[index]!.booking!.token, window.startsAt)).status
    expect(statuses.filter((status) => status === 409)).toHaveLength(11)
    const refused = await readProblem(
      answers.find((answer) => answer.status === 409)!,
      409,
    )
    expect(fieldsOf(refused)).toEqual(['startsAt'])
    expect(refused.detail).toMatch(/was just taken or is not free\. The next free times: .+/)
    const { rows } = await databasePool(payload).query(
      `SELECT count(*)::int AS visits FROM visits WHERE location_id = $1 AND starts_at = $2 AND status = 'booked'`,
      [seattle.id, window.startsAt],
    )
    expect(rows[0].visits).toBe(1)
    // Nothing half-written: only the winner's lead moved on.
    const leads = await payload.find({
      collection: 'desk-leads',
      where: {
        reference: { in: requests.map((request) => request.reference) },
        quoteStage: { equals: 'visit-booked' },
      },
      overrideAccess: true,
    })
    expect(leads.totalDocs).toBe(1)
  })
})
