import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type pg from 'pg'
import { simpleParser } from 'mailparser'
import type { ProgramLedger } from '@ecs/shared/payments'
import { communitySignupBody } from '@ecs/test-stack/lead-bodies'
import { startSmtpInbox } from '@ecs/test-stack/smtp-inbox'
import { RESIDENT_CONFIRMATION_DEFAULT } from '../../src/content/resident-confirmation'
import { databaseBefore } from '../helpers/migrated-database'
import { fieldsOf, readProblem } from '../helpers/problem'
// Types only: the module itself is imported after the test's SMTP settings are in place.
import type * as RestHelpers from '../helpers/rest'

const smtp = await startSmtpInbox()

let payload: Payload
let postJson: typeof RestHelpers.postJson
let rest: typeof RestHelpers.rest
let staffToken: string | undefined

beforeAll(async () => {
  // Read by the CMS's env module when the config is first imported, below.
  process.env.SMTP_URL = smtp.url
  process.env.JOB_RETRY_DELAY_MS = '0'
  const helpers = await import('../helpers/rest')
  ;({ postJson, rest } = helpers)
  const { getTestPayload } = await import('../helpers/payload')
  payload = await getTestPayload()
  staffToken = (await helpers.actorTokens(payload)).staff
})

afterAll(async () => {
  await smtp.stop()
  await payload.db.destroy?.()
})

