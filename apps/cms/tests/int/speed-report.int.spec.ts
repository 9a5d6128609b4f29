import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SpeedFigures, SpeedReport } from '@ecs/shared/api'
import { FAST_CONTACT_MINUTES } from '@ecs/shared/leads'
import { databasePool } from '../../src/utilities/database'
import { locationLabelSql } from '../../src/utilities/location-label-sql'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.destroy()
})

/** One seeded lead as the model sees it: what the report reads of a desk lead. */
interface SeededLead {
  location: number | null
  owner: number | null
  arrived: Date
  dueAt: Date | null
  contactedAt: Date | null
  minutes: number | null
  won: boolean
}

/** A small deterministic generator (mulberry32), so a failure reproduces. */
function generator(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** percentile_cont as Postgres defines it: linear interpolation between the sorted values around p(n-1). */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const at = p * (sorted.length - 1)
  const below = Math.floor(at)
  const above = Math.ceil(at)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below)
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole)

/** The report's figures for a group of seeded leads, computed plainly from their rows. */
function modelFigures(leads: SeededLead[], now: Date): SpeedFigures {
  const contacted = leads.filter((lead) => lead.contactedAt !== null)
  const never = leads.filter((lead) => lead.contactedAt === null && lead.dueAt !== null && lead.dueAt <= now)
  const within = contacted.filter((lead) => lead.dueAt !== null && lead.contactedAt! <= lead.dueAt)
  const fast = contacted.filter((lead) => lead.minutes! <= FAST_CONTACT_MINUTES)
  const later = contacted.filter((lead) => lead.minutes! > FAST_CONTACT_MINUTES)
  return {
    leads: leads.length,
    contacted: contacted.length,
    medianMinutes: percentile(
      contacted.map((lead) => lead.minutes!),
      0.5,
    ),
    p90Minutes: percentile(
      contacted.map((lead) => lead.minutes!),
      0.9,
    ),
    withinTarget: within.length,
    withinTargetShare: ratio(within.length, contacted.length + never.length),
    neverContacted: never.length,
    fast: fast.length,
    fastWonShare: ratio(fast.filter((lead) => lead.won).length, fast.length),
    later: later.length,
    laterWonShare: ratio(later.filter((lead) => lead.won).length, later.length),
  }
}

/** Numbers compared to 9 places (percentile_cont is float8 arithmetic), the rest exactly. */
function close(figures: SpeedFigures) {
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [
      name,
      typeof value === 'number' ? expect.closeTo(value, 9) : value,
    ]),
  )
}

const MINUTE = 60_000

