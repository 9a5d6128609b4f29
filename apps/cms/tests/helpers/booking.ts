import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { JobBooking } from '@ecs/shared/booking'
import type { Language } from '@ecs/shared/schemas'
import { linkExpiry, signQuoteLink } from '../../src/quotes/quote-link'
import { fieldsOf, readProblem } from './problem'
import { rest } from './rest'

/** The accepted quotes' validity: a month on, so their links stay open through a run. */
export const quoteValidUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

/** The customer's link token of a quote version valid until quoteValidUntil. */
export const quoteToken = (quoteId: number, version = 1) =>
  signQuoteLink({ quoteId, version, expiresAt: linkExpiry(quoteValidUntil) })

/**
 * Houston's booking settings as the booking tests expect them, at any hour of the run: every day 8 to 5,
 * one crew of each kind, a cut-off of 24 hours, jobs of two hours. Answers the location's id.
 */
export async function everyDayBooking(payload: Payload): Promise<number> {
  const location = (
    await payload.find({ collection: 'locations', where: { key: { equals: 'houston' } }, overrideAccess: true })
  ).docs[0]!
  await payload.update({
    collection: 'locations',
    id: location.id,
    data: {
      booking: {
        hours: 'Mon–Sun 8:00 am – 5:00 pm',
        jobCrews: 1,
        estimateCrews: 1,
        jobMinutes: 120,
        estimateMinutes: 60,
        changeCutoffHours: 24,
        closedDates: [],
        serviceMinutes: [],
      },
    },
    overrideAccess: true,
    draft: false,
  })
  return location.id
}

/** What a test's customer gives beside their name and email. */
type CustomerFacts = { phone?: string; textConsentAt?: string; language?: Language; status?: 'new' | 'won' }

/** A new estimate desk lead at the location (won, unless `customer` says otherwise), from its own email. */
export async function newDeskLead(payload: Payload, locationId: number, customer: CustomerFacts = {}) {
  const unique = randomUUID().slice(0, 8)
  return payload.create({
    collection: 'desk-leads',
    data: {
      kind: 'estimate',
      documentId: 2_000_000 + Math.floor(Math.random() * 1e9),
      reference: `EST-BOOK-${unique}`,
      status: 'won',
      name: `Customer ${unique}`,
      email: `${unique}@example.com`,
      ...customer,
      address: '1 Main Street, Houston, TX 77002',
      location: locationId,
      version: 1,
    },
    overrideAccess: true,
  })
}

/** An accepted quote of a new desk lead at the location, and its customer's link token. */
export async function acceptedQuote(
  payload: Payload,
  locationId: number,
  customer: CustomerFacts = {},
): Promise<{ token: string; leadId: number; quoteId: number; email: string }> {
  const lead = await newDeskLead(payload, locationId, customer)
  const unique = lead.reference.slice('EST-BOOK-'.length)
  const email = lead.email!
  const data: RequiredDataFromCollectionSlug<'quotes'> = {
    lead: lead.id,
    location: locationId,
    number: `Q-BOOK-${unique}`,
    version: 1,
    status: 'accepted',
    acceptedAt: new Date().toISOString(),
    acceptedName: 'Ada Lovelace',
    customerName: 'Ada Lovelace',
    address: '1 Main Street, Houston, TX 77002',
    lines: [
      {
        kind: 'free' as const,
        description: 'Roof wash',
        quantity: 1,
        unitCents: 50_000,
        lineCents: 50_000,
        discountCents: 0,
      },
    ],
    deposit: { type: 'percent' as const, percent: 0 },
    validUntil: quoteValidUntil,
    planDiscountPercent: 0,
    subtotalCents: 50_000,
    discountCents: 0,
    totalCents: 50_000,
    depositCents: 0,
  }
  const quote = await payload.create({ collection: 'quotes', data, overrideAccess: true })
  return { token: quoteToken(quote.id), leadId: lead.id, quoteId: quote.id, email }
}

/**
 * A customer's booking refuses a start before the cut-off and one off the windows' step (409 naming
 * startsAt, with the next free windows) and a start that is no time at all (422 naming startsAt).
 */
export async function expectStartsRefused(book: (startsAt: string) => Promise<Response>, firstWindow: string) {
  const tooSoon = new Date(Date.now() + 3_600_000).toISOString()
  const offStep = new Date(Date.parse(firstWindow) + 17 * 60_000).toISOString()
  for (const startsAt of [tooSoon, offStep]) {
    const problem = await readProblem(await book(startsAt), 409)
    expect(fieldsOf(problem)).toEqual(['startsAt'])
    expect(problem.detail).toContain('The next free times:')
  }
  expect(fieldsOf(await readProblem(await book('tomorrow'), 422))).toEqual(['startsAt'])
}

/** A customer's booking link as their page reads it: the free windows (or the visit booked), never cached. */
export async function readBookingOffer(path: string): Promise<JobBooking> {
  const response = await rest(path)
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return (await response.json()) as JobBooking
}

/** The visits booked for a lead or for a quote. */
export const visitsFor = (payload: Payload, of: { lead: number } | { quote: number }) =>
  payload
    .find({
      collection: 'visits',
      where: 'lead' in of ? { lead: { equals: of.lead } } : { quote: { equals: of.quote } },
      overrideAccess: true,
    })
    .then((found) => found.docs)
