import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { DeskCalendar, DeskVisit, JobBooking, LeadWindows, WindowView } from '@ecs/shared/booking'
import { DATABASE_CONNECT_TIMEOUT_MS } from '@ecs/shared/shared-state'
import { locationLockKeys } from '../../src/booking/take-window'
import { databasePool } from '../../src/utilities/database'
import { acceptedQuote as acceptedQuoteAt, everyDayBooking } from '../helpers/booking'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import { ACTORS, type Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>
let locationId: number

beforeAll(async () => {
  ;({ payload, tokens } = await payloadWithTokens())
  locationId = await everyDayBooking(payload)
})
afterAll(async () => {
  await payload.db.destroy?.()
})

/** A new estimate lead at the location, with its customer's address. */
async function newLead() {
  const unique = randomUUID().slice(0, 8)
  const lead = await payload.create({
    collection: 'desk-leads',
    data: {
      kind: 'estimate',
      documentId: 3_000_000 + Math.floor(Math.random() * 1e9),
      reference: `EST-STAFF-${unique}`,
      status: 'contacted',
      name: `Staff booked ${unique}`,
      email: `${unique}@example.com`,
      address: '12 Bayou Street, Houston, TX 77002',
      location: locationId,
      version: 1,
    },
    overrideAccess: true,
  })
  return lead.id
}

const asStaff = (actor: Actor = 'staff') => ({ token: tokens[actor] })

async function windowsFor(leadId: number, kind: 'estimate' | 'job'): Promise<LeadWindows> {
  const response = await rest(`/api/desk/leads/${leadId}/windows?kind=${kind}`, asStaff())
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as LeadWindows
}

const schedule = (leadId: number, body: unknown, actor: Actor = 'staff') =>
  postJson(`/api/desk/leads/${leadId}/visits`, body, asStaff(actor))

const visitsOf = (leadId: number) =>
  payload.find({ collection: 'visits', where: { lead: { equals: leadId } }, overrideAccess: true }).then((r) => r.docs)

const queuedMails = async (visitId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendVisitMail' } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { visitId?: number }).visitId === visitId)

describe('staff schedule a visit from the lead page', () => {
  it('books an estimate visit in a free window at the lead’s address, moves it, cancels it, the customer told each time', async () => {
    const leadId = await newLead()
    const offered = await windowsFor(leadId, 'estimate')
    expect(offered.minutes).toBe(60)
    expect(offered.location.timeZone).toBe('America/Chicago')
    // Staff have no cut-off: windows start from now.
    expect(Date.parse(offered.windows[0]!.startsAt)).toBeLessThan(Date.now() + 24 * 3_600_000)
    const chosen = offered.windows[2]!
    const response = await schedule(leadId, { kind: 'estimate', startsAt: chosen.startsAt })
    expect(response.status, await response.clone().text()).toBe(201)
    const visit = (await response.json()) as DeskVisit
    expect(visit).toMatchObject({
      kind: 'estimate',
      status: 'booked',
      startsAt: chosen.startsAt,
      label: chosen.label,
      address: '12 Bayou Street, Houston, TX 77002',
    })
    const [stored] = await visitsOf(leadId)
    expect(stored).toMatchObject({ bookedBy: 'staff' })
    expect(stored!.createdBy).toBeTruthy()
    const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
    expect(lead.quoteStage).toBe('visit-booked')
    expect(lead.status).toBe('estimate-scheduled')
    expect((await queuedMails(visit.id)).map((job) => (job.input as { mail: string }).mail)).toContain('confirmation')
    // The window is gone for the next lead (one estimate crew).
    expect((await windowsFor(await newLead(), 'estimate')).windows.map((w) => w.startsAt)).not.toContain(
      chosen.startsAt,
    )

    const movable = (await (await rest(`/api/desk/visits/${visit.id}/windows`, asStaff())).json()) as WindowView[]
    expect(movable.map((window) => window.startsAt)).toContain(chosen.startsAt)
    const target = movable.find((window) => window.startsAt !== chosen.startsAt)!
    const moved = await postJson(`/api/desk/visits/${visit.id}/move`, { startsAt: target.startsAt }, asStaff())
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect(((await moved.json()) as DeskVisit).startsAt).toBe(target.startsAt)
    const cancelled = await postJson(`/api/desk/visits/${visit.id}/cancel`, {}, asStaff('admin'))
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as DeskVisit).status).toBe('cancelled')
    const again = await readProblem(await postJson(`/api/desk/visits/${visit.id}/cancel`, {}, asStaff()), 409)
    expect(fieldsOf(again)).toEqual(['status'])
    const mails = (await queuedMails(visit.id)).map((job) => (job.input as { mail: string }).mail)
    expect(mails.filter((mail) => mail === 'confirmation')).toHaveLength(2)
    expect(mails).toContain('cancelled')
    const events = await payload.find({
      collection: 'lead-events',
      where: { lead: { equals: leadId }, type: { equals: 'visit' } },
      overrideAccess: true,
    })
    expect(events.docs.map((event) => event.toValue).sort()).toEqual(['booked', 'cancelled', 'moved'])
  })

  it('books a job for the lead’s accepted quote, once, as long as its services', async () => {
    const { leadId, quoteId } = await acceptedQuoteAt(payload, locationId)
    const response = await rest(`/api/desk/leads/${leadId}/windows?kind=job&quote=${quoteId}`, asStaff())
    const offered = (await response.json()) as LeadWindows
    expect(offered.minutes).toBe(120)
    const first = await schedule(leadId, { kind: 'job', quote: quoteId, startsAt: offered.windows.at(-1)!.startsAt })
    expect(first.status, await first.clone().text()).toBe(201)
    const second = await schedule(leadId, { kind: 'job', quote: quoteId, startsAt: offered.windows.at(-3)!.startsAt })
    expect(fieldsOf(await readProblem(second, 409))).toEqual(['quote'])
    expect(await visitsOf(leadId)).toHaveLength(1)
    const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
    expect(lead.quoteStage).toBe('job-booked')
  })

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const leadId = await newLead()
    const offered = await windowsFor(leadId, 'estimate')
    const start = offered.windows[0]!.startsAt
    const refusals: [unknown, number, string][] = [
      [{ kind: 'lunch', startsAt: start }, 422, 'kind'],
      [{ kind: 'estimate', startsAt: 'tomorrow' }, 422, 'startsAt'],
      [{ kind: 'estimate', startsAt: new Date(Date.parse(start) + 17 * 60_000).toISOString() }, 409, 'startsAt'],
      [{ kind: 'estimate', startsAt: new Date(Date.now() - 3_600_000).toISOString() }, 409, 'startsAt'],
      [{ kind: 'job', startsAt: start, quote: 999_999_999 }, 422, 'quote'],
      [{ kind: 'estimate', startsAt: start, extra: 1 }, 422, 'extra'],
    ]
    for (const [body, status, field] of refusals) {
      const problem = await readProblem(await schedule(leadId, body), status)
      expect(fieldsOf(problem), JSON.stringify(body)).toEqual([field])
      if (status === 409) expect(problem.detail).toContain('The next free times:')
    }
    // Another lead's accepted quote is not this lead's.
    const other = await acceptedQuoteAt(payload, locationId)
    expect(
      fieldsOf(await readProblem(await schedule(leadId, { kind: 'job', startsAt: start, quote: other.quoteId }), 422)),
    ).toEqual(['quote'])
    expect(
      fieldsOf(await readProblem(await rest(`/api/desk/leads/${leadId}/windows?kind=lunch`, asStaff()), 400)),
    ).toEqual(['kind'])
    expect((await schedule(2_000_000_000, { kind: 'estimate', startsAt: start })).status).toBe(404)
    expect((await postJson('/api/desk/visits/2000000000/cancel', {}, asStaff())).status).toBe(404)
    expect(await visitsOf(leadId)).toHaveLength(0)
    const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
    expect(lead.quoteStage ?? null).toBeNull()
    expect(lead.version).toBe(1)
  })

  it.each(ACTORS)('answers %s as its role allows (office staff and admins only)', async (actor) => {
    const leadId = await newLead()
    const start = (await windowsFor(leadId, 'estimate')).windows.at(-1)!.startsAt
    const expected = { anonymous: 401, marketing: 403, staff: 200, admin: 200 }[actor]
    const token = tokens[actor]
    const windows = await rest(`/api/desk/leads/${leadId}/windows?kind=estimate`, { token })
    expect(windows.status).toBe(expected)
    const calendar = await rest('/api/desk/calendar?location=houston', { token })
    expect(calendar.status).toBe(expected)
    const scheduled = await postJson(
      `/api/desk/leads/${leadId}/visits`,
      { kind: 'estimate', startsAt: start },
      { token },
    )
    expect(scheduled.status).toBe(expected === 200 ? 201 : expected)
    if (expected !== 200) {
      expect(await visitsOf(leadId)).toHaveLength(0)
      return
    }
    const visit = (await scheduled.json()) as DeskVisit
    expect((await rest(`/api/desk/visits/${visit.id}/windows`, { token })).status).toBe(200)
    expect((await postJson(`/api/desk/visits/${visit.id}/cancel`, {}, { token })).status).toBe(200)
  })

  it('refuses marketing and anonymous callers moving or cancelling a booked visit', async () => {
    const leadId = await newLead()
    const start = (await windowsFor(leadId, 'estimate')).windows.at(-2)!.startsAt
    const visit = (await (await schedule(leadId, { kind: 'estimate', startsAt: start })).json()) as DeskVisit
    for (const actor of ['anonymous', 'marketing'] as const) {
      const expected = actor === 'anonymous' ? 401 : 403
      const init = { token: tokens[actor] }
      expect((await postJson(`/api/desk/visits/${visit.id}/cancel`, {}, init)).status).toBe(expected)
      expect((await postJson(`/api/desk/visits/${visit.id}/move`, { startsAt: start }, init)).status).toBe(expected)
    }
    expect((await visitsOf(leadId))[0]!.status).toBe('booked')
  })

  it('gives the last place of a window to exactly one of a customer and staff booking at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await acceptedQuoteAt(payload, locationId)
      const booking = (await (await rest(`/api/quotes/link/${customer.token}/booking`)).json()) as JobBooking
      const window = booking.windows.at(-1 - round * 2)!
      const staffLead = await newLead()
      const [byCustomer, byStaff] = await Promise.all([
        postJson(`/api/quotes/link/${customer.token}/booking`, { startsAt: window.startsAt }),
        schedule(staffLead, { kind: 'job', startsAt: window.startsAt }),
      ])
      expect([byCustomer.status, byStaff.status].sort()).toEqual([201, 409])
      const refused = await readProblem(byCustomer.status === 409 ? byCustomer : byStaff, 409)
      expect(fieldsOf(refused)).toEqual(['startsAt'])
      expect(refused.detail).toMatch(/was just taken or is not free/)
      const { totalDocs } = await payload.find({
        collection: 'visits',
        where: {
          location: { equals: locationId },
          kind: { equals: 'job' },
          status: { equals: 'booked' },
          startsAt: { equals: window.startsAt },
        },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(1)
    }
  })
})

