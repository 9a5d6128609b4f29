import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { CustomerVisit, JobBooking } from '@ecs/shared/booking'
import {
  acceptedQuote as acceptedQuoteAt,
  everyDayBooking,
  expectStartsRefused,
  quoteValidUntil,
  readBookingOffer,
  visitsFor,
} from '../helpers/booking'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import { databasePool } from '../../src/utilities/database'
import { linkExpiry, signQuoteLink } from '../../src/quotes/quote-link'
import { signToken } from '../../src/utilities/signed-link'

let payload: Payload
let locationId: number

const HOUR = 3_600_000

beforeAll(async () => {
  ;({ payload } = await payloadWithTokens())
  locationId = await everyDayBooking(payload)
})
afterAll(async () => {
  await payload.db.destroy?.()
})

const acceptedQuote = () => acceptedQuoteAt(payload, locationId)

const booking = (token: string) => readBookingOffer(`/api/quotes/link/${token}/booking`)

const book = (token: string, startsAt: string) => postJson(`/api/quotes/link/${token}/booking`, { startsAt })

const visitsOf = (quoteId: number) => visitsFor(payload, { quote: quoteId })

/** The test location's cut-off (24 hours as everyDayBooking sets it; a test that changes it puts that back). */
const setCutoffHours = (changeCutoffHours: number) =>
  payload.update({
    collection: 'locations',
    id: locationId,
    data: { booking: { changeCutoffHours } },
    overrideAccess: true,
    draft: false,
  })

