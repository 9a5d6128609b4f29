import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { contact, estimateBody, planSignupBody } from '@ecs/test-stack/lead-bodies'
import { checkoutEvent, signedEvent } from '@ecs/test-stack/stripe-stand-in'
import type { Summary } from '@ecs/shared/attribution'
import type { CheckoutStarted } from '@ecs/shared/payments'
import type { CustomerQuote, LeadQuotes, QuoteDraftInput, QuoteSent, QuoteView } from '@ecs/shared/quotes'
import { attributionRecord } from '../helpers/attribution-bodies'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'
import { linkExpiry, signQuoteLink } from '../../src/quotes/quote-link'

// Card payments on before the CMS's env is read.
const { stripe, WEBHOOK_SECRET } = await vi.hoisted(async () =>
  (await import('../helpers/card-payments')).cardPaymentsOn('whsec_quotes_int_spec'),
)

let payload: Payload
let tokens: Record<Actor, string | undefined>

beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))
afterAll(async () => {
  await payload.db.destroy?.()
  await stripe.stop()
})

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** A new estimate lead from its own email (and a visit's session, when given); its desk lead's id. */
async function newLead(
  email = `${randomUUID().slice(0, 8)}@example.com`,
  attributionSessionId?: string,
): Promise<number> {
  const response = await postJson(
    '/api/leads/estimate',
    estimateBody({ contact: { ...contact, email }, ...(attributionSessionId && { attributionSessionId }) }),
  )
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  const { docs } = await payload.find({
    collection: 'desk-leads',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  })
  return docs[0]!.id
}

async function catalog(leadId: number): Promise<LeadQuotes> {
  const response = await rest(`/api/desk/leads/${leadId}/quotes`, { token: tokens.staff })
  expect(response.status).toBe(200)
  return (await response.json()) as LeadQuotes
}

const save = (leadId: number, draft: Partial<QuoteDraftInput> & Pick<QuoteDraftInput, 'lines'>, token = tokens.staff) =>
  postJson(
    `/api/desk/leads/${leadId}/quotes`,
    { deposit: { type: 'percent', percent: 25 }, validUntil: inAMonth(), ...draft },
    { token },
  )

async function saved(leadId: number, draft: Parameters<typeof save>[1]): Promise<QuoteView> {
  const response = await save(leadId, draft)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as QuoteView
}

const freeLine = (unitCents = 10_000, quantity = 1) =>
  ({ kind: 'free', description: 'Gutter guards', quantity, unitCents }) as const

async function send(quoteId: number): Promise<QuoteSent> {
  const response = await postJson(`/api/desk/quotes/${quoteId}/send`, {}, { token: tokens.staff })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as QuoteSent
}

const tokenOf = (quote: Pick<QuoteView, 'id' | 'version' | 'validUntil'>) =>
  signQuoteLink({ quoteId: quote.id, version: quote.version, expiresAt: linkExpiry(quote.validUntil) })

const accept = (token: string, name = 'Ada Lovelace') =>
  postJson(
    `/api/quotes/link/${token}/accept`,
    { name, acceptTerms: true },
    { headers: { 'user-agent': 'QuoteTest/1' } },
  )

/** Stripe's signed event about a Checkout session, delivered to the webhook as Stripe does: what the CMS made of it. */
async function deliverEvent(event: Parameters<typeof signedEvent>[0]): Promise<string> {
  const { payload: text, signature } = signedEvent(event, WEBHOOK_SECRET)
  const response = await rest('/api/payments/stripe-webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: text,
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { outcome: string }).outcome
}

/** Starts the deposit of an accepted quote's link and pays it by card; the Checkout session. */
async function payDeposit(token: string) {
  const started = await postJson(`/api/quotes/link/${token}/deposit`, {})
  expect(started.status).toBe(201)
  const url = ((await started.json()) as CheckoutStarted).url
  const session = stripe.sessions.get(new URL(url).pathname.split('/').pop()!)!
  expect(
    await deliverEvent(
      checkoutEvent('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' }),
    ),
  ).toBe('recorded')
  return session
}

const deskLead = (id: number) => payload.findByID({ collection: 'desk-leads', id, overrideAccess: true })

const timeline = (leadId: number) =>
  payload
    .find({
      collection: 'lead-events',
      where: { lead: { equals: leadId } },
      sort: 'id',
      pagination: false,
      overrideAccess: true,
    })
    .then((result) => result.docs)