describe('many staff bookings of one location at once', () => {
  it('wait for its lock holding no pooled connection: more bookings than connections are all booked, and the CMS still answers meanwhile', async () => {
    const pool = databasePool(payload)
    const bookings = (pool.options.max ?? 10) + 5
    const leads: number[] = []
    for (let made = 0; made < bookings; made += 1) leads.push(await newLead())
    // The last windows of the four weeks, one estimate visit each (one estimate crew): none taken yet.
    const windows = (await windowsFor(leads[0]!, 'estimate')).windows.slice(-bookings)
    expect(windows).toHaveLength(bookings)
    // A booking of the location elsewhere (another replica's) holds its lock past the database's connection budget.
    const elsewhere = new pg.Client({ connectionString: pool.options.connectionString })
    await elsewhere.connect()
    let answers: Promise<Response[]>
    try {
      await elsewhere.query('BEGIN')
      await elsewhere.query('SELECT pg_advisory_xact_lock($1, $2)', [...locationLockKeys(locationId, 'estimate')])
      answers = Promise.all(
        leads.map((leadId, index) => schedule(leadId, { kind: 'estimate', startsAt: windows[index]!.startsAt })),
      )
      await sleep(DATABASE_CONNECT_TIMEOUT_MS + 1_000)
      // The rest of the CMS still gets a connection while the bookings wait.
      const meanwhile = await rest(`/api/desk/leads/${leads[0]}/windows?kind=job`, asStaff())
      expect(meanwhile.status).toBe(200)
    } finally {
      await elsewhere.query('COMMIT')
      await elsewhere.end()
    }
    const statuses = (await answers).map((response) => response.status)
    expect(statuses).toEqual(leads.map(() => 201))
    for (const leadId of leads) expect(await visitsOf(leadId)).toHaveLength(1)
  })
})