describe('booking the job of an accepted quote', () => {
  it('offers free windows from the cut-off on, books one, and then shows the visit with its change link', async () => {
    const { token, leadId, quoteId } = await acceptedQuote()
    const offered = await booking(token)
    expect(offered.canBook).toBe(true)
    expect(offered.minutes).toBe(120)
    expect(offered.windows.length).toBeGreaterThan(0)
    for (const window of offered.windows) {
      expect(Date.parse(window.startsAt)).toBeGreaterThanOrEqual(Date.now() + 24 * HOUR - 60_000)
      expect(Date.parse(window.endsAt) - Date.parse(window.startsAt)).toBe(2 * HOUR)
    }
    const chosen = offered.windows[0]!
    const response = await book(token, chosen.startsAt)
    expect(response.status, await response.clone().text()).toBe(201)
    const booked = (await response.json()) as JobBooking
    expect(booked.canBook).toBe(false)
    expect(booked.visit).toMatchObject({
      kind: 'job',
      status: 'booked',
      startsAt: chosen.startsAt,
      label: chosen.label,
    })
    expect(booked.changeLink).toMatch(/\/visit\/\d+-\d+-[0-9a-f]{64}$/)
    const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
    expect(lead.quoteStage).toBe('job-booked')
    // The same quote again: one job per quote.
    expect(fieldsOf(await readProblem(await book(token, offered.windows[3]!.startsAt), 409))).toEqual(['startsAt'])
    expect(await visitsOf(quoteId)).toHaveLength(1)
    // The window is no longer offered to the next customer (one crew).
    const next = await booking((await acceptedQuote()).token)
    expect(next.windows.map((window) => window.startsAt)).not.toContain(chosen.startsAt)
  })

  it('refuses a start that is not a free window, before the cut-off or off the hours, naming the field and the next windows', async () => {
    const { token, quoteId } = await acceptedQuote()
    const offered = await booking(token)
    await expectStartsRefused((startsAt) => book(token, startsAt), offered.windows[0]!.startsAt)
    expect(await visitsOf(quoteId)).toHaveLength(0)
  })

  it('books a window offered a moment ago that has since crossed the cut-off, within 15 minutes of it', async () => {
    const offered = await booking((await acceptedQuote()).token)
    const [first, second] = offered.windows
    // The location's cut-off set so that the window crossed it `minutes` ago, while the customer chose.
    const crossedCutoffAgo = (window: { startsAt: string }, minutes: number) =>
      setCutoffHours((Date.parse(window.startsAt) - Date.now() + minutes * 60_000) / HOUR)
    try {
      await crossedCutoffAgo(first!, 5)
      const { token, quoteId } = await acceptedQuote()
      expect((await booking(token)).windows.map((window) => window.startsAt)).not.toContain(first!.startsAt)
      const taken = await book(token, first!.startsAt)
      expect(taken.status, await taken.clone().text()).toBe(201)
      expect(await visitsOf(quoteId)).toHaveLength(1)

      await crossedCutoffAgo(second!, 20)
      const late = await acceptedQuote()
      expect(fieldsOf(await readProblem(await book(late.token, second!.startsAt), 409))).toEqual(['startsAt'])
      expect(await visitsOf(late.quoteId)).toHaveLength(0)
    } finally {
      await setCutoffHours(24)
    }
  })

  it('gives the last place of a window to exactly one of 50 customers at once; the others hear it was just taken', async () => {
    const quotes: Awaited<ReturnType<typeof acceptedQuote>>[] = []
    for (let made = 0; made < 50; made += 1) quotes.push(await acceptedQuote())
    const window = (await booking(quotes[0]!.token)).windows.at(-1)!
    const answers = await Promise.all(quotes.map(({ token }) => book(token, window.startsAt)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    // On a loaded machine a few of the 50 may wait past the database's connection budget: they are told
    // 503 to try again (nothing written), and trying again they hear the window was just taken.
    expect(statuses.filter((status) => status !== 201 && status !== 409).every((status) => status === 503)).toBe(true)
    for (const [index, status] of statuses.entries())
      if (status === 503) statuses[index] = (await book(quotes[index]!.token, window.startsAt)).status
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const refused = await readProblem(
      answers.find((answer) => answer.status === 409)!,
      409,
    )
    expect(refused.detail).toMatch(/was just taken or is not free\. The next free times: .+/)
    const pool = databasePool(payload)
    const { rows } = await pool.query(
      `SELECT count(*)::int AS visits FROM visits WHERE location_id = $1 AND starts_at = $2 AND status = 'booked'`,
      [locationId, window.startsAt],
    )
    expect(rows[0].visits).toBe(1)
    // Nothing half-written: the 49 refused quotes have no visit, their leads no booking step.
    const leads = await payload.find({
      collection: 'desk-leads',
      where: { id: { in: quotes.map((quote) => quote.leadId) }, quoteStage: { equals: 'job-booked' } },
      overrideAccess: true,
    })
    expect(leads.totalDocs).toBe(1)
  })
})

describe("the customer's visit link", () => {
  /** A job booked in the last free window but one, or the first (the nearest, for the cut-off). */
  async function bookedVisit(nearest = false) {
    const { token } = await acceptedQuote()
    const offered = await booking(token)
    const answer = await book(token, (nearest ? offered.windows[0] : offered.windows.at(-2))!.startsAt)
    expect(answer.status, await answer.clone().text()).toBe(201)
    const booked = (await answer.json()) as JobBooking
    return { visitToken: booked.changeLink!.split('/visit/')[1]!, visit: booked.visit! }
  }

  it('shows the visit, moves it to a free window and cancels it, each on the timeline', async () => {
    const { visitToken, visit } = await bookedVisit()
    const read = await rest(`/api/visits/link/${visitToken}`)
    expect(read.status).toBe(200)
    expect(read.headers.get('x-robots-tag')).toBe('noindex')
    const page = (await read.json()) as CustomerVisit
    expect(page.canChange).toBe(true)
    expect(page.visit.reference).toBe(visit.reference)
    const target = page.windows.find((window) => window.startsAt !== visit.startsAt)!
    const moved = await postJson(`/api/visits/link/${visitToken}/reschedule`, { startsAt: target.startsAt })
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect(((await moved.json()) as CustomerVisit).visit.startsAt).toBe(target.startsAt)
    const cancelled = await postJson(`/api/visits/link/${visitToken}/cancel`, {})
    expect(cancelled.status).toBe(200)
    const after = (await cancelled.json()) as CustomerVisit
    expect(after.visit.status).toBe('cancelled')
    expect(after.canChange).toBe(false)
    expect((await postJson(`/api/visits/link/${visitToken}/cancel`, {})).status).toBe(409)
  })

  it('answers an altered link 403 and an expired one 410, naming the office phone, never a 500', async () => {
    const { visitToken, visit } = await bookedVisit()
    const altered = visitToken.replace(/.$/, (last) => (last === '0' ? '1' : '0'))
    const forbidden = await readProblem(await rest(`/api/visits/link/${altered}`), 403)
    expect(fieldsOf(forbidden)).toEqual(['token'])
    expect(forbidden.detail).toMatch(/Please call .+ on /)
    expect((await postJson(`/api/visits/link/${altered}/cancel`, {})).status).toBe(403)
    const past = signToken('visit', [visit.id, Math.floor(Date.now() / 1000) - 60])
    expect((await readProblem(await rest(`/api/visits/link/${past}`), 410)).detail).toMatch(/expired/)
    // A quote's token never opens a visit, nor garbage.
    const quoteToken = signQuoteLink({ quoteId: visit.id, version: 1, expiresAt: linkExpiry(quoteValidUntil) })
    expect((await rest(`/api/visits/link/${quoteToken}`)).status).toBe(403)
    expect((await rest(`/api/visits/link/not-a-token`)).status).toBe(403)
  })

  it('refuses a change inside the cut-off', async () => {
    const { visitToken } = await bookedVisit(true)
    await setCutoffHours(24 * 7)
    try {
      const page = (await (await rest(`/api/visits/link/${visitToken}`)).json()) as CustomerVisit
      expect(page.canChange).toBe(false)
      expect(page.windows).toEqual([])
      const refused = await readProblem(await postJson(`/api/visits/link/${visitToken}/cancel`, {}), 409)
      expect(refused.detail).toMatch(/can no longer be changed online/)
    } finally {
      await setCutoffHours(24)
    }
  })
})
