import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidateRollup } from '../../src/attribution/daily-rollup'
import { databasePool } from '../../src/utilities/database'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.destroy()
})

const DAY_MS = 86_400_000
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10)

/** A visit of `daysAgo` days ago (0: today, read live; earlier: read from the daily rollup), written as the site's record would be. */
async function visit(touch: { source: string; medium?: string; campaign: string }, daysAgo = 0): Promise<string> {
  const sessionId = randomUUID()
  const { rows } = await databasePool(payload).query<{ day: string }>(
    `INSERT INTO attribution (session_id, utm_source, utm_medium, utm_campaign, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))
     RETURNING to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`,
    [sessionId, touch.source, touch.medium ?? 'cpc', touch.campaign, daysAgo],
  )
  // A closed day another test's report already rolled up would not count a session written into it
  // afterwards (the site never does): the day is rolled up again, as after staff change a session.
  if (daysAgo > 0) await invalidateRollup(databasePool(payload), [rows[0]!.day])
  return sessionId
}

/** A lead of that visit; won with `value` when given. */
async function lead(sessionId: string, value?: number): Promise<void> {
  const { id } = await payload.create({
    collection: 'estimate-requests',
    data: {
      serviceType: 'residential',
      services: ['residential-window-cleaning'],
      property: { size: 'small', stories: 1 },
      address: { street: '1 Main St', city: 'Arlington', state: 'VA', zip: '22201' },
      contact: { firstName: 'Spend', lastName: 'Test', email: 'spend@example.com', phone: '+15715550100' },
      sourcePage: '/contact',
      attributionSessionId: sessionId,
      idempotencyKey: randomUUID(),
    },
    overrideAccess: true,
  })
  if (value !== undefined)
    await databasePool(payload).query(
      `UPDATE desk_leads SET status = 'won', value = $2 WHERE kind = 'estimate' AND document_id = $1`,
      [id, value],
    )
}

interface Row {
  source: string | null
  medium: string | null
  campaign: string | null
  sessions: number
  leads: number
  wonLeads: number
  wonValue: number
  cost: number | null
  costPerLead: number | null
  costPerWonJob: number | null
  returnOnAdSpend: number | null
}
type Breakdown = 'campaign' | 'source' | 'medium' | 'combination'
interface SummaryAnswer {
  totals: Omit<Row, 'source' | 'medium' | 'campaign'>
  byCampaign: Row[]
  bySource: Row[]
  byMedium: Row[]
  byCombination: Row[]
  pages: Record<Breakdown, { page: number; pageSize: number; totalDocs: number; totalPages: number }>
  sourceRules: { hidden: string[]; merged: { source: string; into: string }[] }
}
const BREAKDOWN_ROWS = {
  campaign: 'byCampaign',
  source: 'bySource',
  medium: 'byMedium',
  combination: 'byCombination',
} as const satisfies Record<Breakdown, keyof SummaryAnswer>

async function summary(query: string, token = tokens.marketing): Promise<SummaryAnswer> {
  const response = await rest(`/api/attribution-report/summary?${query}`, { token })
  expect(response.status).toBe(200)
  return (await response.json()) as SummaryAnswer
}

