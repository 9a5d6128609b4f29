import { randomUUID } from 'node:crypto'
import { freePort } from '@ecs/local-postgres'
import { ProblemError } from '@ecs/shared/http'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_KINDS, LEAD_KIND_FACTS } from '@ecs/shared/leads'
import { storeAttribution } from '../../src/attribution/store-attribution'
import { reportFigures } from '../../src/attribution/summary-report'
import { csvCell } from '../../src/utilities/csv'
import { minuteIn } from '../helpers/local-minute'
import { databasePool } from '../../src/utilities/database'
import { attributionRecord, BAD_ATTRIBUTION_RECORDS, NO_CAMPAIGN } from '../helpers/attribution-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import { ACTORS, type Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.destroy()
})

async function storedRows(sessionId: string) {
  const { rows } = await databasePool(payload).query('SELECT * FROM attribution WHERE session_id = $1', [sessionId])
  return rows
}

describe('POST /api/attribution', () => {
  it('stores the first touch once and answers 201', async () => {
    const body = attributionRecord()
    const response = await postJson('/api/attribution', body)
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ sessionId: body.sessionId, created: true })
    const rows = await storedRows(body.sessionId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'spring-wash',
      gclid: 'abc123',
      last_touch_at: null,
    })
  })

  it('is idempotent: the same body again answers 200 and writes nothing new', async () => {
    const body = attributionRecord()
    await postJson('/api/attribution', body)
    const again = await postJson('/api/attribution', body)
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ created: false })
    expect(await storedRows(body.sessionId)).toHaveLength(1)
  })

  it('keeps the first touch and records a later campaign as the last touch', async () => {
    const first = attributionRecord()
    await postJson('/api/attribution', first)
    const later = attributionRecord({
      sessionId: first.sessionId,
      utmSource: 'facebook',
      utmMedium: 'social',
      utmCampaign: 'fall-gutter',
      gclid: null,
    })
    const response = await postJson('/api/attribution', later)
    expect(await response.json()).toMatchObject({ created: false, lastTouchRecorded: true })
    const [row] = await storedRows(first.sessionId)
    expect(row).toMatchObject({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-wash', gclid: 'abc123' })
    expect(row).toMatchObject({
      last_touch_utm_source: 'facebook',
      last_touch_utm_campaign: 'fall-gutter',
      last_touch_gclid: null,
    })
    expect(row.last_touch_at).not.toBeNull()
  })

  it('does not record a visit without campaign parameters as a touch', async () => {
    const first = attributionRecord()
    await postJson('/api/attribution', first)
    const plain = attributionRecord({ sessionId: first.sessionId, ...NO_CAMPAIGN })
    expect(await (await postJson('/api/attribution', plain)).json()).toMatchObject({
      created: false,
      lastTouchRecorded: false,
    })
    expect((await storedRows(first.sessionId))[0]).toMatchObject({ last_touch_at: null })
  })

  it.each(BAD_ATTRIBUTION_RECORDS)('answers 400 naming the field for %s', async (_case, overrides, field) => {
    const body = attributionRecord(overrides)
    const response = await postJson('/api/attribution', body)
    expect(fieldsOf(await readProblem(response, 400))).toContain(field)
    if (typeof body.sessionId === 'string') expect(await storedRows(body.sessionId)).toHaveLength(0)
  })

  it('refuses a body that is not JSON, is not an object, or is too large', async () => {
    await readProblem(await postJson('/api/attribution', '{"sessionId":'), 400)
    await readProblem(await postJson('/api/attribution', '[1,2]'), 400)
    await readProblem(await postJson('/api/attribution', attributionRecord({ referrer: 'x'.repeat(20_000) })), 413)
    const form = await rest('/api/attribution', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'sessionId=1',
    })
    await readProblem(form, 415)
  })
})

describe('storeAttribution when the database is unreachable', () => {
  it('answers a 503 problem, not a 500, and the browser keeps its local record', async () => {
    const nowhere = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
      connectionTimeoutMillis: 2000,
    })
    try {
      const refused = await storeAttribution(nowhere, attributionRecord()).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ProblemError)
      expect((refused as ProblemError).details).toMatchObject({
        status: 503,
        detail: expect.stringMatching(/try again/),
      })
    } finally {
      await nowhere.end()
    }
  })
})

