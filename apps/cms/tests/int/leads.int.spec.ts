import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { estimatePrice, RESUME_MAX_BYTES, servicePrice } from '@ecs/shared/schemas'
import { careerApplicationBody, estimateBody, FILES, planSignupBody, reviewBody } from '@ecs/test-stack/lead-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

type LeadCollection = 'estimate-requests' | 'plan-signups' | 'career-applications' | 'reviews'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.db.destroy?.()
})

async function rowsWithKey(collection: LeadCollection, idempotencyKey: unknown): Promise<number> {
  const { totalDocs } = await payload.count({
    collection,
    where: { idempotencyKey: { equals: String(idempotencyKey) } },
    overrideAccess: true,
  })
  return totalDocs
}

async function queuedJobsFor(leadId: number | string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { 'input.leadId': { equals: String(leadId) } },
    overrideAccess: true,
  })
  return totalDocs
}

function contactOf(body: Record<string, unknown>): Record<string, unknown> {
  return body.contact as Record<string, unknown>
}

describe('POST /api/leads/estimate', () => {
  it('stores a valid request once, with its location, source page and visit, and queues the emails', async () => {
    const body = estimateBody()
    const response = await postJson('/api/leads/estimate', body)
    expect(response.status).toBe(201)
    const answer = await response.json()
    expect(answer).toMatchObject({ ok: true, location: 'dmv' })
    expect(answer.reference).toMatch(/^EST-[0-9A-F]{8}$/)

    const { docs } = await payload.find({
      collection: 'estimate-requests',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      depth: 1,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const row = docs[0]!
    expect(row.sourcePage).toBe('/dmv/contact')
    expect(row.attributionSessionId).toBe(body.attributionSessionId)
    expect(typeof row.location === 'object' && row.location?.slug).toBe('dmv')
    expect(row.services).toEqual(['residential-window-cleaning'])
    expect(row.contact.phone).toBe('+12025550123')
    // Team notice + customer confirmation, committed with the row.
    expect(await queuedJobsFor(row.id)).toBe(2)
    // Filed on the lead desk in the same transaction, under the reference the visitor was shown.
    const desk = await payload.find({
      collection: 'desk-leads',
      where: { and: [{ kind: { equals: 'estimate' } }, { documentId: { equals: row.id } }] },
      overrideAccess: true,
    })
    expect(desk.docs).toHaveLength(1)
    expect(desk.docs[0]).toMatchObject({
      reference: answer.reference,
      status: 'new',
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.com',
      phone: '+12025550123',
      asked: 'Residential: Residential Window Cleaning',
      attributionSessionId: body.attributionSessionId,
      version: 1,
    })
    const events = await payload.find({
      collection: 'lead-events',
      where: { lead: { equals: desk.docs[0]!.id } },
      overrideAccess: true,
    })
    // Routing gives it to the team member on duty during the office's hours (an owner entry), to nobody
    // outside them: which one depends on when the test runs (lead-routing.int.spec.ts pins the clock).
    const routed = desk.docs[0]!.owner !== null && desk.docs[0]!.owner !== undefined
    expect(events.docs.map((event) => event.type).sort()).toEqual(routed ? ['owner', 'received'] : ['received'])
  })

  it('answers a retried submit like the first and stores one row, also when the copies race', async () => {
    const body = estimateBody()
    const first = await (await postJson('/api/leads/estimate', body)).json()
    const retry = await postJson('/api/leads/estimate', body)
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual(first)

    const racing = estimateBody()
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson('/api/leads/estimate', racing)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201))
    expect(await rowsWithKey('estimate-requests', body.idempotencyKey)).toBe(1)
    expect(await rowsWithKey('estimate-requests', racing.idempotencyKey)).toBe(1)
  })

  it("stores a parking garage's business questions, and no home size, with the new industries", async () => {
    const body = estimateBody({
      serviceType: 'commercial',
      services: ['parking-garage-pressure-wash'],
      location: 'houston',
      property: {
        surfaces: ['parking-garage', 'signage'],
        businessType: 'Parking Operators',
        buildingType: 'parking-garage',
        levels: 4,
        stalls: 600,
        frontageFeet: 220,
      },
      business: { company: 'Bayou Parking', jobTitle: 'Operations manager', sites: 3 },
    })
    expect((await postJson('/api/leads/estimate', body)).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'estimate-requests',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({
      property: {
        size: null,
        stories: null,
        businessType: 'Parking Operators',
        buildingType: 'parking-garage',
        levels: 4,
        stalls: 600,
        floors: null,
        squareFeet: null,
        frontageFeet: 220,
        surfaces: ['parking-garage', 'signage'],
      },
      business: { company: 'Bayou Parking', jobTitle: 'Operations manager', sites: 3 },
    })
  })

  it('stores markup as the text it is', async () => {
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)>'
    const body = estimateBody({ message, contact: { ...(estimateBody().contact as object), firstName: '<b>Ada</b>' } })
    expect((await postJson('/api/leads/estimate', body)).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'estimate-requests',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(docs[0]?.message).toBe(message)
    expect(docs[0]?.contact.firstName).toBe('<b>Ada</b>')
  })

  const invalid: [string, () => Record<string, unknown>, string][] = [
    [
      'neither a phone nor an email',
      () => estimateBody({ contact: { firstName: 'Ada', lastName: 'L', email: '' } }),
      'contact.phone',
    ],
    [
      'a missing address',
      () => {
        const { address: _address, ...body } = estimateBody()
        return body
      },
      'address',
    ],
    ['stories as text', () => estimateBody({ property: { size: 'medium', stories: 'two' } }), 'property.stories'],
    ['services as a string', () => estimateBody({ services: 'residential-window-cleaning' }), 'services'],
    ['a message over 2000 characters', () => estimateBody({ message: 'x'.repeat(2001) }), 'message'],
    ['an unknown field', () => estimateBody({ status: 'won' }), 'status'],
    ['a service not sold in the location', () => estimateBody({ location: 'houston' }), 'services.0'],
    [
      'a commercial request without a business type',
      () => estimateBody({ serviceType: 'commercial', services: ['graffiti-removal'] }),
      'property.businessType',
    ],
    [
      "a home's size on a garage",
      () =>
        estimateBody({
          serviceType: 'commercial',
          services: ['parking-garage-pressure-wash'],
          property: {
            size: 'large',
            stories: 4,
            businessType: 'Hotels',
            buildingType: 'parking-garage',
            levels: 4,
            stalls: 90,
          },
          business: { company: 'Harbor Hotel' },
        }),
      'property.size',
    ],
    [
      'a ZIP that is not one',
      () => estimateBody({ address: { street: '1 Main', city: 'X', state: 'VA', zip: '2220' } }),
      'address.zip',
    ],
  ]
  it.each(invalid)('refuses %s with 422 naming the field, storing nothing', async (_case, makeBody, field) => {
    const body = makeBody()
    const response = await postJson('/api/leads/estimate', body)
    expect(fieldsOf(await readProblem(response, 422))).toContain(field)
    expect(await rowsWithKey('estimate-requests', body.idempotencyKey)).toBe(0)
  })

  it('refuses a body that is not a JSON object: wrong content type 415, broken JSON 400, too large 413', async () => {
    const body = estimateBody()
    const asForm = await rest('/api/leads/estimate', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'serviceType=residential',
    })
    await readProblem(asForm, 415)
    await readProblem(await postJson('/api/leads/estimate', '{"serviceType": '), 400)
    await readProblem(await postJson('/api/leads/estimate', '[1,2]'), 400)
    const huge = await postJson('/api/leads/estimate', { ...body, message: 'x'.repeat(64 * 1024) })
    expect((await readProblem(huge, 413)).detail).toMatch(/too large/)
    expect(await rowsWithKey('estimate-requests', body.idempotencyKey)).toBe(0)
  })

  it('gives a filled honeypot the same answer as a person, and stores and queues nothing', async () => {
    for (const body of [
      estimateBody({ company_website: 'https://spam.example' }),
      // Filled in at once as well: the honeypot, not the speed, is what drops it.
      estimateBody({ company_website: 'https://spam.example', startedAt: Date.now() - 500 }),
      // Not what the hidden input sends: these used to answer 500.
      estimateBody({ company_website: { toString: 1 } }),
      estimateBody({ company_website: JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`) }),
    ]) {
      const response = await postJson('/api/leads/estimate', body)
      expect(response.status).toBe(201)
      expect(await response.json()).toMatchObject({ ok: true, reference: expect.stringMatching(/^EST-/) })
      expect(await rowsWithKey('estimate-requests', body.idempotencyKey)).toBe(0)
    }
  })
})

describe('a form sent faster than a person types (browser autofill)', () => {
  /** The stored document of a sent body, and what its desk lead's "received" entries say. */
  async function storedWithNotes(
    collection: 'estimate-requests' | 'reviews',
    kind: string,
    body: Record<string, unknown>,
  ) {
    const { docs } = await payload.find({
      collection,
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    const desk = await payload.find({
      collection: 'desk-leads',
      where: { and: [{ kind: { equals: kind } }, { documentId: { equals: docs[0]?.id ?? 0 } }] },
      overrideAccess: true,
    })
    const timeline = await payload.find({
      collection: 'lead-events',
      where: { and: [{ lead: { equals: desk.docs[0]?.id ?? 0 } }, { type: { equals: 'received' } }] },
      overrideAccess: true,
    })
    return { docs, notes: timeline.docs.map((entry) => entry.text ?? null) }
  }

  it.each([
    ['estimate-requests', 'estimate', estimateBody],
    ['reviews', 'review', reviewBody],
  ] as const)(
    'is stored on %s like any lead, with its follow-ups, and its timeline says how fast it came',
    async (collection, kind, makeBody) => {
      const body = makeBody({ startedAt: Date.now() - 800 })
      expect((await postJson(`/api/leads/${kind}`, body)).status).toBe(201)
      const { docs, notes } = await storedWithNotes(collection, kind, body)
      expect(docs).toHaveLength(1)
      expect(await queuedJobsFor(docs[0]!.id)).toBeGreaterThan(0)
      expect(notes).toEqual([
        expect.stringMatching(/^Sent [0-2](\.\d)? s after the form opened, faster than a person types/),
      ])
    },
  )

  it("is not marked when it took a person's time, or when the visitor's clock runs ahead", async () => {
    for (const startedAt of [Date.now() - 60_000, Date.now() + 120_000]) {
      const body = estimateBody({ startedAt })
      expect((await postJson('/api/leads/estimate', body)).status).toBe(201)
      expect((await storedWithNotes('estimate-requests', 'estimate', body)).notes).toEqual([null])
    }
  })
})

describe("the lead's language", () => {
  it.each([
    ['estimate-requests', 'estimate', estimateBody],
    ['plan-signups', 'plan-signup', planSignupBody],
    ['reviews', 'review', reviewBody],
  ] as const)(
    'is kept on %s and its desk lead: Spanish when sent, English when not said',
    async (collection, kind, body) => {
      const path = `/api/leads/${kind}`
      const spanish = body({ language: 'es' })
      const unsaid = body()
      delete unsaid.language
      for (const sent of [spanish, unsaid]) expect((await postJson(path, sent)).status).toBe(201)
      const languageOf = async (sent: Record<string, unknown>) => {
        const { docs } = await payload.find({
          collection,
          where: { idempotencyKey: { equals: sent.idempotencyKey as string } },
          overrideAccess: true,
        })
        const desk = await payload.find({
          collection: 'desk-leads',
          where: { documentId: { equals: docs[0]!.id }, kind: { equals: kind } },
          overrideAccess: true,
        })
        return [docs[0]!.language, desk.docs[0]?.language]
      }
      expect(await languageOf(spanish)).toEqual(['es', 'es'])
      expect(await languageOf(unsaid)).toEqual(['en', 'en'])
    },
  )

  it('refuses a language the site is not written in, naming the field', async () => {
    const response = await postJson('/api/leads/estimate', estimateBody({ language: 'fr' }))
    expect(fieldsOf(await readProblem(response, 422))).toEqual(['language'])
  })
})

describe('the price range a homeowner was shown', () => {
  async function storedEstimate(body: Record<string, unknown>) {
    const response = await postJson('/api/leads/estimate', body)
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'estimate-requests',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    return docs[0]!.priceEstimate
  }

  async function servicePrices(slugs: string[]) {
    const { docs } = await payload.find({
      collection: 'services',
      where: { slug: { in: slugs } },
      populate: { locations: { slug: true } },
      depth: 1,
      overrideAccess: true,
    })
    return docs.map(servicePrice)
  }

  it('is worked out again from the services’ CMS prices and stored with what made it', async () => {
    const body = estimateBody({
      services: ['residential-window-cleaning', 'residential-soft-wash'],
      property: { size: 'large', stories: 3, surfaces: [] },
    })
    const expected = estimatePrice(await servicePrices(['residential-window-cleaning', 'residential-soft-wash']), {
      services: ['residential-window-cleaning', 'residential-soft-wash'],
      size: 'large',
      stories: 3,
      location: 'dmv',
    })!
    const stored = await storedEstimate(body)
    expect(stored).toMatchObject({ text: expected.text, low: expected.low, high: expected.high })
    expect(stored?.basis).toEqual({ lines: expected.lines, unpriced: [], inputs: expected.inputs })
    expect(stored?.text).toMatch(
      /^\$[\d,]+-\$[\d,]+ for residential window cleaning and residential soft wash of a 3-story home over 3,000 sq ft, exterior only; whole exterior$/,
    )
  })

  it('follows a price marketing changes, and a location’s own from-price', async () => {
    const [windows] = (
      await payload.find({
        collection: 'services',
        where: { slug: { equals: 'residential-window-cleaning' } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    const seattle = (
      await payload.find({ collection: 'locations', where: { slug: { equals: 'seattle' } }, overrideAccess: true })
    ).docs[0]!
    const pricing = windows!.pricing
    try {
      await payload.update({
        collection: 'services',
        id: windows!.id,
        data: {
          pricing: {
            ...pricing,
            fromPrice: 200,
            localPrices: [{ location: seattle.id, fromPrice: 250 }],
            estimate: { ...pricing?.estimate, mediumPercent: 50, storyPercent: 10, spreadPercent: 20 },
          },
        },
        overrideAccess: true,
      })
      const atDmv = await storedEstimate(estimateBody({ property: { size: 'medium', stories: 3, surfaces: [] } }))
      // 200 x 1.5 x 1.2 = 360, and 20% above it.
      expect(atDmv).toMatchObject({ low: 360, high: 432 })
      const atSeattle = await storedEstimate(
        estimateBody({ location: 'seattle', property: { size: 'small', stories: 1, surfaces: [] } }),
      )
      expect(atSeattle).toMatchObject({ low: 250, high: 300 })
    } finally {
      await payload.update({ collection: 'services', id: windows!.id, data: { pricing }, overrideAccess: true })
    }
  })

  it('is never taken from the browser, and a business gets none', async () => {
    const forged = await postJson(
      '/api/leads/estimate',
      estimateBody({ priceEstimate: { text: '$1-$2 for a home', low: 1, high: 2 } }),
    )
    expect(forged.status).toBe(422)
    const commercial = await storedEstimate(
      estimateBody({
        serviceType: 'commercial',
        services: ['graffiti-removal'],
        property: { surfaces: [], businessType: 'Retail Stores', buildingType: 'retail', floors: 1, squareFeet: 9000 },
        business: { company: 'Corner Shops LLC' },
      }),
    )
    expect(commercial).toMatchObject({ text: null, low: null, high: null })
  })
})

describe('input that can never be stored is a 422 naming the field, not a 503 "try again"', () => {
  const post = (path: string, body: Record<string, unknown>) => postJson(`/api/leads/${path}`, body)
  it.each([
    [
      'estimate',
      'a NUL byte in a name',
      () => estimateBody({ contact: { ...contactOf(estimateBody()), firstName: 'A\u0000' } }),
      'contact.firstName',
    ],
    [
      'estimate',
      '51 emoji as a first name',
      () => estimateBody({ contact: { ...contactOf(estimateBody()), firstName: '😀'.repeat(51) } }),
      'contact.firstName',
    ],
    [
      'estimate',
      'a NUL byte in the source page',
      () => estimateBody({ sourcePage: '/dmv/contact\u0000' }),
      'sourcePage',
    ],
    ['review', '51 emoji as a name', () => reviewBody({ name: '😀'.repeat(51) }), 'name'],
    [
      'plan-signup',
      'a NUL byte in the street',
      () => planSignupBody({ address: { street: '1 Main\u0000', city: 'Arlington', state: 'VA', zip: '22201' } }),
      'address.street',
    ],
  ] as const)('%s: %s', async (path, _case, makeBody, field) => {
    const body = makeBody()
    const response = await post(path, body)
    expect(fieldsOf(await readProblem(response, 422))).toContain(field)
  })
})

describe('lead collections: anonymous creates (through the endpoints) and nothing else', () => {
  const collections: LeadCollection[] = ['estimate-requests', 'plan-signups', 'career-applications']
  it.each(collections)(
    '%s: anonymous cannot list, create directly, update or delete; staff read, marketing does not',
    async (collection) => {
      expect((await rest(`/api/${collection}`)).status).toBe(403)
      expect((await postJson(`/api/${collection}`, { summary: 'x' })).status).toBe(403)
      expect(
        (
          await rest(`/api/${collection}/1`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: '{"status":"won"}',
          })
        ).status,
      ).toBe(403)
      expect((await rest(`/api/${collection}/1`, { method: 'DELETE' })).status).toBe(403)
      expect((await rest(`/api/${collection}`, { token: tokens.staff })).status).toBe(200)
      expect((await rest(`/api/${collection}`, { token: tokens.marketing })).status).toBe(403)
    },
  )
})

describe('POST /api/leads/plan-signup', () => {
  it('stores the signup with the CMS price of the plan and size, and the time terms were accepted', async () => {
    const body = planSignupBody()
    const response = await postJson('/api/leads/plan-signup', body)
    expect(response.status).toBe(201)
    const { docs: plans } = await payload.find({
      collection: 'plans',
      where: { planId: { equals: 'plus' } },
      overrideAccess: true,
    })
    const { docs } = await payload.find({
      collection: 'plan-signups',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.price).toBe(plans[0]!.prices.large)
    expect(docs[0]!.acceptedTermsAt).toBeTruthy()
  })

  it('stores an enhanced signup at the enhanced price, never the standard one', async () => {
    const body = planSignupBody({ enhanced: true })
    expect((await postJson('/api/leads/plan-signup', body)).status).toBe(201)
    const { docs: plans } = await payload.find({ collection: 'plans', where: { planId: { equals: 'plus' } } })
    const { docs } = await payload.find({
      collection: 'plan-signups',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ enhanced: true, price: plans[0]!.enhancedPrices?.large })
    expect(plans[0]!.enhancedPrices?.large).toBeGreaterThan(plans[0]!.prices.large)
  })

  it('refuses an enhanced signup for a plan without enhanced prices, or where enhanced plans are not sold', async () => {
    const { docs } = await payload.find({ collection: 'plans', where: { planId: { equals: 'basic' } } })
    const basic = docs[0]!
    await payload.update({
      collection: 'plans',
      id: basic.id,
      data: { enhancedPrices: { small: null, medium: null, large: null } },
    })
    try {
      const body = planSignupBody({ planId: 'basic', enhanced: true })
      const response = await postJson('/api/leads/plan-signup', body)
      expect(fieldsOf(await readProblem(response, 422))).toEqual(['enhanced'])
      expect(await rowsWithKey('plan-signups', body.idempotencyKey)).toBe(0)
    } finally {
      await payload.update({ collection: 'plans', id: basic.id, data: { enhancedPrices: basic.enhancedPrices } })
    }
    const houston = planSignupBody({ location: 'houston', enhanced: true })
    expect(fieldsOf(await readProblem(await postJson('/api/leads/plan-signup', houston), 422))).toContain('enhanced')
  })

  it('refuses a signup without accepted terms, naming the field', async () => {
    const body = planSignupBody({ acceptTerms: false })
    const response = await postJson('/api/leads/plan-signup', body)
    expect(fieldsOf(await readProblem(response, 422))).toContain('acceptTerms')
    expect(await rowsWithKey('plan-signups', body.idempotencyKey)).toBe(0)
  })
})

describe('reviews from the public', () => {
  it('stores a submitted review pending, hidden from the public until approved', async () => {
    const body = reviewBody()
    expect((await postJson('/api/leads/review', body)).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.status).toBe('pending')
    const publicList = await (await rest(`/api/reviews?where[id][equals]=${docs[0]!.id}`)).json()
    expect(publicList.docs).toHaveLength(0)
  })

  it('refuses an anonymous create through the collection API: visitors write through the form only', async () => {
    const { docs: locations } = await payload.find({ collection: 'locations', limit: 1, overrideAccess: true })
    const author = `Sneaky ${randomUUID().slice(0, 6)}`
    const response = await postJson('/api/reviews', {
      author,
      location: locations[0]!.id,
      rating: 5,
      text: 'x',
      status: 'approved',
      attributionSessionId: randomUUID(),
    })
    expect(response.status).toBe(403)
    expect(await payload.count({ collection: 'reviews', where: { author: { equals: author } } })).toEqual({
      totalDocs: 0,
    })
  })

  it('shows the public an approved review without where it came from; moderators see it all', async () => {
    const body = reviewBody()
    expect((await postJson('/api/leads/review', body)).status).toBe(201)
    const {
      docs: [stored],
    } = await payload.find({
      collection: 'reviews',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    await payload.update({ collection: 'reviews', id: stored!.id, data: { status: 'approved' }, overrideAccess: true })
    const privateFields = ['sourcePage', 'attributionSessionId', 'idempotencyKey']

    const listed = (await (await rest(`/api/reviews?where[id][equals]=${stored!.id}`)).json()).docs[0]
    const byId = await (await rest(`/api/reviews/${stored!.id}`)).json()
    for (const review of [listed, byId]) {
      expect(review).toMatchObject({ id: stored!.id, author: body.name })
      for (const field of privateFields) expect(review).not.toHaveProperty(field)
    }
    // Nor can the public find reviews by them (an oracle for a visit id).
    const probe = await rest(`/api/reviews?where[attributionSessionId][equals]=${body.attributionSessionId}`)
    expect(probe.status).toBeLessThan(500)
    expect((await probe.json()).docs ?? []).toHaveLength(0)

    const moderated = await (await rest(`/api/reviews/${stored!.id}`, { token: tokens.marketing })).json()
    expect(moderated).toMatchObject({
      sourcePage: body.sourcePage,
      attributionSessionId: body.attributionSessionId,
      idempotencyKey: body.idempotencyKey,
    })
  })

  it('refuses a review shorter than 20 characters', async () => {
    const response = await postJson('/api/leads/review', reviewBody({ text: 'Great' }))
    expect(fieldsOf(await readProblem(response, 422))).toEqual(['text'])
  })
})

describe('POST /api/leads/career-application', () => {
  function application(body: Record<string, unknown>, file: { bytes: Buffer; name: string; type: string } | undefined) {
    const form = new FormData()
    form.set('application', JSON.stringify(body))
    if (file) form.set('resume', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
    return rest('/api/leads/career-application', { method: 'POST', body: form })
  }

  it('stores the application with its resume, which only staff can read', async () => {
    const body = careerApplicationBody()
    const response = await application(body, { bytes: FILES.pdf, name: 'My CV.pdf', type: 'application/pdf' })
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'career-applications',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      depth: 1,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const resume = docs[0]!.resume!
    expect(typeof resume === 'object' && resume.mimeType).toBe('application/pdf')
    const resumeId = typeof resume === 'object' ? resume.id : resume
    const filename = typeof resume === 'object' ? resume.filename : ''
    expect((await rest(`/api/resumes/${resumeId}`)).status).toBe(403)
    expect((await rest(`/api/resumes/file/${filename}`)).status).toBe(403)
    expect((await rest(`/api/resumes/${resumeId}`, { token: tokens.marketing })).status).toBe(403)
    expect((await rest(`/api/resumes/${resumeId}`, { token: tokens.staff })).status).toBe(200)
    const file = await rest(`/api/resumes/file/${filename}`, { token: tokens.staff })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(FILES.pdf)).toBe(true)
  })

  it('refuses an executable renamed .pdf, a missing or oversized resume, and JSON instead of multipart, storing nothing', async () => {
    const resumesBefore = (await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs
    const cases: [Record<string, unknown>, Promise<Response>, number][] = []
    const disguised = careerApplicationBody()
    cases.push([
      disguised,
      application(disguised, { bytes: FILES.exe, name: 'resume.pdf', type: 'application/pdf' }),
      422,
    ])
    // A crew lead's role asks for a résumé.
    const missing = careerApplicationBody({ role: 'crew-lead' })
    cases.push([missing, application(missing, undefined), 422])
    const unknownRole = careerApplicationBody({ role: 'no-such-role' })
    cases.push([unknownRole, application(unknownRole, undefined), 422])
    const oversized = careerApplicationBody()
    cases.push([
      oversized,
      application(oversized, {
        bytes: Buffer.concat([FILES.pdf, Buffer.alloc(RESUME_MAX_BYTES)]),
        name: 'big.pdf',
        type: 'application/pdf',
      }),
      422,
    ])
    const farTooLarge = careerApplicationBody()
    cases.push([
      farTooLarge,
      application(farTooLarge, {
        bytes: Buffer.concat([FILES.pdf, Buffer.alloc(2 * RESUME_MAX_BYTES)]),
        name: 'big.pdf',
        type: 'application/pdf',
      }),
      413,
    ])
    const brokenPdf = careerApplicationBody()
    cases.push([
      brokenPdf,
      application(brokenPdf, {
        bytes: Buffer.from('%PDF-1.4 not really a pdf'),
        name: 'cv.pdf',
        type: 'application/pdf',
      }),
      422,
    ])
    const asJson = careerApplicationBody()
    cases.push([asJson, postJson('/api/leads/career-application', asJson), 415])
    for (const [body, pending, status] of cases) {
      const response = await pending
      const answer = await readProblem(response, status)
      if (status === 422) expect(fieldsOf(answer)).toEqual(['resume'])
      expect(await rowsWithKey('career-applications', body.idempotencyKey)).toBe(0)
    }
    expect((await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs).toBe(resumesBefore)
  })

  it('takes an application without a resume for a role that asks for none, and refuses one that does', async () => {
    const noExperienceNeeded = await payload.find({
      collection: 'jobs',
      where: { slug: { equals: 'window-cleaning-technician' } },
      overrideAccess: true,
    })
    expect(noExperienceNeeded.docs[0]!.resumeRequired).toBe(false)
    const body = careerApplicationBody({ role: 'window-cleaning-technician' })
    expect((await application(body, undefined)).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'career-applications',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.resume ?? null).toBeNull()

    const crewLead = careerApplicationBody({ role: 'crew-lead' })
    const refused = await application(crewLead, undefined)
    expect(fieldsOf(await readProblem(refused, 422))).toEqual(['resume'])
    expect(await rowsWithKey('career-applications', crewLead.idempotencyKey)).toBe(0)
  })

  it('refuses a bad application with its field errors and keeps no resume', async () => {
    const resumesBefore = (await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs
    const response = await application(careerApplicationBody({ experienceYears: -2 }), {
      bytes: FILES.pdf,
      name: 'cv.pdf',
      type: 'application/pdf',
    })
    expect(fieldsOf(await readProblem(response, 422))).toEqual(['experienceYears'])
    expect((await payload.count({ collection: 'resumes', overrideAccess: true })).totalDocs).toBe(resumesBefore)
  })
})
