import type { Endpoint } from 'payload'
import { bookJob, jobBooking } from '../../booking/customer-booking'
import { acceptQuote, askAboutQuote, customerQuote, declineQuote } from '../../quotes/customer-quote'
import { startDepositCheckout } from '../../quotes/deposit-checkout'
import { quotePdf } from '../../quotes/quote-pdf'
import { answered, answeredFile, contractEndpoint } from '../contract-endpoint'

/** A customer's quote is theirs alone: no cache keeps it, no search engine lists it. */
export const PRIVATE_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' }

/** GET /api/quotes/link/{token}: the quote a customer's signed link names (403 changed, 410 expired or replaced). */
const readEndpoint = contractEndpoint(
  'quoteRead',
  async ({ req, params }) => answered(await customerQuote(req, params.token), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** GET /api/quotes/link/{token}/pdf: the same quote as a PDF download. */
const pdfEndpoint = contractEndpoint(
  'quotePdf',
  async ({ req, params }) => answeredFile(await quotePdf(req, params.token, PRIVATE_PAGE_HEADERS)),
  { collection: 'quotes' },
)

/** POST /api/quotes/link/{token}/accept: the customer's typed name and the terms ticked. */
const acceptEndpoint = contractEndpoint(
  'quoteAccept',
  async ({ req, params, body }) => answered(await acceptQuote(req, params.token, body), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** POST /api/quotes/link/{token}/decline: the customer says no, and why. */
const declineEndpoint = contractEndpoint(
  'quoteDecline',
  async ({ req, params, body }) => answered(await declineQuote(req, params.token, body), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** POST /api/quotes/link/{token}/question: a question for the office, on the lead's timeline. */
const questionEndpoint = contractEndpoint(
  'quoteQuestion',
  async ({ req, params, body }) => answered(await askAboutQuote(req, params.token, body), 201, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** POST /api/quotes/link/{token}/deposit: Stripe Checkout for an accepted quote's deposit. */
const depositEndpoint = contractEndpoint(
  'quoteDeposit',
  async ({ req, params }) => answered(await startDepositCheckout(req, params.token), 201, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** GET /api/quotes/link/{token}/booking: the accepted quote's job, booked or with the free windows. */
const bookingEndpoint = contractEndpoint(
  'quoteBooking',
  async ({ req, params }) => answered(await jobBooking(req, params.token), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** POST /api/quotes/link/{token}/booking: the customer books the job in a free window (409 when just taken). */
const bookEndpoint = contractEndpoint(
  'quoteBook',
  async ({ req, params, body }) => answered(await bookJob(req, params.token, body), 201, PRIVATE_PAGE_HEADERS),
  { collection: 'quotes' },
)

/** The customer's side of a quote, public behind its signed link, under /api/quotes like the collection. */
export const quoteEndpoints: Endpoint[] = [
  readEndpoint,
  pdfEndpoint,
  acceptEndpoint,
  declineEndpoint,
  questionEndpoint,
  depositEndpoint,
  bookingEndpoint,
  bookEndpoint,
]