describe('GET /api/attribution/{sessionId}', () => {
  it('returns that one record to anyone who knows the session id', async () => {
    const body = attributionRecord()
    await postJson('/api/attribution', body)
    const response = await rest(`/api/attribution/${body.sessionId}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      sessionId: body.sessionId,
      utmSource: 'google',
      utmCampaign: 'spring-wash',
      landingPage: body.landingPage,
    })
  })

  it('answers 404 for an unknown session and for anything that is not a session id', async () => {
    expect((await rest(`/api/attribution/${randomUUID()}`)).status).toBe(404)
    expect((await rest('/api/attribution/1')).status).toBe(404)
  })

  it('lists records for staff and admins only', async () => {
    for (const actor of ACTORS) {
      const response = await rest('/api/attribution?limit=1', { token: tokens[actor] })
      if (actor === 'staff' || actor === 'admin') {
        expect(response.status, actor).toBe(200)
        expect(((await response.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)
      } else {
        expect(response.status, actor).toBe(403)
      }
    }
  })
})

/** The campaign reports' aggregate figures (counts and revenue, no visitor's record) and the content's: the whole team reads them. */
const AGGREGATE_REPORTS = [
  '/api/attribution-report/summary',
  '/api/attribution-report/landing-pages',
  '/api/attribution-report/timeseries',
  '/api/content-report/overview',
]
/** Single sessions, their leads and the CSV of sessions, and the desk's figures: the office's alone. */
const STAFF_REPORTS = [
  '/api/attribution-report/sessions',
  `/api/attribution-report/sessions/${randomUUID()}`,
  '/api/attribution-report/export.csv',
  '/api/desk/overview',
]

async function expectStatuses(path: string, expected: Record<Actor, number[]>) {
  for (const actor of ACTORS) {
    const response = await rest(path, { token: tokens[actor] })
    expect(expected[actor], `${actor} ${path}`).toContain(response.status)
    await response.arrayBuffer()
  }
}

describe('report endpoints', () => {
  it.each(AGGREGATE_REPORTS)('%s: 401 anonymous, allowed for marketing, staff and admin', (path) =>
    expectStatuses(path, { anonymous: [401], marketing: [200], staff: [200], admin: [200] }),
  )

  it.each(STAFF_REPORTS)('%s: 401 anonymous, 403 marketing, allowed for staff and admin', (path) =>
    expectStatuses(path, { anonymous: [401], marketing: [403], staff: [200, 404], admin: [200, 404] }),
  )

  it('counts sessions, leads and conversion by campaign over the range', async () => {
    const campaign = `summary-${randomUUID().slice(0, 8)}`
    const sessions = [
      attributionRecord({ utmCampaign: campaign }),
      attributionRecord({ utmCampaign: campaign }),
      attributionRecord({ utmCampaign: campaign }),
    ]
    for (const body of sessions) await postJson('/api/attribution', body)
    await insertLead(sessions[0]!.sessionId)
    await insertLead(sessions[0]!.sessionId)
    await insertLead(sessions[1]!.sessionId)

    const today = new Date().toISOString().slice(0, 10)
    const response = await rest(`/api/attribution-report/summary?from=${today}&to=${today}&campaign=${campaign}`, {
      token: tokens.staff,
    })
    const summary = (await response.json()) as {
      totals: Record<string, number>
      byCampaign: { campaign: string; sessions: number; leads: number }[]
    }
    expect(summary.totals).toMatchObject({ sessions: 3, leads: 3, convertedSessions: 2, conversionRate: 1 })
    expect(summary.byCampaign).toEqual([expect.objectContaining({ campaign, sessions: 3, leads: 3 })])

    const series = (await (
      await rest(`/api/attribution-report/timeseries?from=${today}&to=${today}&campaign=${campaign}`, {
        token: tokens.staff,
      })
    ).json()) as { days: unknown[] }
    expect(series.days).toEqual([{ day: today, sessions: 3, leads: 3, wonValue: 0 }])

    const converted = (await (
      await rest(`/api/attribution-report/sessions?campaign=${campaign}&converted=true&pageSize=1`, {
        token: tokens.staff,
      })
    ).json()) as { docs: { leads: number }[]; totalDocs: number; totalPages: number }
    expect(converted).toMatchObject({ totalDocs: 2, totalPages: 2 })
    expect(converted.docs).toHaveLength(1)

    const detail = (await (
      await rest(`/api/attribution-report/sessions/${sessions[0]!.sessionId}`, { token: tokens.admin })
    ).json()) as { session: { sessionId: string }; leads: { kind: string; reference: string }[] }
    expect(detail.session.sessionId).toBe(sessions[0]!.sessionId)
    expect(detail.leads).toHaveLength(2)
    expect(detail.leads[0]).toMatchObject({ kind: 'estimate', reference: expect.stringMatching(/^EST-/) })

    // A session's times on the clock of its first lead's location (computed here with Intl, not SQL), the
    // zone beside them; a session without a lead in UTC. Its leads are given a location of their own here.
    await databasePool(payload).query(
      `UPDATE desk_leads SET location_id = (SELECT id FROM locations WHERE time_zone::text LIKE 'America/%' ORDER BY id LIMIT 1)
       WHERE attribution_session_id = $1`,
      [sessions[0]!.sessionId],
    )
    const csv = await (
      await rest(`/api/attribution-report/export.csv?campaign=${campaign}`, { token: tokens.staff })
    ).text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toMatch(/^sessionId,createdAt,timeZone,utmSource/)
    expect(lines).toHaveLength(4)
    const { rows } = await databasePool(payload).query<{ sessionId: string; createdAt: Date; zone: string | null }>(
      `SELECT a.session_id AS "sessionId", a.created_at AS "createdAt",
         (SELECT loc.time_zone::text FROM desk_leads dl JOIN locations loc ON loc.id = dl.location_id
          WHERE dl.attribution_session_id = a.session_id LIMIT 1) AS zone
       FROM attribution a WHERE a.session_id = ANY($1::text[])`,
      [[sessions[0]!.sessionId, sessions[2]!.sessionId]],
    )
    const [led, unled] = [sessions[0], sessions[2]].map((session) =>
      rows.find((row) => row.sessionId === session!.sessionId)!,
    )
    expect(led!.zone).toMatch(/^America\//)
    expect(unled!.zone).toBeNull()
    for (const session of [led!, unled!]) {
      const zone = session.zone ?? 'UTC'
      const line = lines.find((candidate) => candidate.startsWith(`${session.sessionId},`))!
      expect(line.split(',').slice(1, 3)).toEqual([minuteIn(session.createdAt, zone), zone])
    }
  })

  it('counts sessions, leads and conversion by the campaign landing page a session first landed on', async () => {
    const campaign = `landing-${randomUUID().slice(0, 8)}`
    const landed = (slug: string) =>
      attributionRecord({
        utmCampaign: campaign,
        landingPage: `https://clearview.example/lp/${slug}?utm_source=google`,
      })
    const sessions = [landed('spring-wash'), landed('spring-wash'), landed('gutter-guard')]
    const elsewhere = attributionRecord({ utmCampaign: campaign })
    for (const body of [...sessions, elsewhere]) await postJson('/api/attribution', body)
    await insertLead(sessions[0]!.sessionId)
    await insertLead(sessions[0]!.sessionId)
    await insertLead(elsewhere.sessionId)

    const today = new Date().toISOString().slice(0, 10)
    const response = await rest(
      `/api/attribution-report/landing-pages?from=${today}&to=${today}&campaign=${campaign}`,
      {
        token: tokens.staff,
      },
    )
    expect(response.status).toBe(200)
    const report = (await response.json()) as { byLandingPage: Record<string, unknown>[] }
    expect(report.byLandingPage).toEqual([
      expect.objectContaining({
        landingPage: '/lp/spring-wash',
        sessions: 2,
        leads: 2,
        convertedSessions: 1,
        conversionRate: 1,
      }),
      expect.objectContaining({
        landingPage: '/lp/gutter-guard',
        sessions: 1,
        leads: 0,
        convertedSessions: 0,
        conversionRate: 0,
      }),
    ])

    // Every landing page is counted, then sorted and paged on the server like the summary's breakdowns.
    const landingPages = async (order: string) =>
      (await (
        await rest(`/api/attribution-report/landing-pages?from=${today}&to=${today}&campaign=${campaign}&${order}`, {
          token: tokens.staff,
        })
      ).json()) as { byLandingPage: { landingPage: string }[]; page: Record<string, number> }
    const fewestLeadsSecond = await landingPages(
      'landingPageSort=leads&landingPageOrder=asc&pageSize=1&landingPagePage=2',
    )
    expect(fewestLeadsSecond.byLandingPage.map((row) => row.landingPage)).toEqual(['/lp/spring-wash'])
    expect(fewestLeadsSecond.page).toEqual({ page: 2, pageSize: 1, totalDocs: 2, totalPages: 2 })
    const byName = await landingPages('landingPageSort=name&landingPageOrder=asc')
    expect(byName.byLandingPage.map((row) => row.landingPage)).toEqual(['/lp/gutter-guard', '/lp/spring-wash'])
    // A landing page has no calls or spend to sort by.
    const refused = await rest(
      `/api/attribution-report/landing-pages?from=${today}&to=${today}&landingPageSort=callTaps`,
      { token: tokens.staff },
    )
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('landingPageSort')
  })

  it('filters by click id and by "(none)", and rejects unknown or malformed filters naming them', async () => {
    const campaign = `filters-${randomUUID().slice(0, 8)}`
    await postJson(
      '/api/attribution',
      attributionRecord({ utmCampaign: campaign, gclid: null, gadSource: null, utmSource: null }),
    )
    await postJson('/api/attribution', attributionRecord({ utmCampaign: campaign }))
    const count = async (query: string) =>
      (
        (await (
          await rest(`/api/attribution-report/sessions?campaign=${campaign}&${query}`, { token: tokens.staff })
        ).json()) as { totalDocs: number }
      ).totalDocs
    expect(await count('hasClickId=true')).toBe(1)
    expect(await count('hasClickId=false')).toBe(1)
    expect(await count('source=(none)')).toBe(1)

    for (const [query, field] of [
      ['from=2024-13-01', 'from'],
      ['converted=yes', 'converted'],
      ['source[$ne]=x', 'source[$ne]'],
      ['pageSize=1000', 'pageSize'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
    ] as const) {
      const response = await rest(`/api/attribution-report/sessions?${query}`, { token: tokens.staff })
      expect(fieldsOf(await readProblem(response, 400)), query).toContain(field)
    }
  })

  it('treats SQL in a filter as a plain value', async () => {
    const response = await rest(`/api/attribution-report/summary?source=${encodeURIComponent("x' OR 1=1 --")}`, {
      token: tokens.staff,
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { totals: { sessions: number } }).totals.sessions).toBe(0)
  })
})

