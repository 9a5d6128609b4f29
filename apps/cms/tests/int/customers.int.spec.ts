import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import {
  CUSTOMER_HISTORY_MAX,
  CUSTOMER_HISTORY_STEP,
  type CustomerHistory,
  type CustomerSummary,
} from '@ecs/shared/leads'
import { careerApplicationBody, estimateBody, FILES, planSignupBody } from '@ecs/test-stack/lead-bodies'
import { LEADLESS_CUSTOMER_MINUTES } from '../../src/customers/forget-leadless-customers'
import { estimateKind } from '../../src/leads/kinds/estimate'
import { databasePool } from '../../src/utilities/database'
import { locationId } from '../../src/utilities/location-id'
import { getTestPayload } from '../helpers/payload'
import { fieldsOf, readProblem } from '../helpers/problem'
import { actorTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = await actorTokens(payload)
})

afterAll(async () => {
  await payload.db.destroy?.()
})

const unique = () => randomUUID().slice(0, 8)
const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('')
/** A phone number no other test uses, as a visitor types it. */
const aPhone = () => `(206) 7${digits(2)}-${digits(4)}`

function person(first: string, last: string, email: string, phone: string) {
  return { firstName: first, lastName: last, email, phone, preferredContactMethod: 'phone', preferredTime: 'any' }
}

/** Submits a lead through its public endpoint; answers its desk lead's id and customer. */
async function submitted(path: string, body: Record<string, unknown>) {
  const response = await postJson(path, body)
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const { rows } = await databasePool(payload).query<{ id: number; customerId: number | null }>(
    'SELECT id, customer_id AS "customerId" FROM desk_leads WHERE reference = $1 ORDER BY id DESC LIMIT 1',
    [reference],
  )
  return rows[0]!
}

const anEstimate = (contact: ReturnType<typeof person>, overrides: Record<string, unknown> = {}) =>
  submitted('/api/leads/estimate', estimateBody({ contact, ...overrides }))

/** A parking garage's request, from whoever writes for the company. */
const aBusinessEstimate = (contact: ReturnType<typeof person>, company: string, zip: string) =>
  anEstimate(contact, {
    serviceType: 'commercial',
    services: ['parking-garage-pressure-wash'],
    location: 'houston',
    address: { street: '9 Dock Road', city: 'Houston', state: 'TX', zip },
    property: {
      surfaces: ['parking-garage'],
      businessType: 'Parking Operators',
      buildingType: 'parking-garage',
      levels: 2,
      stalls: 80,
    },
    business: { company, jobTitle: 'Manager', sites: 1 },
  })

/** A quote of a lead: one free line of `cents`, its deposit a percent of it, valid for years. */
function aQuote(lead: number, number: string, cents: number, { status = 'draft', depositPercent = 0 } = {}) {
  return payload.create({
    collection: 'quotes',
    overrideAccess: true,
    data: {
      lead,
      number,
      version: 1,
      status,
      lines: [
        { kind: 'free', description: 'Windows', quantity: 1, unitCents: cents, lineCents: cents, discountCents: 0 },
      ],
      deposit: { type: 'percent', percent: depositPercent },
      validUntil: '2099-12-31',
      subtotalCents: cents,
      discountCents: 0,
      totalCents: cents,
      depositCents: (cents * depositPercent) / 100,
    } as never,
  })
}

const get = (path: string, actor: Actor = 'staff') => rest(path, { token: tokens[actor] })

async function history(id: number): Promise<CustomerHistory> {
  const response = await get(`/api/desk/customers/${id}`)
  expect(response.status).toBe(200)
  return (await response.json()) as CustomerHistory
}

async function search(q: string): Promise<CustomerSummary[]> {
  const response = await get(`/api/desk/customers?q=${encodeURIComponent(q)}`)
  expect(response.status, q).toBe(200)
  return (await response.json()) as CustomerSummary[]
}

const merge = (body: unknown, actor: Actor = 'staff') =>
  postJson('/api/desk/customers/merge', body, { token: tokens[actor] })