describe('report source rules', () => {
  it('hide a junk source and count a misspelt one under its target in every report, read when the report is read', async () => {
    const run = randomUUID().slice(0, 8)
    const campaign = `rules-${run}`
    const [kept, merged, junk] = ['google', `Gooogle-${run}`, `spam-${run}.example`]
    // Today's visits (read live) and visits of 40 days ago (read from the rollup): [source, leads, days ago].
    const visits: [string, number, number][] = [
      [kept, 1, 0],
      [kept, 0, 40],
      [merged, 2, 0],
      [merged, 0, 40],
      [junk, 1, 0],
      [junk, 0, 0],
      [junk, 0, 40],
    ]
    for (const [source, leads, daysAgo] of visits) {
      const sessionId = await visit({ source, campaign }, daysAgo)
      for (let index = 0; index < leads; index += 1) await lead(sessionId)
    }
    const range = `from=${day(45)}&to=${day(0)}&campaign=${campaign}`
    const counted = (sources: string[]) => visits.filter(([source]) => sources.includes(source))
    const figures = (rows: [string, number, number][]) => ({
      sessions: rows.length,
      leads: rows.reduce((sum, [, leads]) => sum + leads, 0),
    })

    const before = await summary(range)
    expect(before.totals).toMatchObject(figures(visits))
    expect(before.bySource.map((row) => row.source).sort()).toEqual([kept, merged, junk].sort())

    // Marketing and the office write rules; a visitor cannot.
    const hide = { source: junk, action: 'hide' }
    expect((await postJson('/api/source-rules', hide)).status).toBe(403)
    expect((await postJson('/api/source-rules', hide, { token: tokens.marketing })).status).toBe(201)
    const merge = { source: merged, action: 'merge', mergeInto: kept }
    expect((await postJson('/api/source-rules', merge, { token: tokens.staff })).status).toBe(201)
    const noTarget = await postJson(
      '/api/source-rules',
      { source: `x-${run}`, action: 'merge' },
      { token: tokens.marketing },
    )
    expect(noTarget.status).toBe(400)
    expect(await noTarget.text()).toContain('mergeInto')

    const after = await summary(range)
    const shown = counted([kept, merged])
    expect(after.totals).toMatchObject(figures(shown))
    expect(after.bySource).toEqual([expect.objectContaining({ source: kept, ...figures(shown) })])
    expect(after.byCombination).toEqual([expect.objectContaining({ source: kept, campaign, ...figures(shown) })])
    expect(after.sourceRules.hidden).toContain(junk)
    expect(after.sourceRules.merged).toContainEqual({ source: merged, into: kept })

    // A filter on the target finds the merged rows; a filter on a hidden or merged source finds nothing.
    expect((await summary(`${range}&source=${kept}`)).totals).toMatchObject(figures(shown))
    expect((await summary(`${range}&source=${encodeURIComponent(junk)}`)).totals.sessions).toBe(0)
    expect((await summary(`${range}&source=${encodeURIComponent(merged)}`)).totals.sessions).toBe(0)

    const series = (await (
      await rest(`/api/attribution-report/timeseries?${range}`, { token: tokens.marketing })
    ).json()) as { days: { day: string; sessions: number; leads: number }[]; sourceRules: SummaryAnswer['sourceRules'] }
    const onDay = (daysAgo: number) => figures(shown.filter(([, , ago]) => ago === daysAgo))
    expect(series.days.find((entry) => entry.day === day(0))).toMatchObject(onDay(0))
    expect(series.days.find((entry) => entry.day === day(40))).toMatchObject(onDay(40))

    const sessions = (await (
      await rest(`/api/attribution-report/sessions?${range}`, { token: tokens.staff })
    ).json()) as { totalDocs: number; docs: { utmSource: string }[]; sourceRules: SummaryAnswer['sourceRules'] }
    expect(sessions.totalDocs).toBe(shown.length)
    expect(sessions.docs.map((doc) => doc.utmSource)).not.toContain(junk)
    const landingPages = (await (
      await rest(`/api/attribution-report/landing-pages?${range}`, { token: tokens.marketing })
    ).json()) as { sourceRules: SummaryAnswer['sourceRules'] }
    // Every report answers the rules it applied, as the summary does.
    for (const [report, answer] of Object.entries({ series, sessions, landingPages })) {
      expect(answer.sourceRules, report).toEqual(after.sourceRules)
    }
    // Each line of the sessions export names the rules it followed, in a column a spreadsheet keeps beside the figures.
    const csv = parse(
      await (await rest(`/api/attribution-report/export.csv?${range}`, { token: tokens.staff })).text(),
      { columns: true },
    ) as Record<string, string>[]
    expect(csv).toHaveLength(shown.length)
    expect(csv.map((line) => line.utmSource)).not.toContain(junk)
    for (const line of csv) {
      expect(line.sourceRules).toMatch(/^Report rules hide \d+ sources? \(.*\) and count \d+ sources? under another/)
      expect(line.sourceRules).toContain(junk)
      expect(line.sourceRules).toContain(`${merged} as ${kept}`)
    }

    // The desk follows the rules too: a merged source's leads under its target, a hidden source's leads
    // still listed (leads are never hidden), and the answer says which rules it read.
    const desk = async (query: string) =>
      (await (await rest(`/api/desk/leads?campaign=${campaign}&${query}`, { token: tokens.staff })).json()) as {
        totalDocs: number
        sourceRules: SummaryAnswer['sourceRules']
      }
    const leadsOf = (sources: string[]) => figures(counted(sources)).leads
    expect((await desk(`source=${kept}`)).totalDocs).toBe(leadsOf([kept, merged]))
    expect((await desk(`source=${encodeURIComponent(merged)}`)).totalDocs).toBe(0)
    const hiddenLeads = await desk(`source=${encodeURIComponent(junk)}`)
    expect(hiddenLeads.totalDocs).toBe(leadsOf([junk]))
    expect(hiddenLeads.sourceRules.hidden).toContain(junk)
    expect(hiddenLeads.sourceRules.merged).toContainEqual({ source: merged, into: kept })
    const leadsCsv = parse(
      await (await rest(`/api/desk/leads/export.csv?campaign=${campaign}`, { token: tokens.staff })).text(),
      { columns: true },
    ) as Record<string, string>[]
    for (const line of leadsCsv) {
      expect(line['Report rules']).toContain(`${merged} as ${kept}`)
      expect(line['Report rules']).toMatch(new RegExp(`the reports hide \\(.*${junk}.*\\) are still listed`))
    }
    const sourceColumn = leadsCsv.map((line) => line.Source)
    expect(sourceColumn.sort()).toEqual(
      [...Array<string>(leadsOf([kept, merged])).fill(kept), ...Array<string>(leadsOf([junk])).fill(junk)].sort(),
    )

    // Rules are read with each report: removing the hide rule shows the junk rows again.
    await databasePool(payload).query('DELETE FROM source_rules WHERE source = $1', [junk])
    expect((await summary(range)).totals).toMatchObject(figures([...shown, ...counted([junk])]))
  })
})