describe('reports over closed days (daily rollup)', () => {
  it('count past sessions from the rollup exactly as from the rows, and recount after an admin deletes one', async () => {
    const campaign = `rollup-${randomUUID().slice(0, 8)}`
    const pool = databasePool(payload)
    const sessions = [randomUUID(), randomUUID(), randomUUID(), randomUUID()]
    // Two sessions 400 days ago (one with a click id), one 395 days ago, one today: days no other
    // test's report has rolled up yet (a closed day gets no new sessions in real life).
    const ages = [400, 400, 395, 0]
    for (const [index, sessionId] of sessions.entries()) {
      await pool.query(
        `INSERT INTO attribution (session_id, utm_source, utm_campaign, gclid, created_at) VALUES ($1, 'bing', $2, $3, now() - make_interval(days => $4))`,
        [sessionId, campaign, index === 0 ? 'G' : null, ages[index]],
      )
    }
    await insertLead(sessions[1]!)
    await insertLead(sessions[3]!)
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
    const summary = async (extra = '') =>
      (
        (await (
          await rest(`/api/attribution-report/summary?from=${day(402)}&to=${day(0)}&campaign=${campaign}${extra}`, {
            token: tokens.staff,
          })
        ).json()) as { totals: Record<string, number> }
      ).totals

    const expected = { sessions: 4, leads: 2, convertedSessions: 2 }
    expect(await summary()).toMatchObject(expected)
    // The first report rolled the closed days up; the second reads them from the rollup.
    const { rows } = await pool.query(`SELECT sum(sessions)::int AS n FROM attribution_daily WHERE utm_campaign = $1`, [
      campaign,
    ])
    expect(rows[0].n).toBe(3)
    expect(await summary()).toMatchObject(expected)
    expect(await summary('&converted=false')).toMatchObject({ sessions: 2, leads: 0 })
    expect(await summary('&converted=true')).toMatchObject({ sessions: 2, leads: 2 })
    expect(await summary('&hasClickId=true')).toMatchObject({ sessions: 1, leads: 0 })

    const series = (await (
      await rest(`/api/attribution-report/timeseries?from=${day(402)}&to=${day(0)}&campaign=${campaign}`, {
        token: tokens.staff,
      })
    ).json()) as { days: { day: string; sessions: number; leads: number }[] }
    expect(series.days).toHaveLength(403)
    expect(series.days.find((entry) => entry.day === day(400))).toEqual({
      day: day(400),
      sessions: 2,
      leads: 1,
      wonValue: 0,
    })
    expect(series.days.find((entry) => entry.day === day(0))).toEqual({
      day: day(0),
      sessions: 1,
      leads: 1,
      wonValue: 0,
    })

    const listed = (await (
      await rest(`/api/attribution-report/sessions?from=${day(402)}&to=${day(0)}&campaign=${campaign}`, {
        token: tokens.staff,
      })
    ).json()) as { totalDocs: number; docs: unknown[] }
    expect(listed.totalDocs).toBe(4)
    expect(listed.docs).toHaveLength(4)

    const { docs } = await payload.find({
      collection: 'attribution',
      where: { sessionId: { equals: sessions[2]! } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'attribution', id: docs[0]!.id, overrideAccess: true })
    expect(await summary()).toMatchObject({ sessions: 3, leads: 2 })
  })
})

/** A session's figures as the reports would compute them straight from the rows (the reference). */
interface RawSession {
  day: string
  source: string | null
  medium: string | null
  campaign: string | null
  hasClickId: boolean
  landingPage: string | null
  leads: number
  won: number
  value: number
  /** Of its won value, what staff typed by hand (not an accepted quote's total). */
  typedValue: number
  /** What its leads' customers paid on their quotes, less refunds. */
  depositsPaid: number
  callTaps: number
  calls: number
  answeredCalls: number
  /** The working minutes each of its contacted leads on a first-contact clock waited. */
  firstContactMinutes: number[]
}

const COUNTED_KINDS = LEAD_KINDS.filter((kind) => LEAD_KIND_FACTS[kind].countsAsLead)
const LANDING_PATH = /^[a-z]+:\/\/[^/?#]+(\/lp\/[^/?#]+)/

/** Every session of `medium` joined to its counted leads: what the reports summed before the rollup and the desk's copies. */
async function rawSessions(medium: string): Promise<RawSession[]> {
  const { rows } = await databasePool(payload).query<Omit<RawSession, 'landingPage'> & { landingUrl: string | null }>(
    `SELECT to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.utm_source AS source, a.utm_medium AS medium,
       a.utm_campaign AS campaign, (a.gclid IS NOT NULL OR a.gbraid IS NOT NULL OR a.wbraid IS NOT NULL) AS "hasClickId",
       a.landing_page AS "landingUrl", count(l.id)::int AS leads, count(l.id) FILTER (WHERE l.status = 'won')::int AS won,
       coalesce(sum(l.value) FILTER (WHERE l.status = 'won'), 0)::float8 AS value,
       coalesce(sum(l.value) FILTER (WHERE l.status = 'won' AND l.value_source IS DISTINCT FROM 'quote'), 0)::float8 AS "typedValue",
       (SELECT coalesce(sum(CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END), 0) / 100
          FROM desk_leads dl JOIN quotes q ON q.lead_id = dl.id JOIN payments p ON p.account = 'quote' AND p.account_id = q.id
          WHERE dl.attribution_session_id = a.session_id AND dl.kind::text = ANY($2))::float8 AS "depositsPaid",
       a.call_taps::int AS "callTaps",
       (SELECT count(*) FROM phone_calls pc WHERE pc.attribution_session_id = a.session_id)::int AS calls,
       (SELECT count(*) FROM phone_calls pc WHERE pc.attribution_session_id = a.session_id AND pc.outcome = 'answered')::int AS "answeredCalls",
       coalesce(array_agg(l.first_contact_minutes::float8) FILTER (WHERE l.first_contact_due_at IS NOT NULL AND l.first_contact_minutes IS NOT NULL), '{}') AS "firstContactMinutes"
     FROM attribution a LEFT JOIN desk_leads l ON l.attribution_session_id = a.session_id AND l.kind::text = ANY($2)
     WHERE a.utm_medium = $1 GROUP BY a.id`,
    [medium, COUNTED_KINDS],
  )
  return rows.map(({ landingUrl, ...row }) => ({ ...row, landingPage: landingUrl?.match(LANDING_PATH)?.[1] ?? null }))
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The reports' answers for `query`, computed in JS from the raw sessions. */
function rawReports(sessions: RawSession[], query: Record<string, string>) {
  const matches = (value: string | null, wanted: string | undefined) =>
    wanted === undefined || value === (wanted === '(none)' ? null : wanted)
  const rows = sessions.filter(
    (row) =>
      row.day >= query.from! &&
      row.day <= query.to! &&
      matches(row.source, query.source) &&
      matches(row.medium, query.medium) &&
      matches(row.campaign, query.campaign) &&
      (query.hasClickId === undefined || String(row.hasClickId) === query.hasClickId) &&
      (query.converted === undefined || String(row.leads > 0) === query.converted),
  )
  const figures = (group: RawSession[]) =>
    reportFigures({
      sessions: group.length,
      leads: group.reduce((sum, row) => sum + row.leads, 0),
      converted: group.filter((row) => row.leads > 0).length,
      won: group.reduce((sum, row) => sum + row.won, 0),
      value: group.reduce((sum, row) => sum + row.value, 0),
    })
  const groups = (key: (row: RawSession) => string | null, of = rows) => {
    const byKey = new Map<string | null, RawSession[]>()
    for (const row of of) byKey.set(key(row), [...(byKey.get(key(row)) ?? []), row])
    return [...byKey]
  }
  // The summary's groups count calls beside the leads; this test files no Phone call leads, so every
  // lead is a form lead.
  const sum = (group: RawSession[], count: (row: RawSession) => number) =>
    group.reduce((total, row) => total + count(row), 0)
  const summaryFigures = (group: RawSession[]) => ({
    ...figures(group),
    callTaps: sum(group, (row) => row.callTaps),
    calls: sum(group, (row) => row.calls),
    answeredCalls: sum(group, (row) => row.answeredCalls),
    callLeads: 0,
    callWonValue: 0,
    formLeads: sum(group, (row) => row.leads),
    firstContactMedianMinutes: median(group.flatMap((row) => row.firstContactMinutes)),
    typedWonValue: sum(group, (row) => row.typedValue),
    depositsPaid: sum(group, (row) => row.depositsPaid),
    // Every query here filters by this test's medium, and spend has no medium: no cost to set against them.
    cost: null,
    costPerLead: null,
    costPerWonJob: null,
    returnOnAdSpend: null,
  })
  const byDimension = (dimensions: ('source' | 'medium' | 'campaign')[]) =>
    groups((row) => JSON.stringify(dimensions.map((dimension) => row[dimension])))
      .map(([, group]) => ({
        source: dimensions.includes('source') ? group[0]!.source : null,
        medium: dimensions.includes('medium') ? group[0]!.medium : null,
        campaign: dimensions.includes('campaign') ? group[0]!.campaign : null,
        ...summaryFigures(group),
      }))
      .sort(byGroup)
  const days: { day: string; sessions: number; leads: number; wonValue: number }[] = []
  for (let at = Date.parse(`${query.from}T00:00:00Z`); at <= Date.parse(`${query.to}T00:00:00Z`); at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10)
    const { sessions, leads, wonValue } = figures(rows.filter((row) => row.day === day))
    days.push({ day, sessions, leads, wonValue })
  }
  return {
    summary: {
      totals: summaryFigures(rows),
      bySource: byDimension(['source']),
      byMedium: byDimension(['medium']),
      byCampaign: byDimension(['campaign']),
      byCombination: byDimension(['source', 'medium', 'campaign']),
    },
    days,
    byLandingPage: groups(
      (row) => row.landingPage,
      rows.filter((row) => row.landingPage !== null),
    )
      .map(([landingPage, group]) => ({ landingPage, ...figures(group) }))
      .sort((a, b) => b.sessions - a.sessions || a.landingPage!.localeCompare(b.landingPage!)),
  }
}

/** Groups tied on sessions come in no set order: compare them sorted. */
const byGroup = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify([a.source, a.medium, a.campaign]).localeCompare(JSON.stringify([b.source, b.medium, b.campaign]))

describe("revenue and landing pages from the rollup and the desk's copies", () => {
  it('answer exactly what the raw sessions and leads give, for every filter, after a late session and an admin edit', async () => {
    const pool = databasePool(payload)
    // One medium no other test uses scopes every report to this test's rows; days 600 and 601 back
    // are closed days no other test rolls up.
    const medium = `revenue-${randomUUID().slice(0, 8)}`
    const landing = (slug: string) => `https://clearview.example/lp/${slug}?utm_source=x`
    const session = async (age: number, touch: Record<string, string | null>) => {
      const sessionId = randomUUID()
      await pool.query(
        `INSERT INTO attribution (session_id, utm_source, utm_medium, utm_campaign, gclid, gbraid, landing_page, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8))`,
        [sessionId, touch.source, medium, touch.campaign, touch.gclid, touch.gbraid, touch.landingPage, age],
      )
      return sessionId
    }
    // A won lead was first contacted after a wait of its own (value / 25 working minutes), for the medians.
    const won = async (sessionId: string, value: number) => {
      const id = await insertLead(sessionId)
      await pool.query(
        `UPDATE desk_leads SET status = 'won', value = $2, first_contact_due_at = coalesce(first_contact_due_at, now()),
           first_contact_at = now(), first_contact_minutes = $3 WHERE kind = 'estimate' AND document_id = $1`,
        [id, value, value / 25],
      )
    }
    const google = { source: 'google', campaign: 'spring', gclid: null, gbraid: null }
    const first = await session(600, { ...google, gclid: 'G1', landingPage: landing('spring-wash') })
    await won(first, 250)
    await insertLead(first)
    await session(600, { ...google, landingPage: landing('spring-wash') })
    await won(await session(600, { ...google, source: null, campaign: null, landingPage: landing('gutters') }), 100)
    await insertLead(await session(601, { ...google, source: 'bing', campaign: 'fall', landingPage: landing('') }))
    const reviewed = await session(601, { ...google, source: 'bing', gbraid: 'B1', landingPage: landing('gutters') })
    await pool.query(
      `INSERT INTO desk_leads (kind, document_id, reference, status, version, attribution_session_id, last_activity_at)
       VALUES ('review', -1, 'REV-TEST', 'pending', 1, $1, now())`,
      [reviewed],
    )
    const caller = await session(0, { ...google, landingPage: landing('spring-wash') })
    await won(caller, 75)
    // The caller also tapped the number twice and called: once answered, once missed.
    await pool.query(`UPDATE attribution SET call_taps = 2 WHERE session_id = $1`, [caller])
    for (const outcome of ['answered', 'missed'])
      await pool.query(
        `INSERT INTO phone_calls (call_sid, started_at, outcome, attribution_session_id) VALUES ($1, now(), $2, $3)`,
        [`CA${randomUUID().replaceAll('-', '')}`, outcome, caller],
      )
    await session(0, { ...google, source: null, landingPage: 'https://clearview.example/dmv' })
    // A late session: the lead was filed (a week before the range) before its session was recorded.
    const late = randomUUID()
    await won(late, 40)
    await pool.query(
      `UPDATE desk_leads SET created_at = now() - interval '610 days' WHERE attribution_session_id = $1`,
      [late],
    )
    await pool.query(
      `INSERT INTO attribution (session_id, utm_source, utm_medium, utm_campaign, landing_page, created_at) VALUES ($1, 'bing', $2, NULL, $3, now() - interval '601 days')`,
      [late, medium, landing('spring-wash')],
    )

    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
    const filters: Record<string, string>[] = [
      {},
      { source: 'google' },
      { source: '(none)' },
      { campaign: '(none)' },
      { hasClickId: 'true' },
      { hasClickId: 'false' },
      { converted: 'true' },
      { converted: 'false' },
      { campaign: 'spring', converted: 'false' },
      { to: day(590) },
    ]
    const queries = filters.map((filter) => ({ from: day(603), to: day(0), medium, ...filter }))
    const report = async (path: string, query: Record<string, string>) =>
      (await rest(`/api/attribution-report/${path}?${new URLSearchParams(query)}`, { token: tokens.staff })).json()
    const expectRawAnswers = async (asked: Record<string, string>[]) => {
      const sessions = await rawSessions(medium)
      for (const query of asked) {
        const raw = rawReports(sessions, query)
        const label = JSON.stringify(query)
        const summary = (await report('summary', query)) as Record<string, Record<string, unknown>[]>
        expect(
          {
            totals: summary.totals,
            ...Object.fromEntries(
              ['bySource', 'byMedium', 'byCampaign', 'byCombination'].map((key) => [key, summary[key]!.sort(byGroup)]),
            ),
          },
          label,
        ).toEqual(raw.summary)
        expect(((await report('timeseries', query)) as { days: unknown[] }).days, label).toEqual(raw.days)
        expect(((await report('landing-pages', query)) as { byLandingPage: unknown[] }).byLandingPage, label).toEqual(
          raw.byLandingPage,
        )
      }
    }
    const everything = rawReports(await rawSessions(medium), queries[0]!)
    expect(everything.summary.totals).toMatchObject({
      sessions: 8,
      leads: 6,
      convertedSessions: 5,
      wonLeads: 4,
      wonValue: 465,
    })
    await expectRawAnswers(queries)
    // The closed days' landing pages are in the rollup (the first report rolled them up).
    const { rows } = await pool.query(
      `SELECT landing_page, sum(sessions)::int AS sessions FROM attribution_daily WHERE utm_medium = $1 GROUP BY 1 ORDER BY 1`,
      [medium],
    )
    expect(rows).toEqual([
      { landing_page: '/lp/gutters', sessions: 2 },
      { landing_page: '/lp/spring-wash', sessions: 3 },
      { landing_page: null, sessions: 1 },
    ])

    // An admin moves the first session to another campaign: its day is rolled up again, its leads follow.
    const { docs } = await payload.find({
      collection: 'attribution',
      where: { sessionId: { equals: first } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'attribution',
      id: docs[0]!.id,
      data: { utmCampaign: 'summer', gclid: null },
      overrideAccess: true,
    })
    await expectRawAnswers(queries.slice(0, 4))
  })
})

describe('CSV cells', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell(null)).toBe('')
    // A refund or a balance in credit is a number to the spreadsheet, not text; a formula is still defused.
    expect(csvCell('-10.00')).toBe('-10.00')
    expect(csvCell(-25)).toBe('-25')
    expect(csvCell('-2+3')).toBe(`'-2+3`)
  })
})

/** A lead of a session, stored as staff would enter it (so the desk files it, as for a form's lead). */
async function insertLead(sessionId: string): Promise<number> {
  const { id } = await payload.create({
    collection: 'estimate-requests',
    data: {
      serviceType: 'residential',
      services: ['residential-window-cleaning'],
      property: { size: 'small', stories: 1 },
      address: { street: '1 Main St', city: 'Arlington', state: 'VA', zip: '22201' },
      contact: { firstName: 'Test', lastName: 'Lead', email: 'lead@example.com', phone: '+15715550100' },
      sourcePage: '/contact',
      attributionSessionId: sessionId,
      idempotencyKey: randomUUID(),
    },
    overrideAccess: true,
  })
  return id
}