describe('matching a lead to its customer', () => {
  it('is by email or phone, normalised, and never by a name alone; a job applicant is no customer', async () => {
    const marker = unique()
    const email = `Match-${marker}@Example.com`
    const phone = aPhone()
    const first = await anEstimate(person('Rosa', marker, email, phone))
    expect(first.customerId).toEqual(expect.any(Number))
    // The same email written another way, another phone.
    const sameEmail = await submitted(
      '/api/leads/plan-signup',
      planSignupBody({ contact: person('Rosa', marker, ` ${email.toLowerCase()}`, aPhone()) }),
    )
    // The same phone typed another way, another email.
    const samePhone = await anEstimate(
      person('R.', marker, `other-${marker}@example.com`, `+1 ${phone.replace(/\D/g, '').replace(/^(\d{3})/, '$1.')}`),
    )
    // The same name, nothing else.
    const sameName = await anEstimate(person('Rosa', marker, `namesake-${marker}@example.com`, aPhone()))
    expect(sameEmail.customerId).toBe(first.customerId)
    expect(samePhone.customerId).toBe(first.customerId)
    expect(sameName.customerId).not.toBe(first.customerId)

    const form = new FormData()
    form.set('application', JSON.stringify(careerApplicationBody({ contact: person('Rosa', marker, email, phone) })))
    form.set('resume', new File([new Uint8Array(FILES.pdf)], 'cv.pdf', { type: 'application/pdf' }))
    const applied = await rest('/api/leads/career-application', { method: 'POST', body: form })
    expect(applied.status).toBe(201)
    const { reference } = (await applied.json()) as { reference: string }
    const { rows } = await databasePool(payload).query('SELECT customer_id FROM desk_leads WHERE reference = $1', [
      reference,
    ])
    expect(rows).toEqual([{ customer_id: null }])
  })

  it('makes a business one customer by its company at its ZIP, whoever writes for it', async () => {
    const marker = unique()
    const first = await aBusinessEstimate(
      person('Ann', 'One', `a-${marker}@example.com`, aPhone()),
      `Dock ${marker} LLC`,
      '77002',
    )
    const colleague = await aBusinessEstimate(
      person('Bo', 'Two', `b-${marker}@example.com`, aPhone()),
      `  dock ${marker}   llc `,
      '77002',
    )
    const elsewhere = await aBusinessEstimate(
      person('Cy', 'Three', `c-${marker}@example.com`, aPhone()),
      `Dock ${marker} LLC`,
      '77494',
    )
    expect(colleague.customerId).toBe(first.customerId)
    expect(elsewhere.customerId).not.toBe(first.customerId)
    expect((await history(first.customerId!)).customer.company).toBe(`  dock ${marker}   llc `.trim())
  })

  it('makes one customer of a new person whose leads arrive at once', async () => {
    const marker = unique()
    const contact = person('Dee', marker, `together-${marker}@example.com`, aPhone())
    const leads = await Promise.all(Array.from({ length: 6 }, () => anEstimate(contact)))
    expect(new Set(leads.map((lead) => lead.customerId)).size).toBe(1)
    const { rows } = await databasePool(payload).query<{ count: number }>(
      `SELECT count(DISTINCT customer_id)::int AS count FROM customer_keys WHERE key = $1`,
      [`email:together-${marker}@example.com`],
    )
    expect(rows[0]!.count).toBe(1)
  })
})

