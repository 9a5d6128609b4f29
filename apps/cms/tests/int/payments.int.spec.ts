import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { HOME_SIZES, PLAN_FACTS, PLAN_IDS } from '@ecs/shared/catalog'
import {
  centsToDecimal,
  dayOf,
  type LedgerRow,
  type ProgramLedger,
  type RecordPaymentInput,
} from '@ecs/shared/payments'
import { dollarsToCents } from '@ecs/shared/schemas'
import { communitySignupBody, planSignupBody } from '@ecs/test-stack/lead-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
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

/** A fresh marker: the ledger's search (?q=) then shows only this test's signups. */
const unique = () => randomUUID().slice(0, 8)
const today = () => dayOf(new Date())

async function ledger(program: string, query: string): Promise<ProgramLedger> {
  const response = await rest(`/api/payments/ledger/${program}?${query}`, { token: tokens.staff })
  expect(response.status).toBe(200)
  return (await response.json()) as ProgramLedger
}

function record(row: Pick<LedgerRow, 'account'>, entry: Partial<RecordPaymentInput> = {}) {
  const body: RecordPaymentInput = {
    idempotencyKey: randomUUID(),
    kind: 'payment',
    amountCents: 100,
    method: 'check',
    receivedOn: today(),
    account: row.account,
    ...entry,
  }
  return postJson('/api/payments/entries', body, { token: tokens.staff })
}

const entriesCount = () =>
  payload.count({ collection: 'payments', overrideAccess: true }).then((count) => count.totalDocs)

describe('the staff payment pages (/api/payments)', () => {
  it("shows a resident's unit owing its price; a check pays it once however often it is sent; a refund is a new entry", async () => {
    const marker = unique()
    expect((await postJson('/api/leads/community-signup', communitySignupBody({ unit: `7${marker}` }))).status).toBe(
      201,
    )
    const [row] = (await ledger('montebello', `q=${marker}`)).rows
    expect(row).toMatchObject({
      what: `Unit 7${marker}`,
      owedCents: 18900,
      paidCents: 0,
      balanceCents: 18900,
      status: 'owing',
      entries: [],
    })
    expect(row!.reference).toMatch(/^RES-/)

    const check = { idempotencyKey: randomUUID(), amountCents: 18900, note: 'Check 1042' }
    const first = await record(row!, check)
    expect(first.status).toBe(201)
    const entry = (await first.json()) as { id: number; recordedBy: number }
    const again = await record(row!, check)
    expect(again.status).toBe(200)
    expect(((await again.json()) as { id: number }).id).toBe(entry.id)
    expect(entry.recordedBy).toBeGreaterThan(0)
    expect((await ledger('montebello', `q=${marker}`)).rows[0]).toMatchObject({
      paidCents: 18900,
      balanceCents: 0,
      status: 'paid',
      lastEntry: { kind: 'payment', method: 'check', amountCents: 18900, receivedOn: today(), note: 'Check 1042' },
    })

    // A refund returns at most what was paid, and never edits the payment.
    const before = await entriesCount()
    const tooMuch = await record(row!, { kind: 'refund', amountCents: 18901 })
    expect(fieldsOf(await readProblem(tooMuch, 422))).toEqual(['amountCents'])
    expect(await entriesCount()).toBe(before)
    expect((await record(row!, { kind: 'refund', amountCents: 5000, method: 'cash' })).status).toBe(201)
    const refunded = (await ledger('montebello', `q=${marker}`)).rows[0]!
    expect(refunded).toMatchObject({ paidCents: 13900, balanceCents: 5000, lastEntry: { kind: 'refund' } })
    expect(refunded.entries).toHaveLength(2)

    // Nobody edits or deletes a recorded entry through the API, admins included.
    for (const method of ['PATCH', 'DELETE'])
      expect(
        (
          await rest(`/api/payments/${entry.id}`, {
            method,
            token: tokens.admin,
            body: method === 'PATCH' ? '{}' : undefined,
          })
        ).status,
      ).toBe(403)
  })

  it('refuses bad input with a 422 naming each field, and writes nothing', async () => {
    const marker = unique()
    await postJson('/api/leads/community-signup', communitySignupBody({ unit: `8${marker}` }))
    const [row] = (await ledger('montebello', `q=${marker}`)).rows
    const before = await entriesCount()
    const bad = await record(row!, {
      amountCents: 12.5,
      method: 'iou' as never,
      receivedOn: '2999-01-01',
      note: 'x'.repeat(501),
    })
    expect(fieldsOf(await readProblem(bad, 422)).sort()).toEqual(['amountCents', 'method', 'note', 'receivedOn'])
    const noSuchSignup = await record({ account: { type: 'community-signup', id: 2_000_000_000 } })
    expect(fieldsOf(await readProblem(noSuchSignup, 422))).toEqual(['account'])
    expect(await entriesCount()).toBe(before)

    expect(
      fieldsOf(
        await readProblem(await rest('/api/payments/ledger/montebello?period=2026-13', { token: tokens.staff }), 400),
      ),
    ).toEqual(['period'])
    expect((await rest('/api/payments/ledger/elsewhere', { token: tokens.staff })).status).toBe(404)
  })

  it("sweeps the spec's plan prices through signup, payment and the staff totals and CSV without a rounding difference", async () => {
    const marker = unique()
    let expected = 0
    for (const planId of PLAN_IDS)
      for (const homeSize of HOME_SIZES) {
        expected += dollarsToCents(PLAN_FACTS[planId].prices[homeSize])
        const contact = {
          firstName: '=HYPERLINK("x")',
          lastName: marker,
          email: `${planId}-${homeSize}-${marker}@example.com`,
          phone: '(202) 555-0123',
          preferredContactMethod: 'email',
          preferredTime: 'morning',
        }
        expect((await postJson('/api/leads/plan-signup', planSignupBody({ planId, homeSize, contact }))).status).toBe(
          201,
        )
      }
    const owing = await ledger('seasonal', `q=${marker}`)
    expect(owing.rows).toHaveLength(PLAN_IDS.length * HOME_SIZES.length)
    expect(owing.totals).toMatchObject({ owedCents: expected, paidCents: 0, balanceCents: expected })
    for (const row of owing.rows) expect((await record(row, { amountCents: row.priceCents })).status).toBe(201)
    const paid = await ledger('seasonal', `q=${marker}&status=paid`)
    expect(paid.totals).toMatchObject({
      owedCents: expected,
      paidCents: expected,
      balanceCents: 0,
      accounts: owing.rows.length,
    })
    // The month before the signups holds none of them.
    const [year, month] = owing.period.split('-').map(Number) as [number, number]
    const earlier = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
    expect((await ledger('seasonal', `q=${marker}&period=${earlier}`)).rows).toEqual([])

    const csv = await rest(`/api/payments/ledger/seasonal/export.csv?q=${marker}`, { token: tokens.staff })
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="seasonal-payments-${owing.period}.csv"`)
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines).toHaveLength(owing.rows.length + 2)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ${marker}"`)
    expect(lines.at(-1)).toContain(`,${centsToDecimal(expected)},${centsToDecimal(expected)},0.00,0.00`)
  })
})
