import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { Quote } from '@ecs/shared/cms'
import { problem, ProblemError } from '@ecs/shared/http'
import type { CustomerQuote, QuoteAccept, QuoteDecline, QuoteQuestion } from '@ecs/shared/quotes'
import { formatCents } from '@ecs/shared/schemas'
import { customerLanguage } from '../customer-words'
import { cardProcessor } from '../payments/stripe'
import { CLIENT_ADDRESS_HEADER } from '../server/client-address'
import { queryInTransaction } from '../utilities/database'
import { readQuoteLink } from './quote-link'
import { recordQuoteStep } from './quote-lead'
import { quoteOffice, quoteView } from './quote-view'

const leadOf = (quote: Quote) => (typeof quote.lead === 'number' ? quote.lead : quote.lead.id)

/**
 * A refusal of the link itself, in words for the customer, with the office to call; for a quote that
 * exists, its customer's language (the site's page of the link says the refusal in it).
 */
async function linkRefused(
  req: PayloadRequest,
  status: 403 | 410,
  message: string,
  quote?: Quote,
): Promise<ProblemError> {
  const locationId = typeof quote?.location === 'number' ? quote.location : (quote?.location?.id ?? null)
  const [office, language] = await Promise.all([
    quoteOffice(req, locationId),
    quote ? customerLanguage(req, leadOf(quote)) : undefined,
  ])
  return new ProblemError(
    problem(status, `${message} Please call ${office.name} on ${office.phone}.`, {
      errors: [{ field: 'token', message }],
      language,
    }),
  )
}

/**
 * The quote version a customer's link names, or why not: 403 for a link that was changed or that we did
 * not make, 410 for one past its expiry or for a version replaced by a newer one (its own link was sent).
 * With `lock`, the row is locked for the caller's transaction.
 */
export async function quoteOfLink(req: PayloadRequest, token: string, { lock = false } = {}): Promise<Quote> {
  const read = readQuoteLink(token)
  if (!read.ok && read.reason === 'altered')
    throw await linkRefused(req, 403, 'This quote link is not valid: it may have been cut short or changed.')
  const quoteId = read.ok ? read.link.quoteId : Number(token.split('-')[0])
  if (lock) await queryInTransaction(req, sql`SELECT id FROM quotes WHERE id = ${quoteId} FOR UPDATE`)
  const quote = await req.payload
    .findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote || (read.ok && quote.version !== read.link.version))
    throw await linkRefused(req, 403, 'This quote link is not valid: it may have been cut short or changed.')
  // An accepted quote's link keeps working for its deposit; any other expires with the quote.
  if (!read.ok && quote.status !== 'accepted')
    throw await linkRefused(req, 410, `This link to quote ${quote.number} has expired.`, quote)
  if (quote.status === 'superseded')
    throw await linkRefused(
      req,
      410,
      `Quote ${quote.number} version ${quote.version} was replaced by a newer version, which we emailed to you.`,
      quote,
    )
  if (quote.status === 'draft') throw await linkRefused(req, 403, 'This quote has not been sent yet.', quote)
  return quote
}

const today = () => new Date().toISOString().slice(0, 10)

/** The customer's page: the quote as sent, what they can still do with it, and the language to show it in. */
export async function customerQuote(req: PayloadRequest, token: string): Promise<CustomerQuote> {
  const quote = await quoteOfLink(req, token)
  return {
    quote: await quoteView(req, quote),
    language: await customerLanguage(req, leadOf(quote)),
    canAnswer: quote.status === 'sent' && quote.validUntil >= today(),
    canPayDeposit:
      quote.status === 'accepted' && quote.depositCents > 0 && !quote.depositPaidAt && cardProcessor !== undefined,
  }
}

/** Runs a customer's answer on the locked quote in one transaction, then answers the page as it now is. */
async function answer(
  req: PayloadRequest,
  token: string,
  work: (quote: Quote) => Promise<void>,
): Promise<CustomerQuote> {
  const startedHere = await initTransaction(req)
  try {
    await work(await quoteOfLink(req, token, { lock: true }))
    if (startedHere) await commitTransaction(req)
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
  return customerQuote(req, token)
}

function answerable(quote: Quote): void {
  const refuse = (message: string) => new ProblemError(problem(409, message, { errors: [{ field: 'token', message }] }))
  if (quote.status === 'accepted')
    throw refuse(`You accepted quote ${quote.number} on ${quote.acceptedAt?.slice(0, 10)}; it cannot be changed.`)
  if (quote.status === 'declined') throw refuse(`Quote ${quote.number} was declined; ask us for a new one.`)
  if (quote.validUntil < today())
    throw refuse(`Quote ${quote.number} was valid until ${quote.validUntil}; ask us for a new one.`)
}

/**
 * The customer accepts: their typed name, the time, their address and browser are kept on the version
 * (which is then frozen), and the lead is won with the quote's total (its value marked as from the
 * quote). Accepting twice with the page open in two tabs is one acceptance: the second is a 409.
 */
export function acceptQuote(req: PayloadRequest, token: string, body: QuoteAccept): Promise<CustomerQuote> {
  return answer(req, token, async (quote) => {
    answerable(quote)
    await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      data: {
        status: 'accepted',
        acceptedAt: new Date().toISOString(),
        acceptedName: body.name,
        acceptedIp: req.headers.get(CLIENT_ADDRESS_HEADER)?.slice(0, 64) ?? null,
        acceptedUserAgent: req.headers.get('user-agent')?.slice(0, 500) ?? null,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordQuoteStep(req, leadOf(quote), {
      stage: 'quote-accepted',
      status: { to: 'won', always: true },
      value: quote.totalCents / 100,
      event: {
        type: 'quote',
        toValue: 'accepted',
        text: `Quote ${quote.number} version ${quote.version} accepted by ${body.name}: ${formatCents(quote.totalCents)}.`,
      },
    })
  })
}

/** The customer declines, saying why: kept on the version and the lead's timeline. */
export function declineQuote(req: PayloadRequest, token: string, body: QuoteDecline): Promise<CustomerQuote> {
  return answer(req, token, async (quote) => {
    answerable(quote)
    await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { status: 'declined', declinedAt: new Date().toISOString(), declineReason: body.reason },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordQuoteStep(req, leadOf(quote), {
      event: {
        type: 'quote',
        toValue: 'declined',
        text: `Quote ${quote.number} version ${quote.version} declined: ${body.reason}`,
      },
    })
  })
}

/** The customer asks a question: it lands on the lead's timeline for the office to answer. */
export function askAboutQuote(req: PayloadRequest, token: string, body: QuoteQuestion): Promise<CustomerQuote> {
  return answer(req, token, async (quote) => {
    await recordQuoteStep(req, leadOf(quote), {
      event: {
        type: 'quote',
        toValue: 'question',
        text: `Question about quote ${quote.number} version ${quote.version}: ${body.question}`,
      },
    })
  })
}
