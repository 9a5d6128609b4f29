import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { HOME_SIZES, PLAN_FACTS, PLAN_IDS } from '@ecs/shared/catalog'
import {
  centsToDecimal,
  dayOf,
  type CheckoutRequestInput,
  type CheckoutStarted,
  type CheckoutStatus,
  type LedgerRow,
  type ProgramLedger,
  type RecordPaymentInput,
} from '@ecs/shared/payments'
import { dollarsToCents } from '@ecs/shared/schemas'
import { communitySignupBody, planSignupBody } from '@ecs/test-stack/lead-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'
import { checkoutEvent, signedEvent } from '@ecs/test-stack/stripe-stand-in'

// Card payments on before the CMS's env is read.
const { stripe, WEBHOOK_SECRET } = await vi.hoisted(async () =>
  (await import('../helpers/card-payments')).cardPaymentsOn('whsec_payments_int_spec'),
)

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.db.destroy?.()
  await stripe.stop()
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
      services: [
        {
          service: 'interior-windows-2-bedroom',
          serviceName: 'Interior windows and balcony door, 2 bedrooms',
          priceCents: 18900,
          cadence: 'once',
        },
      ],
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
    const body = communitySignupBody({ program: 'columbia-river-walk', services: ['balcony-cleaning'] })
    const response = await postJson('/api/leads/community-signup', body)
    expect(response.status).toBe(422)
    expect(fieldsOf(await readProblem(response))).toEqual(['services'])
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

  it('sweeps the published plan prices through signup, payment and the staff totals and CSV without a rounding difference', async () => {
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

describe('paying online (Stripe Checkout, decision 015)', () => {
  const checkout = (body: Partial<CheckoutRequestInput>) =>
    postJson('/api/payments/checkout', { idempotencyKey: randomUUID(), amountCents: 18900, ...body })
  const webhook = (payloadText: string, signature?: string) =>
    rest('/api/payments/stripe-webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature && { 'stripe-signature': signature }),
      },
      body: payloadText,
    })
  const cardEntries = (sessionId: string) =>
    payload.find({
      collection: 'payments',
      where: { stripeCheckoutSessionId: { equals: sessionId } },
      overrideAccess: true,
    })
  const status = async (sessionId: string) =>
    (await rest(`/api/payments/checkout/${sessionId}`)).json() as Promise<CheckoutStatus>

  it("asks Stripe for one Checkout Session for a signup's charge (amount, metadata, URLs, key) and records nothing itself", async () => {
    expect((await payload.findGlobal({ slug: 'site-settings' })).cardPaymentsOnline).toBe(true)
    const signup = await postJson('/api/leads/community-signup', communitySignupBody({ unit: `9${unique()}` }))
    const { reference } = (await signup.json()) as { reference: string }
    const [desk] = (
      await payload.find({
        collection: 'desk-leads',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
    ).docs
    const sent = stripe.requests.length
    const body = {
      idempotencyKey: randomUUID(),
      payFor: { type: 'signup' as const, reference: reference.toLowerCase() },
    }
    const started = await checkout(body)
    expect(started.status).toBe(201)
    const { url } = (await started.json()) as CheckoutStarted

    expect(stripe.requests).toHaveLength(sent + 1)
    const request = stripe.requests.at(-1)!
    expect(request.headers.authorization).toBe(`Bearer ${stripe.secretKey}`)
    expect(request.headers['idempotency-key']).toContain(body.idempotencyKey)
    expect(request.form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '18900',
      'line_items[0][price_data][product_data][name]': `Resident signup ${reference}`,
      'metadata[account]': 'community-signup',
      'metadata[accountId]': String(desk!.documentId),
      'payment_intent_data[metadata][accountId]': String(desk!.documentId),
      success_url: 'http://localhost:3000/payment/received?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment?checkout=cancelled',
    })
    const session = [...stripe.sessions.values()].at(-1)!
    expect(url).toBe(session.url)

    // A double click (the same form key, the same payment) is the same session; a corrected amount is a new one.
    const again = await checkout(body)
    expect(((await again.json()) as CheckoutStarted).url).toBe(url)
    expect(stripe.requests.at(-1)!.headers['idempotency-key']).toBe(request.headers['idempotency-key'])
    const corrected = await checkout({ ...body, amountCents: 9450 })
    expect(((await corrected.json()) as CheckoutStarted).url).not.toBe(url)

    // From a Spanish page, Stripe returns the customer to the Spanish pages.
    await checkout({ ...body, amountCents: 9451, language: 'es' })
    expect(stripe.requests.at(-1)!.form).toMatchObject({
      success_url: 'http://localhost:3000/es/payment/received?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/es/payment?checkout=cancelled',
    })

    // The browser's return records nothing: only Stripe's signed event does.
    expect((await cardEntries(session.id)).totalDocs).toBe(0)
    expect(await status(session.id)).toEqual({ status: 'confirming' })
  })

  it('refuses what it cannot charge with a problem naming the field, before asking Stripe', async () => {
    const sent = stripe.requests.length
    const cases: [Partial<CheckoutRequestInput>, string][] = [
      [{ payFor: { type: 'signup', reference: 'RES-00000000' } }, 'payFor.reference'],
      [{ payFor: { type: 'signup', reference: 'EST-1A2B3C4D' } }, 'payFor.reference'],
      [{ payFor: { type: 'invoice', number: 'INV 7' } }, 'payFor.number'],
      [{ payFor: { type: 'invoice', number: 'INV-7' }, amountCents: 49 }, 'amountCents'],
      [{ payFor: { type: 'invoice', number: 'INV-7' }, amountCents: 12.5 }, 'amountCents'],
      [
        { payFor: { type: 'invoice', number: 'INV-7' }, language: 'fr' as CheckoutRequestInput['language'] },
        'language',
      ],
    ]
    for (const [body, field] of cases) expect(fieldsOf(await readProblem(await checkout(body), 422))).toEqual([field])
    expect(stripe.requests).toHaveLength(sent)
    const badId = await rest('/api/payments/checkout/not-a-session')
    expect(fieldsOf(await readProblem(badId, 400))).toEqual(['sessionId'])
  })

  it('records a paid session once from its signed event: replays, the other paid event and late events change nothing', async () => {
    const invoice = `INV-${unique()}`
    const started = await checkout({ payFor: { type: 'invoice', number: invoice }, amountCents: 25999 })
    const session = stripe.sessions.get(
      new URL(((await started.json()) as CheckoutStarted).url).pathname.split('/').pop()!,
    )!
    const paid = { ...session, status: 'complete', payment_status: 'paid' }
    const send = async (event: ReturnType<typeof checkoutEvent>) => {
      const { payload: text, signature } = signedEvent(event, WEBHOOK_SECRET)
      const response = await webhook(text, signature)
      expect(response.status).toBe(200)
      return ((await response.json()) as { outcome: string }).outcome
    }

    // A delayed method's completion comes unpaid: nothing yet.
    expect(await send(checkoutEvent('checkout.session.completed', session))).toMatch(/^ignored/)
    expect((await cardEntries(session.id)).totalDocs).toBe(0)

    const completed = checkoutEvent('checkout.session.completed', paid)
    expect(await send(completed)).toBe('recorded')
    expect(await send(completed)).toBe('already recorded')
    expect(await send(checkoutEvent('checkout.session.async_payment_succeeded', paid))).toBe('already recorded')
    expect(await send(checkoutEvent('checkout.session.expired', paid))).toMatch(/^ignored/)
    expect(await send({ ...completed, id: 'evt_other', created: 1e12 })).toMatch(/^ignored/)
    expect(await send(checkoutEvent('charge.refunded', { id: 'ch_1', object: 'charge' }))).toMatch(/^ignored/)
    const { docs } = await cardEntries(session.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      kind: 'payment',
      amountCents: 25999,
      method: 'card',
      account: 'invoice',
      invoiceNumber: invoice,
      stripeEventId: completed.id,
      receivedOn: today(),
      recordedBy: null,
    })
    expect(await status(session.id)).toEqual({ status: 'received', amountCents: 25999, receivedOn: today() })
  })

  it('refuses a bad, tampered, old or missing signature with 400 and writes nothing', async () => {
    const started = await checkout({ payFor: { type: 'invoice', number: `INV-${unique()}` } })
    const session = stripe.sessions.get(
      new URL(((await started.json()) as CheckoutStarted).url).pathname.split('/').pop()!,
    )!
    const event = checkoutEvent('checkout.session.completed', { ...session, payment_status: 'paid' })
    const before = await entriesCount()
    const good = signedEvent(event, WEBHOOK_SECRET)
    const refusals = [
      webhook(good.payload, signedEvent(event, 'whsec_someone_else').signature),
      webhook(good.payload.replace('"amount_total":18900', '"amount_total":1'), good.signature),
      webhook(good.payload, signedEvent(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600).signature),
      webhook(good.payload),
      webhook('not json', signedEvent(event, WEBHOOK_SECRET).signature),
    ]
    for (const refused of await Promise.all(refusals))
      expect(fieldsOf(await readProblem(refused, 400))).toEqual(['stripe-signature'])
    expect(await entriesCount()).toBe(before)
  })
})