describe('money against spend', () => {
  it('sets each campaign and source against its spend over the range: cost, cost per lead, per won job and return on ad spend', async () => {
    const run = randomUUID().slice(0, 8)
    // The visits' tag in lower case, the ad platforms' exports in their own case with stray spaces.
    const campaign = `spring wash ${run}`
    const wins = [300, 200]
    const sessions = await Promise.all([0, 1, 2, 3].map(() => visit({ source: 'google', campaign })))
    await lead(sessions[0]!, wins[0])
    await lead(sessions[1]!, wins[1])
    await lead(sessions[2]!)
    const facebook = await visit({ source: 'facebook', medium: 'paid-social', campaign })
    await lead(facebook)
    const spend = [
      { day: day(0), platform: 'google-ads', campaign: ` Spring Wash ${run} `, cost: 120.5 },
      { day: day(1), platform: 'google-ads', campaign: `Spring Wash ${run}`, cost: 79.5 },
      { day: day(1), platform: 'meta', campaign: `SPRING WASH ${run}`, cost: 50 },
      // Outside the range: not counted.
      { day: day(20), platform: 'google-ads', campaign: `Spring Wash ${run}`, cost: 1000 },
      // Spend that brought no visit at all.
      { day: day(1), platform: 'microsoft-ads', campaign: `Unvisited ${run}`, cost: 42 },
    ]
    for (const data of spend)
      expect((await postJson('/api/ad-spend', data, { token: tokens.marketing })).status).toBe(201)

    const inRange = spend.filter((row) => row.day >= day(1))
    const costOf = (rows: typeof spend) => rows.reduce((sum, row) => sum + row.cost, 0)
    const campaignCost = costOf(inRange.filter((row) => row.campaign.trim().toLowerCase() === campaign))
    const googleCost = costOf(inRange.filter((row) => row.platform === 'google-ads'))
    const leads = 4
    const wonValue = wins[0]! + wins[1]!
    const ofCampaign = (name: string) => summary(`from=${day(1)}&to=${day(0)}&campaign=${encodeURIComponent(name)}`)
    const row = (await ofCampaign(campaign)).byCampaign.find((candidate) => candidate.campaign === campaign)
    expect(row).toMatchObject({ sessions: 5, leads, wonLeads: 2, wonValue, cost: campaignCost })
    expect(row!.costPerLead).toBeCloseTo(campaignCost / leads, 6)
    expect(row!.costPerWonJob).toBeCloseTo(campaignCost / wins.length, 6)
    expect(row!.returnOnAdSpend).toBeCloseTo(wonValue / campaignCost, 6)
    expect((await ofCampaign(`Unvisited ${run}`)).byCampaign).toEqual([
      expect.objectContaining({
        sessions: 0,
        leads: 0,
        cost: 42,
        costPerLead: null,
        returnOnAdSpend: 0,
      }),
    ])

    const filtered = await summary(`from=${day(1)}&to=${day(0)}&campaign=${encodeURIComponent(campaign)}`)
    expect(filtered.totals).toMatchObject({ cost: campaignCost, leads })
    expect(filtered.bySource.find((candidate) => candidate.source === 'google')).toMatchObject({
      leads: 3,
      cost: googleCost,
      costPerLead: googleCost / 3,
    })
    expect(filtered.bySource.find((candidate) => candidate.source === 'facebook')).toMatchObject({ leads: 1, cost: 50 })
    expect(filtered.byCombination.find((candidate) => candidate.source === 'google')).toMatchObject({
      cost: googleCost,
    })

    // Spend has no medium: with a medium filter there is no cost to show, rather than a wrong one.
    const byMedium = await summary(`from=${day(1)}&to=${day(0)}&campaign=${encodeURIComponent(campaign)}&medium=cpc`)
    expect(byMedium.totals).toMatchObject({ cost: null, costPerLead: null, returnOnAdSpend: null })
    // A campaign without spend shows none.
    const unpaid = await summary(`from=${day(1)}&to=${day(0)}&campaign=${encodeURIComponent(`nothing-${run}`)}`)
    expect(unpaid.totals.cost).toBeNull()
  })

  it('gives every campaign its own figures with its spend, however many there are, in the order asked and page by page', async () => {
    const run = randomUUID().slice(0, 8)
    const ago = 500
    const range = `from=${day(ago)}&to=${day(ago)}`
    // 110 campaigns of two visits each, and one of a single visit (below the first hundred by sessions) that cost the most.
    const crowd = Array.from({ length: 110 }, (_, index) => `crowd ${run} ${String(index).padStart(3, '0')}`)
    const { rows } = await databasePool(payload).query<{ day: string }>(
      `INSERT INTO attribution (session_id, utm_source, utm_medium, utm_campaign, created_at)
       SELECT gen_random_uuid(), 'google', 'cpc', campaign, now() - make_interval(days => $2)
       FROM unnest($1::text[]) AS campaign, generate_series(1, 2)
       RETURNING to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`,
      [crowd, ago],
    )
    await invalidateRollup(databasePool(payload), [rows[0]!.day])
    const paid = `paid ${run}`
    await lead(await visit({ source: 'google', campaign: paid }, ago), 900)
    const spend = [
      { day: day(ago), platform: 'google-ads', campaign: paid, cost: 300 },
      { day: day(ago), platform: 'google-ads', campaign: crowd[0]!, cost: 50 },
      { day: day(ago), platform: 'microsoft-ads', campaign: `unvisited ${run}`, cost: 20 },
    ]
    for (const data of spend)
      expect((await postJson('/api/ad-spend', data, { token: tokens.marketing })).status).toBe(201)

    // Page through By campaign: each campaign once, with its real figures beside its spend.
    const first = await summary(range)
    expect(first.byCampaign).toHaveLength(25)
    expect(first.pages.campaign.totalDocs).toBeGreaterThanOrEqual(112)
    const pages = [first]
    for (let page = 2; page <= first.pages.campaign.totalPages; page += 1)
      pages.push(await summary(`${range}&campaignPage=${page}`))
    const mine = pages.flatMap((answer) => answer.byCampaign).filter((row) => row.campaign?.includes(run))
    expect(mine).toHaveLength(112)
    expect(new Set(mine.map((row) => row.campaign)).size).toBe(112)
    expect(mine.find((row) => row.campaign === paid)).toMatchObject({
      sessions: 1,
      leads: 1,
      wonValue: 900,
      cost: 300,
      costPerLead: 300,
      returnOnAdSpend: 3,
    })
    expect(mine.find((row) => row.campaign === crowd[0])).toMatchObject({ sessions: 2, cost: 50 })
    expect(mine.find((row) => row.campaign === `unvisited ${run}`)).toMatchObject({ sessions: 0, cost: 20 })
    // Sessions, most first, unless asked: the single-visit campaign comes after the two-visit ones.
    const order = mine.map((row) => row.campaign)
    expect(order.indexOf(paid)).toBeGreaterThan(order.indexOf(crowd[109]!))

    // By cost, most first: the costed campaigns lead in cost order, every campaign without spend after them.
    const byCost = await summary(`${range}&campaignSort=cost&campaignOrder=desc`)
    const costs = byCost.byCampaign.map((row) => row.cost)
    expect(costs.slice(0, 3)).toEqual([300, 50, 20])
    expect(costs.slice(3).every((cost) => cost === null)).toBe(true)
    // By name, A to Z.
    const byName = await summary(`${range}&campaignSort=name&campaignOrder=asc&pageSize=100`)
    const names = byName.byCampaign.map((row) => row.campaign ?? '')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))

    const refused = await rest(`/api/attribution-report/summary?${range}&campaignSort=secret`, {
      token: tokens.marketing,
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('campaignSort')
  })

  it('sorts and pages By source, By medium and the combinations over every group, as By campaign', async () => {
    const run = randomUUID().slice(0, 8)
    const ago = 503
    const range = `from=${day(ago)}&to=${day(ago)}`
    // 104 sources, media and combinations of two visits each, and one of a single visit: the last by sessions, past the first hundred.
    const names = Array.from({ length: 104 }, (_, index) => `many ${run} ${String(index).padStart(3, '0')}`)
    const rare = `rare ${run}`
    const { rows } = await databasePool(payload).query<{ day: string }>(
      `INSERT INTO attribution (session_id, utm_source, utm_medium, utm_campaign, created_at)
       SELECT gen_random_uuid(), name, name, $3, now() - make_interval(days => $2)
       FROM unnest($1::text[]) AS name, generate_series(1, 2)
       UNION ALL SELECT gen_random_uuid(), $4, $4, $3, now() - make_interval(days => $2)
       RETURNING to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`,
      [names, ago, `breakdowns ${run}`, rare],
    )
    await invalidateRollup(databasePool(payload), [rows[0]!.day])
    const nameOf = (by: Breakdown, row: Row) => (by === 'medium' ? row.medium : row.source)

    for (const by of ['source', 'medium', 'combination'] as const) {
      const rowsOf = (answer: SummaryAnswer) => answer[BREAKDOWN_ROWS[by]]
      const first = await summary(range)
      expect(first.pages[by], by).toEqual({ page: 1, pageSize: 25, totalDocs: 105, totalPages: 5 })
      expect(rowsOf(first), by).toHaveLength(25)
      // Page by page, every group once; the single-visit one last by sessions (the old cut at 100 lost it).
      const pages = [first]
      for (let page = 2; page <= 5; page += 1) pages.push(await summary(`${range}&${by}Page=${page}`))
      const all = pages.flatMap(rowsOf).map((row) => nameOf(by, row))
      expect(new Set(all).size, by).toBe(105)
      expect(all.at(-1), by).toBe(rare)
      // Fewest sessions first: the single-visit group leads the first page.
      const fewest = rowsOf(await summary(`${range}&${by}Sort=sessions&${by}Order=asc`))
      expect(fewest[0], by).toMatchObject({ sessions: 1 })
      expect(nameOf(by, fewest[0]!), by).toBe(rare)
      // By name, Z to A, on the second page: it goes on where the first stopped.
      const byName = await Promise.all(
        [1, 2].map((page) => summary(`${range}&${by}Sort=name&${by}Order=desc&${by}Page=${page}`)),
      )
      const named = byName.flatMap(rowsOf).map((row) => nameOf(by, row)!)
      expect(named, by).toEqual([rare, ...[...names].reverse()].slice(0, 50))
    }
  })
})