const montebello = async () =>
  (
    await payload.find({
      collection: 'community-programs',
      where: { programId: { equals: 'montebello' } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!

const signupOf = async (idempotencyKey: string) =>
  (
    await payload.find({
      collection: 'community-signups',
      where: { idempotencyKey: { equals: idempotencyKey } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('a resident signs up for several services at once (POST /api/leads/community-signup)', () => {
  it("stores each service at the program's price in the CMS, in the order chosen, and the desk says each", async () => {
    const program = await montebello()
    const listed = (key: string) => program.prices.find((row) => row.key === key)!
    const body = communitySignupBody({
      unit: `S${randomUUID().slice(0, 6)}`,
      services: ['seasonal-window-care', 'balcony-holiday-lights'],
    })
    const response = await postJson('/api/leads/community-signup', body)
    expect(response.status).toBe(201)
    const [row] = await signupOf(body.idempotencyKey as string)
    expect(row!.services.map(({ id: _id, ...service }) => service)).toEqual(
      ['seasonal-window-care', 'balcony-holiday-lights'].map((key) => ({
        service: key,
        serviceName: listed(key).service,
        priceCents: listed(key).priceCents,
        cadence: listed(key).cadence,
      })),
    )
    expect(row!.services.map((service) => service.priceCents)).toEqual([12900, 19900])
    const desk = await payload.find({
      collection: 'desk-leads',
      where: { and: [{ kind: { equals: 'community-signup' } }, { documentId: { equals: row!.id } }] },
      overrideAccess: true,
    })
    expect(desk.docs[0]!.asked).toBe(
      `Montebello unit ${body.unit}: Seasonal window care, any unit, $129.00 quarterly; Balcony holiday lighting, installed and removed, $199.00`,
    )
  })

  it('takes no price from the page: a body carrying one is refused', async () => {
    const body = communitySignupBody({ services: ['balcony-cleaning'], priceCents: 100 })
    const response = await postJson('/api/leads/community-signup', body)
    expect(response.status).toBe(422)
    expect(await signupOf(body.idempotencyKey as string)).toHaveLength(0)
  })

  it.each([
    ['one not on the price list', ['balcony-cleaning', 'patio-cleaning']],
    ['one chosen twice', ['balcony-cleaning', 'balcony-cleaning']],
    ['none', []],
  ])('refuses %s with a 422 naming services, and stores nothing', async (_case, services) => {
    const body = communitySignupBody({ services })
    const response = await postJson('/api/leads/community-signup', body)
    expect(response.status).toBe(422)
    expect(fieldsOf(await readProblem(response))).toEqual(['services'])
    expect(await signupOf(body.idempotencyKey as string)).toHaveLength(0)
  })

  it("is confirmed by email in the program's own words, with its total and the program's phone, not the estimate's", async () => {
    const program = await montebello()
    const email = `resident.${randomUUID().slice(0, 8)}@example.com`
    const body = communitySignupBody({
      unit: `E${randomUUID().slice(0, 6)}`,
      services: ['balcony-cleaning', 'seasonal-window-care'],
      contact: { firstName: 'Rosa', lastName: 'Paz', email, phone: '(703) 555-0148' },
    })
    expect((await postJson('/api/leads/community-signup', body)).status).toBe(201)
    // This signup's confirmation job alone (the run's other files leave theirs queued).
    const [signup] = await signupOf(body.idempotencyKey as string)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendLeadEmail' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const confirmation = jobs.find(
      (job) =>
        String((job.input as { leadId?: unknown }).leadId) === String(signup!.id) &&
        (job.input as { audience?: unknown }).audience === 'customer',
    )
    expect(confirmation).toBeDefined()
    await payload.jobs.run({ where: { id: { equals: confirmation!.id } }, silent: true })
    const sent = smtp.mails.find((mail) => mail.to.includes(email))
    expect(sent).toBeDefined()
    const mail = await simpleParser(sent!.raw)
    expect(mail.subject).toMatch(/^Your resident program signup RES-[0-9A-F]{8}$/)
    const text = (mail.text ?? '').replace(/\s+/g, ' ')
    expect(text).toContain(program.confirmation.replace(/\s+/g, ' '))
    expect(text).toContain('Services: Balcony cleaning, Seasonal window care, any unit')
    expect(text).toContain('Total: $89.00 one visit + $129.00 quarterly')
    expect(text).toContain('Call (703) 555-0105')
    expect(text).not.toContain('clear quote')
  })

  it("puts the unit's services on its payment page row: both charged at signup, the quarterly one again", async () => {
    const marker = randomUUID().slice(0, 8)
    const body = communitySignupBody({ unit: `L${marker}`, services: ['balcony-cleaning', 'seasonal-window-care'] })
    expect((await postJson('/api/leads/community-signup', body)).status).toBe(201)
    const response = await rest(`/api/payments/ledger/montebello?q=${marker}`, { token: staffToken })
    expect(response.status).toBe(200)
    const { rows } = (await response.json()) as ProgramLedger
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      service: 'Balcony cleaning, Seasonal window care, any unit',
      priceCents: 21800,
      billed: 'at signup, then $129.00 quarterly',
      owedCents: 21800,
      balanceCents: 21800,
    })
  })
})

describe('the migration to a list of services', () => {
  const NAME = '20261127_071500_resident_signup_services'
  let database: Awaited<ReturnType<typeof databaseBefore>>
  let pool: pg.Pool
  let run: Awaited<ReturnType<typeof databaseBefore>>['run']

  beforeAll(async () => {
    database = await databaseBefore(payload, NAME)
    ;({ pool, run } = database)
  })

  afterAll(async () => {
    await database?.drop()
  })

  it("moves each stored signup's one service into its list, writes the default words, and moves it back down", async () => {
    const {
      rows: [signup],
    } = await pool.query<{ id: number }>(
      `INSERT INTO community_signups (program, unit, service, service_name, price_cents, cadence, accepted_terms_at,
          contact_first_name, contact_email, contact_phone, source_page, idempotency_key)
        VALUES ('montebello', '1204', 'seasonal-window-care', 'Seasonal window care, any unit', 12900, 'quarterly',
          now(), 'Ada', 'ada@example.com', '(703) 555-0147', '/dmv/condos/montebello', $1)
        RETURNING id`,
      [randomUUID()],
    )
    const {
      rows: [program],
    } = await pool.query<{ id: number }>(
      `INSERT INTO community_programs (program_id) VALUES ('montebello') RETURNING id`,
    )
    await pool.query(
      `INSERT INTO community_programs_locales (_parent_id, _locale, name, schedule, terms)
        VALUES ($1, 'en', 'Montebello', 'Tuesdays', 'Terms'), ($1, 'es', 'Montebello', 'Martes', 'Términos')`,
      [program!.id],
    )

    await run(NAME)
    const { rows: services } = await pool.query(
      `SELECT _order, service, service_name, price_cents::int AS price_cents, cadence::text, length(id) AS id_length
        FROM community_signups_services WHERE _parent_id = $1`,
      [signup!.id],
    )
    expect(services).toEqual([
      {
        _order: 1,
        service: 'seasonal-window-care',
        service_name: 'Seasonal window care, any unit',
        price_cents: 12900,
        cadence: 'quarterly',
        id_length: 24,
      },
    ])
    const { rows: words } = await pool.query(
      `SELECT _locale::text AS locale, confirmation FROM community_programs_locales WHERE _parent_id = $1 ORDER BY _locale`,
      [program!.id],
    )
    expect(words).toEqual([
      { locale: 'en', confirmation: RESIDENT_CONFIRMATION_DEFAULT.en },
      { locale: 'es', confirmation: RESIDENT_CONFIRMATION_DEFAULT.es },
    ])

    await run(NAME, 'down')
    const { rows: back } = await pool.query(
      `SELECT service, service_name, price_cents::int AS price_cents, cadence::text FROM community_signups WHERE id = $1`,
      [signup!.id],
    )
    expect(back).toEqual([
      {
        service: 'seasonal-window-care',
        service_name: 'Seasonal window care, any unit',
        price_cents: 12900,
        cadence: 'quarterly',
      },
    ])
  })
})