describe('the staff calendar', () => {
  it('shows a week from Monday in the office’s zone with each visit’s time, kind, customer, address and lead status, and the places left', async () => {
    const leadId = await newLead()
    const offered = await windowsFor(leadId, 'estimate')
    const chosen = offered.windows.at(-1)!
    const visit = (await (await schedule(leadId, { kind: 'estimate', startsAt: chosen.startsAt })).json()) as DeskVisit
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(chosen.startsAt))
    const response = await rest(`/api/desk/calendar?location=houston&view=week&date=${date}`, asStaff())
    expect(response.status, await response.clone().text()).toBe(200)
    const calendar = (await response.json()) as DeskCalendar
    expect(calendar.location).toMatchObject({ slug: 'houston', timeZone: 'America/Chicago' })
    expect(calendar.days).toHaveLength(7)
    expect(new Date(`${calendar.days[0]!.date}T12:00:00Z`).getUTCDay()).toBe(1)
    expect(calendar.days.map((day) => day.date)).toContain(date)
    expect(calendar.locations.map((location) => location.slug).sort()).toEqual([
      'dmv',
      'houston',
      'seattle',
      'tri-cities',
    ])
    const shown = calendar.visits.find((entry) => entry.id === visit.id)!
    expect(shown).toMatchObject({
      date,
      kind: 'estimate',
      address: '12 Bayou Street, Houston, TX 77002',
      lead: { id: leadId, status: 'Visit booked' },
    })
    expect(shown.time).toMatch(/^\d{1,2}:00 [AP]M – \d{1,2}:00 [AP]M$/)
    // Every day is worked 8 to 5: nine windows a day, the visit's own with no estimate place left.
    expect(calendar.slots.filter((slot) => slot.date === date)).toHaveLength(9)
    const slot = calendar.slots.find((entry) => entry.startsAt === chosen.startsAt)!
    expect(slot.places.estimate).toEqual({ left: 0, crews: 1 })
    expect(slot.places.job.crews).toBe(1)

    const day = (await (
      await rest(`/api/desk/calendar?location=houston&view=day&date=${date}`, asStaff())
    ).json()) as DeskCalendar
    expect(day.days.map((entry) => entry.date)).toEqual([date])
    expect(day.previous < date && date < day.next).toBe(true)
    const refused = await readProblem(await rest('/api/desk/calendar?date=2026-02-30', asStaff()), 400)
    expect(fieldsOf(refused)).toEqual(['date'])
  })
})