const FIXTURES = join(import.meta.dirname, '../fixtures/ad-spend')

function postCsv(file: string, token: string | undefined, contentType = 'text/csv') {
  return readFile(join(FIXTURES, file)).then((body) =>
    rest('/api/ad-spend/import', { method: 'POST', token, headers: { 'content-type': contentType }, body }),
  )
}

/** The stored spend of the fixtures' campaigns, as (day, platform, campaign, cost) rows. */
async function storedSpend(campaignPrefix: string) {
  const { rows } = await databasePool(payload).query<{ day: string; platform: string; campaign: string; cost: number }>(
    `SELECT to_char(day AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS day, platform::text, campaign, cost::float8 AS cost
     FROM ad_spend WHERE campaign LIKE $1 ORDER BY platform, day, campaign`,
    [`${campaignPrefix}%`],
  )
  return rows
}

describe('POST /api/ad-spend/import', () => {
  it.each([
    [
      'google-ads-campaign-report.csv',
      'Google Ads campaign report',
      'google-ads',
      [
        ['2026-11-01', 'Fixture Gutter Guard', 45.1],
        ['2026-11-01', 'Fixture Spring Wash', 123.54],
        ['2026-11-02', 'Fixture Gutter Guard', 40.09],
        ['2026-11-02', 'Fixture Spring Wash', 1032.05],
        ['2026-11-03', 'Fixture Spring Wash', 126],
      ],
    ],
    [
      'microsoft-ads-campaign-performance.csv',
      'Microsoft Ads campaign performance report',
      'microsoft-ads',
      [
        ['2026-11-01', 'Fixture Spring Wash', 31.14],
        ['2026-11-02', 'Fixture Holiday Lights', 18.18],
        ['2026-11-02', 'Fixture Spring Wash', 27],
      ],
    ],
    [
      'meta-ads-campaigns-by-day.csv',
      'Meta Ads Manager campaigns export',
      'meta',
      [
        ['2026-11-01', 'Fixture Spring Wash', 25.22],
        ['2026-11-02', 'Fixture Fall Gutters, Retargeting', 8.4],
        ['2026-11-02', 'Fixture Spring Wash', 19.75],
      ],
    ],
  ] as const)(
    'reads %s (its platform told by its header), and a re-import changes nothing',
    async (file, format, platform, lines) => {
      const first = await postCsv(file, tokens.marketing)
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({
        format,
        platform,
        lines: lines.length,
        created: lines.length,
        updated: 0,
        unchanged: 0,
      })
      const expected = lines.map(([day, campaign, cost]) => ({ day: `${day}T00:00`, platform, campaign, cost }))
      const stored = async () => (await storedSpend('Fixture ')).filter((row) => row.platform === platform)
      expect(await stored()).toEqual(expected)

      // The office and admins import too; the same file again stores nothing new.
      for (const actor of ['staff', 'admin'] as const) {
        const again = await postCsv(file, tokens[actor])
        expect(await again.json()).toMatchObject({
          lines: lines.length,
          created: 0,
          updated: 0,
          unchanged: lines.length,
        })
      }
      expect(await stored()).toEqual(expected)
    },
  )

  it('refuses a file with a bad line with 422 naming its line and column, and stores none of it', async () => {
    const response = await postCsv('google-ads-bad-cost.csv', tokens.marketing)
    expect(response.status).toBe(422)
    const problem = (await response.json()) as { errors: { field: string; message: string }[] }
    expect(problem.errors).toEqual([
      { field: 'line 5, Cost', message: 'Line 5, column "Cost": "12.5O" is not an amount.' },
    ])
    expect(await storedSpend('Fixture Bad Row')).toEqual([])
  })

  it('refuses spend in another currency than US dollars with 422 naming the currency, and stores none of it', async () => {
    const meta = await postCsv('meta-ads-eur.csv', tokens.marketing)
    expect(meta.status).toBe(422)
    expect(((await meta.json()) as { errors: unknown[] }).errors).toEqual([
      {
        field: 'line 1, Amount spent (EUR)',
        message:
          'Line 1, column "Amount spent (EUR)": the amounts are in EUR; spend is imported only in US dollars, so the ad account\'s currency must be USD.',
      },
    ])
    const google = await postCsv('google-ads-other-currency.csv', tokens.marketing)
    expect(google.status).toBe(422)
    const problem = (await google.json()) as { errors: { field: string; message: string }[] }
    expect(problem.errors).toEqual([{ field: 'line 5, Currency code', message: expect.stringContaining('"CAD"') }])
    expect(problem.errors[0]!.message).toContain("the ad account's currency must be USD")
    expect(await storedSpend('Fixture Euro Wash')).toEqual([])
    expect(await storedSpend('Fixture Loonie Wash')).toEqual([])
  })

  it('refuses a visitor, a file of no known export, and a body that is not CSV', async () => {
    expect((await postCsv('google-ads-campaign-report.csv', undefined)).status).toBe(401)
    const unknown = await rest('/api/ad-spend/import', {
      method: 'POST',
      token: tokens.marketing,
      headers: { 'content-type': 'text/csv' },
      body: 'Date,Name,Amount\n2026-11-01,Fixture Unknown,12.00\n',
    })
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('file')
    expect((await postCsv('google-ads-campaign-report.csv', tokens.marketing, 'application/json')).status).toBe(415)
  })

  it('sets the imported spend of every platform against the campaign, whatever case its tag is in', async () => {
    for (const file of [
      'google-ads-campaign-report.csv',
      'microsoft-ads-campaign-performance.csv',
      'meta-ads-campaigns-by-day.csv',
    ])
      await postCsv(file, tokens.marketing)
    const sessions = [await visit({ source: 'google', campaign: 'fixture spring wash' }, 0)]
    await lead(sessions[0]!, 900)
    // The fixtures' Fixture Spring Wash days of 1 and 2 November: Google, Microsoft and Meta.
    const cost = 123.54 + 1032.05 + 31.14 + 27 + 25.22 + 19.75
    const report = await summary(`from=2026-11-01&to=2026-11-02&campaign=${encodeURIComponent('Fixture Spring Wash')}`)
    expect(report.totals.cost).toBeCloseTo(cost, 6)
    // Today's visit is outside 1-2 November: the spend is there, its leads are not.
    expect(report.totals).toMatchObject({ leads: 0, costPerLead: null, costPerWonJob: null, returnOnAdSpend: 0 })
  })
})
