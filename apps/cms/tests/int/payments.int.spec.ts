import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { communitySignupBody } from '../helpers/lead-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson } from '../helpers/rest'

let payload: Payload

beforeAll(async () => ({ payload } = await payloadWithTokens()))
afterAll(async () => {
  await payload.db.destroy?.()
})

describe('resident signup (POST /api/leads/community-signup)', () => {
  it('stores the unit once at the program price quoted by the CMS, in the program location, on the desk', async () => {
    const body = communitySignupBody()
    const first = await postJson('/api/leads/community-signup', body)
    expect(first.status).toBe(201)
    const answer = await first.json()
    expect(answer).toMatchObject({ ok: true, location: 'dmv' })
    expect(answer.reference).toMatch(/^RES-[0-9A-F]{8}$/)
    // The same fill sent again (a retry, a double click) is the same signup.
    expect((await postJson('/api/leads/community-signup', body)).status).toBe(201)

    const { docs } = await payload.find({
      collection: 'community-signups',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      depth: 1,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    const row = docs[0]!
    expect(row).toMatchObject({
      program: 'montebello',
      unit: '1204',
      service: 'interior-windows-2-bedroom',
      serviceName: 'Interior windows and balcony door, 2 bedrooms',
      priceCents: 18900,
      cadence: 'once',
      attributionSessionId: body.attributionSessionId,
    })
    expect(typeof row.location === 'object' && row.location?.slug).toBe('dmv')
    const desk = await payload.find({
      collection: 'desk-leads',
      where: { and: [{ kind: { equals: 'community-signup' } }, { documentId: { equals: row.id } }] },
      overrideAccess: true,
    })
    expect(desk.docs).toHaveLength(1)
    expect(desk.docs[0]).toMatchObject({ reference: answer.reference, status: 'new', name: 'Ada Lovelace' })
    expect(desk.docs[0]!.asked).toBe('Montebello unit 1204: Interior windows and balcony door, 2 bedrooms, $189.00')
  })

  it("refuses a service that is not on the program's price list, naming the field, and stores nothing", async () => {
    const body = communitySignupBody({ program: 'columbia-river-walk', service: 'balcony-cleaning' })
    const response = await postJson('/api/leads/community-signup', body)
    expect(response.status).toBe(422)
    expect(fieldsOf(await readProblem(response))).toEqual(['service'])
    const { totalDocs } = await payload.count({
      collection: 'community-signups',
      where: { idempotencyKey: { equals: body.idempotencyKey as string } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses a missing unit and unaccepted terms with a problem naming each', async () => {
    const response = await postJson(
      '/api/leads/community-signup',
      communitySignupBody({ unit: ' ', acceptTerms: false }),
    )
    expect(response.status).toBe(422)
    expect(fieldsOf(await readProblem(response)).sort()).toEqual(['acceptTerms', 'unit'])
  })
})
