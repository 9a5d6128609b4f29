import { leadQuotes } from '../../quotes/lead-quotes'
import { saveQuote } from '../../quotes/save-quote'
import { noSuchQuote, sendQuote } from '../../quotes/send-quote'
import { answered, contractEndpoint } from '../contract-endpoint'
import { leadIdParam, noSuchLead } from './desk-handler'

/** GET /api/desk/leads/{id}/quotes: the lead's quotes, newest first, and the catalog the builder offers. */
export const leadQuotesEndpoint = contractEndpoint('deskLeadQuotes', async ({ req, params }) => {
  const quotes = await leadQuotes(req, leadIdParam(params.id))
  if (!quotes) throw noSuchLead()
  return quotes
})

/** POST /api/desk/leads/{id}/quotes: a new quote, or a new version of one (`replaces`); 201 with it. */
export const saveQuoteEndpoint = contractEndpoint('deskSaveQuote', async ({ req, params, body }) =>
  answered(await saveQuote(req, leadIdParam(params.id), body), 201),
)

/** POST /api/desk/quotes/{id}/send: emails the customer the link to this version. */
export const sendQuoteEndpoint = contractEndpoint('deskSendQuote', async ({ req, params }) => {
  if (!/^[1-9]\d{0,9}$/.test(params.id) || Number(params.id) > 2_147_483_647) throw noSuchQuote()
  return sendQuote(req, Number(params.id))
})
