import { randomUUID } from 'node:crypto'
import { freePort } from '@ecs/local-postgres'
import { ProblemError } from '@ecs/shared/http'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeAttribution } from '../../src/attribution/store-attribution'
import { csvCell } from '../../src/utilities/csv'
import { databasePool } from '../../src/utilities/database'
import { attributionRecord, BAD_ATTRIBUTION_RECORDS } from '../helpers/attribution-bodies'
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
    const plain = attributionRecord({
      sessionId: first.sessionId,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      gclid: null,
      gadSource: null,
    })
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

const REPORTS = [
  '/api/attribution-report/summary',
  '/api/attribution-report/landing-pages',
  '/api/attribution-report/timeseries',
  '/api/attribution-report/sessions',
  `/api/attribution-report/sessions/${randomUUID()}`,
  '/api/attribution-report/export.csv',
  '/api/content-report/overview',
]

describe('report endpoints', () => {
  it.each(REPORTS)('%s: 401 anonymous, 403 marketing, allowed for staff and admin', async (path) => {
    const expected: Record<Actor, number[]> = {
      anonymous: [401],
      marketing: [403],
      staff: [200, 404],
      admin: [200, 404],
    }
    for (const actor of ACTORS) {
      const response = await rest(path, { token: tokens[actor] })
      expect(expected[actor], `${actor} ${path}`).toContain(response.status)
      await response.arrayBuffer()
    }
  })

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

    const csv = await (
      await rest(`/api/attribution-report/export.csv?campaign=${campaign}`, { token: tokens.staff })
    ).text()
    const lines = csv.trim().split('\r\n')
    expect(lines[0]).toMatch(/^sessionId,createdAt,utmSource/)
    expect(lines).toHaveLength(4)
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
async function insertLead(sessionId: string) {
  await payload.create({
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
}