describe('building quotes on the desk', () => {
  it('prices catalog lines from the CMS, discounts them for a plan member, and computes totals on the server', async () => {
    const email = `member-${randomUUID().slice(0, 8)}@example.com`
    expect((await postJson('/api/leads/plan-signup', planSignupBody({ contact: { ...contact, email } }))).status).toBe(
      201,
    )
    const leadId = await newLead(email)
    const offered = await catalog(leadId)
    const plan = await payload.find({
      collection: 'plans',
      where: { planId: { equals: 'plus' } },
      overrideAccess: true,
    })
    expect(offered.planDiscountPercent).toBe(plan.docs[0]!.discountPercent)
    expect(offered.planDiscountPercent).toBeGreaterThan(0)
    const service = offered.catalog[0]!
    const quote = await saved(leadId, {
      lines: [{ kind: 'service', service: service.id, quantity: 3 }, freeLine(5_000)],
    })
    const discount = Math.floor((service.unitCents * 3 * offered.planDiscountPercent + 50) / 100)
    expect(quote.lines[0]).toMatchObject({
      unitCents: service.unitCents,
      lineCents: service.unitCents * 3,
      discountCents: discount,
    })
    expect(quote.lines[1]).toMatchObject({ lineCents: 5_000, discountCents: 0 })
    expect(quote.totals).toEqual({
      subtotalCents: service.unitCents * 3 + 5_000,
      discountCents: discount,
      totalCents: service.unitCents * 3 + 5_000 - discount,
      depositCents: Math.floor(((service.unitCents * 3 + 5_000 - discount) * 25 + 50) / 100),
    })
    expect(quote).toMatchObject({ version: 1, status: 'draft', planDiscountPercent: offered.planDiscountPercent })
    expect(quote.number).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{4}$`))
  })

  it('refuses bad input naming the field, and writes nothing', async () => {
    const leadId = await newLead()
    const before = await payload.count({ collection: 'quotes', overrideAccess: true })
    const unknownService = await save(leadId, { lines: [{ kind: 'service', service: 999_999, quantity: 1 }] })
    expect(fieldsOf(await readProblem(unknownService, 422))).toEqual(['lines.0.service'])
    const bad = await save(leadId, { lines: [], validUntil: '2020-01-01', deposit: { type: 'percent', percent: 120 } })
    expect(fieldsOf(await readProblem(bad, 422)).sort()).toEqual(['deposit.percent', 'lines', 'validUntil'])
    expect((await payload.count({ collection: 'quotes', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    expect((await save(leadId, { lines: [freeLine()] }, tokens.marketing)).status).toBe(403)
    expect((await save(leadId, { lines: [freeLine()] }, '')).status).toBe(401)
  })

  it('numbers quotes made at the same moment each with its own number', async () => {
    const leadId = await newLead()
    const quotes = await Promise.all(Array.from({ length: 8 }, () => saved(leadId, { lines: [freeLine()] })))
    expect(new Set(quotes.map((quote) => quote.number)).size).toBe(8)
  })

  it('makes a change a new version, and freezes the accepted one with a 409 saying why', async () => {
    const leadId = await newLead()
    const first = await saved(leadId, { lines: [freeLine(10_000)] })
    const second = await saved(leadId, { lines: [freeLine(12_000)], replaces: first.id })
    expect(second).toMatchObject({ number: first.number, version: 2, status: 'draft' })
    expect((await payload.findByID({ collection: 'quotes', id: first.id, overrideAccess: true })).status).toBe(
      'superseded',
    )
    // Changing the old version again is refused: a newer one exists.
    expect(fieldsOf(await readProblem(await save(leadId, { lines: [freeLine()], replaces: first.id }), 409))).toEqual([
      'replaces',
    ])

    const { sentTo } = await send(second.id)
    expect(sentTo).toMatch(/@example\.com$/)
    expect(await deskLead(leadId)).toMatchObject({ status: 'quoted', quoteStage: 'quote-sent' })
    const accepted = await accept(tokenOf(second))
    expect(accepted.status, await accepted.clone().text()).toBe(200)
    expect(accepted.headers.get('cache-control')).toBe('private, no-store')
    expect(accepted.headers.get('x-robots-tag')).toBe('noindex')
    const lead = await deskLead(leadId)
    expect(lead).toMatchObject({ status: 'won', value: 120, valueSource: 'quote', quoteStage: 'quote-accepted' })
    const kept = await payload.findByID({ collection: 'quotes', id: second.id, overrideAccess: true })
    expect(kept).toMatchObject({ status: 'accepted', acceptedName: 'Ada Lovelace', acceptedUserAgent: 'QuoteTest/1' })
    expect(kept.acceptedAt).toBeTruthy()

    const again = await readProblem(await save(leadId, { lines: [freeLine(1)], replaces: second.id }), 409)
    expect(again.detail).toMatch(/accepted by the customer, so it is frozen/)
    await expect(
      payload.update({ collection: 'quotes', id: second.id, data: { totalCents: 1 }, overrideAccess: true }),
    ).rejects.toMatchObject({ details: { status: 409, errors: [{ field: 'totalCents' }] } })
    expect(fieldsOf(await readProblem(await accept(tokenOf(second)), 409))).toEqual(['token'])
    const steps = (await timeline(leadId)).filter((event) => event.type === 'quote').map((event) => event.toValue)
    expect(steps).toEqual(['sent', 'accepted'])
  })
})

describe("the customer's signed link", () => {
  it('answers an altered link 403, an expired one 410 and a replaced version 410, each naming the office phone', async () => {
    const leadId = await newLead()
    const first = await saved(leadId, { lines: [freeLine()] })
    await send(first.id)
    const good = tokenOf(first)
    expect((await rest(`/api/quotes/link/${good}`)).status).toBe(200)
    const altered = `${good.slice(0, -1)}${good.endsWith('a') ? 'b' : 'a'}`
    const otherVersion = signQuoteLink({ quoteId: first.id, version: 2, expiresAt: linkExpiry(first.validUntil) })
    const forgedVersion = good.replace(`${first.id}-1-`, `${first.id}-2-`)
    for (const token of [altered, forgedVersion, otherVersion, 'nonsense', `${first.id}-1-1-x`]) {
      const refused = await readProblem(await rest(`/api/quotes/link/${encodeURIComponent(token)}`), 403)
      expect(refused.detail).toMatch(/not valid.*call .*\(\d{3}\) \d{3}-\d{4}|not valid.*call .*\d{3}/)
    }
    const expired = signQuoteLink({ quoteId: first.id, version: 1, expiresAt: Math.floor(Date.now() / 1000) - 60 })
    expect((await readProblem(await rest(`/api/quotes/link/${expired}`), 410)).detail).toMatch(/expired/)
    // Nothing is accepted through a refused link.
    expect((await accept(expired)).status).toBe(410)
    expect((await accept(altered)).status).toBe(403)
    expect((await payload.findByID({ collection: 'quotes', id: first.id, overrideAccess: true })).status).toBe('sent')

    const second = await saved(leadId, { lines: [freeLine(20_000)], replaces: first.id })
    await send(second.id)
    expect((await readProblem(await rest(`/api/quotes/link/${good}`), 410)).detail).toMatch(
      /replaced by a newer version/,
    )
    const page = (await (await rest(`/api/quotes/link/${tokenOf(second)}`)).json()) as CustomerQuote
    expect(page).toMatchObject({ canAnswer: true, canPayDeposit: false, quote: { version: 2, status: 'sent' } })
  })

  it('takes a question and a decline onto the lead timeline; a PDF of the quote holds its total', async () => {
    const leadId = await newLead()
    const quote = await saved(leadId, { lines: [freeLine(43_210)] })
    await send(quote.id)
    const token = tokenOf(quote)
    const pdf = await rest(`/api/quotes/link/${token}/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.toString('latin1')).toContain('$432.10')

    const asked = await postJson(`/api/quotes/link/${token}/question`, { question: 'Does it include the garage?' })
    expect(asked.status).toBe(201)
    expect(
      fieldsOf(await readProblem(await postJson(`/api/quotes/link/${token}/decline`, { reason: '  ' }), 422)),
    ).toEqual(['reason'])
    expect((await postJson(`/api/quotes/link/${token}/decline`, { reason: 'Too dear for now.' })).status).toBe(200)
    const events = (await timeline(leadId)).filter((event) => event.type === 'quote')
    expect(events.map((event) => event.toValue)).toEqual(['sent', 'question', 'declined'])
    expect(events[1]!.text).toContain('Does it include the garage?')
    expect((await deskLead(leadId)).status).toBe('quoted')
  })
})