describe('GET /api/desk/speed', () => {
  it('answers the working-time percentiles, target share, never contacted and won shares of a plain model, per location and staff member', async () => {
    const pool = databasePool(payload)
    const { rows: locations } = await pool.query<{ id: number; label: string }>(
      `SELECT id, ${locationLabelSql('locations.id')} AS label FROM locations ORDER BY id LIMIT 2`,
    )
    const { rows: users } = await pool.query<{ id: number; name: string }>(
      `SELECT id, coalesce(name, email) AS name FROM users ORDER BY id LIMIT 2`,
    )
    expect(locations).toHaveLength(2)
    expect(users).toHaveLength(2)
    // Days of their own, years back: no other test's lead arrived in them.
    const from = '2024-03-04'
    const to = '2024-03-10'
    const random = generator(23)
    const now = new Date()
    const seeded: SeededLead[] = []
    for (let index = 0; index < 60; index++) {
      const arrived = new Date(Date.parse(`${from}T00:00:00Z`) + Math.floor(random() * 7 * 24 * 60) * MINUTE)
      const target = 5 + Math.floor(random() * 3) * 5
      const roll = random()
      const contacted = roll > 0.15
      const minutes = contacted ? Math.floor(random() * 40) : null
      // A lead waits wall minutes at least as long as working minutes (the office may close between).
      const contactedAt = contacted
        ? new Date(arrived.getTime() + (minutes! + Math.floor(random() * 30)) * MINUTE)
        : null
      seeded.push({
        location: random() < 0.1 ? null : locations[Math.floor(random() * 2)]!.id,
        owner: random() < 0.2 ? null : users[Math.floor(random() * 2)]!.id,
        arrived,
        // One uncontacted lead in five is not due yet (its clock runs on), so it counts in `leads` only.
        dueAt:
          !contacted && roll < 0.03
            ? new Date(now.getTime() + 3_600_000)
            : new Date(arrived.getTime() + target * MINUTE),
        contactedAt,
        minutes,
        won: contacted && random() < 0.3,
      })
    }
    // Leads the report leaves out: one without a first-contact clock (a kind not routed), one a day too late.
    const outside = [
      { ...seeded[0]!, dueAt: null },
      { ...seeded[1]!, arrived: new Date(Date.parse(`${to}T00:00:00Z`) + 24 * 3_600_000 + MINUTE) },
    ]
    for (const lead of [...seeded, ...outside]) {
      const key = randomUUID()
      await pool.query(
        `INSERT INTO desk_leads (kind, document_id, reference, location_id, name, email, status, owner_id, version,
           first_contact_due_at, first_contact_at, first_contact_minutes, created_at, updated_at, last_activity_at)
         VALUES ('estimate', $1, $2, $3, 'Speed Test', 'speed@example.com', $4, $5, 1, $6, $7, $8, $9, $9, $9)`,
        [
          900_000 + Math.floor(random() * 1_000_000),
          `EST-${key.slice(0, 8).toUpperCase()}`,
          lead.location,
          lead.won ? 'won' : lead.contactedAt ? 'contacted' : 'new',
          lead.owner,
          lead.dueAt?.toISOString() ?? null,
          lead.contactedAt?.toISOString() ?? null,
          lead.minutes,
          lead.arrived.toISOString(),
        ],
      )
    }

    const response = await rest(`/api/desk/speed?from=${from}&to=${to}`, { token: tokens.staff })
    expect(response.status).toBe(200)
    const report = (await response.json()) as SpeedReport
    expect(report).toMatchObject({ from, to })
    expect(report.total).toEqual(close(modelFigures(seeded, now)))

    const groups = <K extends 'location' | 'owner'>(by: K) =>
      [...new Set(seeded.map((lead) => lead[by]))].map((id) => ({
        id,
        figures: modelFigures(
          seeded.filter((lead) => lead[by] === id),
          now,
        ),
      }))
    expect(report.byLocation).toHaveLength(groups('location').length)
    for (const { id, figures } of groups('location')) {
      const row = report.byLocation.find((candidate) => candidate.id === id)
      const label = id === null ? 'No location' : locations.find((location) => location.id === id)!.label
      expect(row, `location ${id}`).toEqual({ id, label, ...close(figures) })
    }
    expect(report.byStaff).toHaveLength(groups('owner').length)
    for (const { id, figures } of groups('owner')) {
      const row = report.byStaff.find((candidate) => candidate.id === id)
      const name = id === null ? 'Unassigned' : users.find((user) => user.id === id)!.name
      expect(row, `staff ${id}`).toEqual({ id, name, ...close(figures) })
    }
    // The model is not trivially empty: each figure is exercised.
    expect(report.total).toMatchObject({ neverContacted: expect.any(Number), fast: expect.any(Number) })
    expect(report.total.neverContacted).toBeGreaterThan(0)
    expect(report.total.fast).toBeGreaterThan(0)
    expect(report.total.later).toBeGreaterThan(0)
    expect(report.total.leads).toBeGreaterThan(report.total.contacted + report.total.neverContacted)
  })

  it('answers empty figures for a range without leads, and a 400 naming a bad date', async () => {
    const empty = await rest('/api/desk/speed?from=2001-01-01&to=2001-01-02', { token: tokens.staff })
    expect(empty.status).toBe(200)
    const report = (await empty.json()) as SpeedReport
    expect(report).toEqual({
      from: '2001-01-01',
      to: '2001-01-02',
      byLocation: [],
      byStaff: [],
      total: expect.objectContaining({ leads: 0, medianMinutes: null, withinTargetShare: null, fastWonShare: null }),
    })
    for (const query of ['from=2024-13-01', 'from=2024-03-10&to=2024-03-01', 'since=2024-01-01']) {
      const response = await rest(`/api/desk/speed?${query}`, { token: tokens.staff })
      expect(response.status, query).toBe(400)
      expect(fieldsOf(await readProblem(response)).length, query).toBeGreaterThan(0)
    }
  })
})

describe('the campaign summary', () => {
  it("gives each campaign its contacted leads' median working minutes to first contact", async () => {
    const pool = databasePool(payload)
    const campaign = `speed-${randomUUID().slice(0, 8)}`
    const minutes = [2, 9, 4, 30]
    for (const [index, waited] of [...minutes, null].entries()) {
      const sessionId = randomUUID()
      await pool.query(
        `INSERT INTO attribution (session_id, utm_source, utm_campaign, created_at) VALUES ($1, 'google', $2, now())`,
        [sessionId, campaign],
      )
      await pool.query(
        `INSERT INTO desk_leads (kind, document_id, reference, name, status, version, attribution_session_id,
           first_contact_due_at, first_contact_at, first_contact_minutes, created_at, updated_at)
         VALUES ('estimate', $1, $2, 'Campaign Speed', 'new', 1, $3, now(), $4, $5, now(), now())`,
        [
          800_000 + index,
          `EST-${randomUUID().slice(0, 8).toUpperCase()}`,
          sessionId,
          waited === null ? null : new Date().toISOString(),
          waited,
        ],
      )
    }
    const today = new Date().toISOString().slice(0, 10)
    const response = await rest(`/api/attribution-report/summary?from=${today}&to=${today}&campaign=${campaign}`, {
      token: tokens.staff,
    })
    const summary = (await response.json()) as {
      totals: { firstContactMedianMinutes: number | null }
      byCampaign: { campaign: string; firstContactMedianMinutes: number | null }[]
    }
    // The uncontacted lead has no wait; the median of 2, 4, 9, 30 is 6.5.
    expect(summary.byCampaign).toEqual([expect.objectContaining({ campaign, firstContactMedianMinutes: 6.5 })])
    expect(summary.totals.firstContactMedianMinutes).toBe(6.5)
    const none = await rest(
      `/api/attribution-report/summary?from=${today}&to=${today}&campaign=${campaign}&converted=false`,
      { token: tokens.staff },
    )
    expect(((await none.json()) as typeof summary).totals.firstContactMedianMinutes).toBeNull()
  })
})