describe("a returning customer's history", () => {
  it('lists the earlier leads with status and won value, quotes, visits, payments and reviews', async () => {
    const marker = unique()
    const contact = person('Eve', marker, `returning-${marker}@example.com`, aPhone())
    const earlier = await anEstimate(contact)
    const pool = databasePool(payload)
    await pool.query(`UPDATE desk_leads SET status = 'won', value = 480, value_source = 'typed' WHERE id = $1`, [
      earlier.id,
    ])
    const quote = await aQuote(earlier.id, `Q-${marker}`, 48000, { status: 'accepted', depositPercent: 25 })
    const location = (await payload.find({ collection: 'locations', limit: 1, overrideAccess: true })).docs[0]!.id
    const visit = await payload.create({
      collection: 'visits',
      overrideAccess: true,
      data: {
        reference: `V-${marker}`.slice(0, 10).toUpperCase(),
        kind: 'job',
        location,
        lead: earlier.id,
        quote: quote.id,
        startsAt: new Date().toISOString(),
        endsAt: new Date().toISOString(),
        bookedBy: 'staff',
      } as never,
    })
    const payment = await payload.create({
      collection: 'payments',
      overrideAccess: true,
      data: {
        kind: 'payment',
        amountCents: 12000,
        method: 'card',
        receivedOn: '2026-11-20',
        account: 'quote',
        accountId: quote.id,
        idempotencyKey: randomUUID(),
      },
    })
    const review = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        author: 'Eve',
        location,
        rating: 4,
        text: `Good job ${marker}.`,
        date: new Date().toISOString(),
        lead: earlier.id,
      } as never,
    })

    const returning = await anEstimate(contact)
    expect(returning.customerId).toBe(earlier.customerId)
    const lead = (await (await get(`/api/desk/leads/${returning.id}`)).json()) as { lead: { customerId: number } }
    expect(lead.lead.customerId).toBe(earlier.customerId)

    const seen = await history(lead.lead.customerId)
    expect(seen.customer).toMatchObject({ id: earlier.customerId, name: `Eve ${marker}`, leads: 2, mergedInto: null })
    expect(seen.leads.map((row) => row.id)).toEqual([returning.id, earlier.id])
    expect(seen.leads[1]).toMatchObject({ status: 'won', value: 480, valueSource: 'typed', kind: 'estimate' })
    expect(seen.quotes).toEqual([
      expect.objectContaining({ id: quote.id, leadId: earlier.id, totalCents: 48000, status: 'accepted' }),
    ])
    expect(seen.visits).toEqual([expect.objectContaining({ id: visit.id, leadId: earlier.id, kind: 'job' })])
    expect(seen.payments).toEqual([expect.objectContaining({ id: payment.id, leadId: earlier.id, amountCents: 12000 })])
    expect(seen.reviews).toEqual([expect.objectContaining({ id: review.id, leadId: earlier.id, rating: 4 })])
  })
})

describe("a long customer's history", () => {
  it('answers the newest of each part with how many there are, more when asked, and refuses a limit out of range', async () => {
    const marker = unique()
    const first = await anEstimate(person('Lou', marker, `long-${marker}@example.com`, aPhone()))
    const customer = first.customerId!
    const more = CUSTOMER_HISTORY_STEP + 3
    for (let made = 1; made < more; made += 1)
      await payload.create({
        collection: 'desk-leads',
        overrideAccess: true,
        data: {
          kind: 'estimate',
          documentId: 4_000_000 + Math.floor(Math.random() * 1e9),
          reference: `EST-LONG-${marker}-${made}`,
          status: 'new',
          name: `Lou ${marker}`,
          customer,
          version: 1,
        },
      })
    const { rows } = await databasePool(payload).query<{ id: number; reference: string }>(
      'SELECT id, reference FROM desk_leads WHERE customer_id = $1 ORDER BY created_at DESC, id DESC',
      [customer],
    )
    await aQuote(first.id, `Q-L-${marker}`, 9000)

    const seen = await history(customer)
    expect(seen.totals).toEqual({ leads: more, quotes: 1, visits: 0, payments: 0, reviews: 0 })
    expect(seen.customer.leads).toBe(more)
    expect(seen.leads.map((lead) => lead.id)).toEqual(rows.slice(0, CUSTOMER_HISTORY_STEP).map((row) => row.id))
    // The quote's lead is the oldest, not among the leads shown: the quote names it all the same.
    expect(seen.leads.map((lead) => lead.id)).not.toContain(first.id)
    expect(seen.quotes).toEqual([expect.objectContaining({ leadId: first.id, leadReference: rows.at(-1)!.reference })])

    const response = await get(`/api/desk/customers/${customer}?limit=${2 * CUSTOMER_HISTORY_STEP}`)
    expect(response.status).toBe(200)
    const all = (await response.json()) as CustomerHistory
    expect(all.leads.map((lead) => lead.id)).toEqual(rows.map((row) => row.id))
    expect(all.totals.leads).toBe(more)
    for (const limit of ['0', String(CUSTOMER_HISTORY_MAX + 1), 'all', '2.5'])
      expect(fieldsOf(await readProblem(await get(`/api/desk/customers/${customer}?limit=${limit}`), 400))).toEqual([
        'limit',
      ])
  })
})