describe("an accepted quote's deposit", () => {
  it('is recorded once from the signed webhook whatever the order and repetition of its events', async () => {
    const leadId = await newLead()
    const quote = await saved(leadId, { lines: [freeLine(80_000)], deposit: { type: 'fixed', cents: 15_000 } })
    await send(quote.id)
    const token = tokenOf(quote)
    expect(fieldsOf(await readProblem(await postJson(`/api/quotes/link/${token}/deposit`, {}), 409))).toEqual(['token'])
    expect((await accept(token)).status).toBe(200)
    expect(((await (await rest(`/api/quotes/link/${token}`)).json()) as CustomerQuote).canPayDeposit).toBe(true)
    const started = await postJson(`/api/quotes/link/${token}/deposit`, {})
    expect(started.status).toBe(201)
    const twice = await postJson(`/api/quotes/link/${token}/deposit`, {})
    const url = ((await started.json()) as CheckoutStarted).url
    expect(((await twice.json()) as CheckoutStarted).url).toBe(url)
    const session = stripe.sessions.get(new URL(url).pathname.split('/').pop()!)!
    expect(session).toMatchObject({ amount_total: 15_000, metadata: { account: 'quote', accountId: String(quote.id) } })
    // Nothing is recorded by starting a payment: only Stripe's signed event does.
    expect((await deskLead(leadId)).quoteStage).toBe('quote-accepted')

    const paid = { ...session, status: 'complete', payment_status: 'paid' }
    const events = [
      checkoutEvent('checkout.session.async_payment_succeeded', paid),
      checkoutEvent('checkout.session.completed', paid),
    ]
    const outcomes = await Promise.all([events[0]!, events[1]!, events[0]!, events[1]!].map(deliverEvent))
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1)
    const { docs } = await payload.find({
      collection: 'payments',
      where: { and: [{ account: { equals: 'quote' } }, { accountId: { equals: quote.id } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      kind: 'payment',
      amountCents: 15_000,
      method: 'card',
      stripeCheckoutSessionId: session.id,
    })
    expect(await deskLead(leadId)).toMatchObject({ status: 'won', quoteStage: 'deposit-paid', value: 800 })
    expect((await timeline(leadId)).filter((event) => event.type === 'payment')).toHaveLength(1)
    const page = (await (await rest(`/api/quotes/link/${token}`)).json()) as CustomerQuote
    expect(page.canPayDeposit).toBe(false)
    expect(page.quote.depositPaidAt).toBeTruthy()
  })
})

describe('the campaign report', () => {
  it("tells accepted quotes' totals from a value typed by hand, and counts the deposits paid on quotes", async () => {
    const campaign = `quoted-${randomUUID().slice(0, 8)}`
    const fromCampaign = async () => {
      const visit = attributionRecord({ utmCampaign: campaign })
      expect((await postJson('/api/attribution', visit)).ok).toBe(true)
      return newLead(undefined, visit.sessionId)
    }
    const quoted = await fromCampaign()
    const quote = await saved(quoted, { lines: [freeLine(80_000)], deposit: { type: 'fixed', cents: 15_000 } })
    await send(quote.id)
    expect((await accept(tokenOf(quote))).status).toBe(200)
    await payDeposit(tokenOf(quote))
    const typed = await fromCampaign()
    const won = await rest(`/api/desk/leads/${typed}`, {
      method: 'PATCH',
      token: tokens.staff,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: (await deskLead(typed)).version, status: 'won', value: 500 }),
    })
    expect(won.status, await won.clone().text()).toBe(200)
    await fromCampaign()

    const today = new Date().toISOString().slice(0, 10)
    const response = await rest(`/api/attribution-report/summary?from=${today}&to=${today}&campaign=${campaign}`, {
      token: tokens.staff,
    })
    expect(response.status).toBe(200)
    const summary = (await response.json()) as Summary
    const figures = { leads: 3, wonLeads: 2, wonValue: 1_300, typedWonValue: 500, depositsPaid: 150 }
    expect(summary.totals).toMatchObject(figures)
    expect(summary.byCampaign).toEqual([expect.objectContaining({ campaign, ...figures })])
  })
})