/**
 * An estimate request stored as the intake stores it, in a transaction that is then rolled back: a lead
 * refused after the desk linked its customer (the link commits on its own). Answers the customer made.
 */
async function refusedAfterLink(contact: ReturnType<typeof person>) {
  const { intake, facts } = estimateKind
  const lead = intake.schema.parse(estimateBody({ contact }))
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    await payload.create({
      collection: facts.collection,
      data: {
        ...(await intake.toDocument(lead, req)),
        location: await locationId(req, lead.location),
        sourcePage: lead.sourcePage,
        idempotencyKey: lead.idempotencyKey,
        language: lead.language,
      } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
  } finally {
    await killTransaction(req)
  }
  const { rows } = await databasePool(payload).query<{ customer: number }>(
    `SELECT customer_id AS customer FROM customer_keys WHERE key = $1`,
    [`email:${contact.email.toLowerCase()}`],
  )
  return rows[0]!.customer
}

describe('customers left with no lead', () => {
  it('are forgotten with their keys once older than a lead’s write; a young one, one with leads and one merged away stay', async () => {
    const pool = databasePool(payload)
    const marker = unique()
    const refused = await refusedAfterLink(person('Max', marker, `refused-${marker}@example.com`, aPhone()))
    const young = await refusedAfterLink(person('Ned', marker, `young-${marker}@example.com`, aPhone()))
    const kept = await anEstimate(person('Oli', marker, `kept-${marker}@example.com`, aPhone()))
    const mergedAway = await anEstimate(person('Oli', marker, `kept.too-${marker}@example.com`, aPhone()))
    expect((await merge({ keep: kept.customerId, merge: mergedAway.customerId })).status).toBe(200)
    const count = async (table: string, ids: number[]) =>
      (
        await pool.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${table} WHERE ${table === 'customers' ? 'id' : 'customer_id'} = ANY($1::int[])`,
          [ids],
        )
      ).rows[0]!.count
    // The refused lead left its customer and keys behind.
    expect(await count('customers', [refused])).toBe(1)
    expect(await count('customer_keys', [refused])).toBe(2)
    const old = [refused, kept.customerId!, mergedAway.customerId!]
    await pool.query(`UPDATE customers SET created_at = now() - make_interval(mins => $2) WHERE id = ANY($1::int[])`, [
      old,
      LEADLESS_CUSTOMER_MINUTES + 1,
    ])

    await payload.jobs.queue({ task: 'forgetLeadlessCustomers', input: {} })
    await payload.jobs.run({ where: { taskSlug: { equals: 'forgetLeadlessCustomers' } }, silent: true })

    expect(await count('customers', [refused])).toBe(0)
    expect(await count('customer_keys', [refused])).toBe(0)
    expect(await count('customers', [young, kept.customerId!, mergedAway.customerId!])).toBe(3)
    expect(await count('customer_keys', [young])).toBe(2)
    expect((await history(mergedAway.customerId!)).customer.mergedInto).toBe(kept.customerId)
    // The refused visitor's next lead makes them a customer again.
    const again = await anEstimate(person('Max', marker, `refused-${marker}@example.com`, aPhone()))
    expect(again.customerId).toEqual(expect.any(Number))
    expect(again.customerId).not.toBe(refused)
  })
})

describe('finding a customer', () => {
  it('finds one by name, phone however typed, email or address, and refuses a search too short', async () => {
    const marker = unique()
    const phone = aPhone()
    const lead = await anEstimate(person('Finn', `Q${marker}`, `find-${marker}@example.com`, phone), {
      address: { street: `${marker} Harbor Lane`, city: 'Arlington', state: 'VA', zip: '22201' },
    })
    const found = (rows: CustomerSummary[]) => rows.map((row) => row.id)
    expect(found(await search(`finn q${marker}`))).toEqual([lead.customerId])
    expect(found(await search(phone.replace(/\D/g, '')))).toContain(lead.customerId)
    expect(found(await search(`1-${phone}`))).toContain(lead.customerId)
    expect(found(await search(`FIND-${marker}@example`))).toEqual([lead.customerId])
    expect(found(await search(`${marker} harbor`))).toEqual([lead.customerId])
    expect(found(await search(`nobody-${marker}`))).toEqual([])
    expect(fieldsOf(await readProblem(await get('/api/desk/customers?q=a'), 400))).toEqual(['q'])
  })
})

describe('merging two customers', () => {
  it('moves every lead, key and history to the one kept, once, in one transaction, on the timeline', async () => {
    const marker = unique()
    const kept = await anEstimate(person('Gus', marker, `gus-${marker}@example.com`, aPhone()))
    const gone = await anEstimate(person('Gus', marker, `gus.work-${marker}@example.com`, aPhone()))
    await aQuote(gone.id, `Q-M-${marker}`, 9000)
    expect(gone.customerId).not.toBe(kept.customerId)
    const body = { keep: kept.customerId, merge: gone.customerId }

    // Sent twice at once: one merges, the other is told it already happened.
    const answers = await Promise.all([merge(body), merge(body)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(fieldsOf(await readProblem(refused, 409))).toEqual(['merge'])
    const merged = (await answers.find((answer) => answer.status === 200)!.json()) as CustomerHistory
    expect(merged.leads.map((row) => row.id).sort()).toEqual([kept.id, gone.id].sort())
    expect(merged.quotes).toHaveLength(1)

    const pool = databasePool(payload)
    const { rows: events } = await pool.query(
      `SELECT lead_id AS lead, from_value AS "from", to_value AS "to" FROM lead_events WHERE type = 'customer' AND lead_id IN ($1, $2)`,
      [kept.id, gone.id],
    )
    expect(events).toHaveLength(2)
    expect(events).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: `C-${gone.customerId}`, to: `C-${kept.customerId}` })]),
    )
    const goneHistory = await history(gone.customerId!)
    expect(goneHistory.customer.mergedInto).toBe(kept.customerId)
    expect(goneHistory.leads).toEqual([])

    // The merged-away customer's email now brings a new lead to the one kept.
    const again = await anEstimate(person('Gus', marker, `gus.work-${marker}@example.com`, aPhone()))
    expect(again.customerId).toBe(kept.customerId)
  })

  it('refuses an unknown customer or one merged into itself, naming the field, and changes nothing', async () => {
    const marker = unique()
    const lead = await anEstimate(person('Hal', marker, `hal-${marker}@example.com`, aPhone()))
    expect(fieldsOf(await readProblem(await merge({ keep: lead.customerId, merge: 2_000_000_000 }), 404))).toEqual([
      'merge',
    ])
    expect(fieldsOf(await readProblem(await merge({ keep: lead.customerId, merge: lead.customerId }), 422))).toEqual([
      'merge',
    ])
    expect(fieldsOf(await readProblem(await merge({ keep: 'x' }), 422))).toEqual(['keep', 'merge'])
    expect((await history(lead.customerId!)).leads).toHaveLength(1)
  })
})

describe('who may see customers', () => {
  it.each([
    ['anonymous', 401],
    ['marketing', 403],
    ['staff', 200],
    ['admin', 200],
  ] as const)('answers %s with %i on every customer endpoint', async (actor, status) => {
    const marker = unique()
    const lead = await anEstimate(person('Ivy', marker, `ivy-${marker}@example.com`, aPhone()))
    const other = await anEstimate(person('Ivy', marker, `ivy2-${marker}@example.com`, aPhone()))
    expect((await get(`/api/desk/customers?q=ivy`, actor)).status).toBe(status)
    expect((await get(`/api/desk/customers/${lead.customerId}`, actor)).status).toBe(status)
    const merged = await merge({ keep: lead.customerId, merge: other.customerId }, actor)
    expect(merged.status).toBe(status)
    const { rows } = await databasePool(payload).query('SELECT merged_into_id FROM customers WHERE id = $1', [
      other.customerId,
    ])
    expect(rows[0].merged_into_id).toBe(status === 200 ? lead.customerId : null)
  })
})
