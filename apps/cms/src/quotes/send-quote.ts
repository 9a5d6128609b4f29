import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import type { QuoteSent } from '@ecs/shared/quotes'
import { paths } from '@ecs/shared/routes'
import { languageOfLead } from '../customer-words'
import { env } from '../env'
import { queryInTransaction } from '../utilities/database'
import { fieldProblem } from '../utilities/field-problem'
import { sendMail } from '../utilities/mailer'
import { quoteEmail } from './quote-email'
import { linkExpiry, signQuoteLink } from './quote-link'
import { recordQuoteStep } from './quote-lead'
import { quoteView } from './quote-view'

export const noSuchQuote = () => new ProblemError(problem(404, 'There is no quote with this id.'))

/** The customer's private link to one quote version, expiring a day after the quote's validity. */
function quoteLink(quote: { id: number; version: number; validUntil: string }): string {
  const token = signQuoteLink({ quoteId: quote.id, version: quote.version, expiresAt: linkExpiry(quote.validUntil) })
  return `${env.SITE_URL}${paths.quote(token)}`
}

/**
 * Sends a quote version to the lead's email as a link to its private page, in one transaction with
 * what it changes: the version is marked sent, the lead moves to quoted (where the workflow allows) with
 * the stage "quote sent", and the timeline says who sent which version to whom. The transaction commits
 * only once the mail server took the message; a refusal leaves nothing changed. Sending again (the
 * customer lost it) sends the same link. The email is written in the lead's language. 409 for a version superseded, accepted or declined.
 */
export async function sendQuote(req: PayloadRequest, quoteId: number): Promise<QuoteSent> {
  const startedHere = await initTransaction(req)
  try {
    const [locked] = await queryInTransaction<{ id: number }>(
      req,
      sql`SELECT id FROM quotes WHERE id = ${quoteId} FOR UPDATE`,
    )
    if (!locked) throw noSuchQuote()
    const quote = await req.payload.findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
    if (quote.status !== 'draft' && quote.status !== 'sent')
      throw new ProblemError(
        problem(
          409,
          `Quote ${quote.number} version ${quote.version} is ${quote.status}: only a draft or sent version can be sent.`,
          {
            errors: [{ field: 'status', message: `The quote is ${quote.status}.` }],
          },
        ),
      )
    if (quote.validUntil < new Date().toISOString().slice(0, 10))
      throw fieldProblem(
        'validUntil',
        'This quote is no longer valid: save a new version with a later date, then send it.',
      )
    const leadId = typeof quote.lead === 'number' ? quote.lead : quote.lead.id
    const lead = await req.payload.findByID({
      collection: 'desk-leads',
      id: leadId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!lead.email) throw fieldProblem('email', 'This lead has no email address to send the quote to.')
    const sentAt = new Date().toISOString()
    const sent = await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { status: 'sent', sentAt, sentTo: lead.email },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordQuoteStep(req, leadId, {
      stage: 'quote-sent',
      status: { to: 'quoted', always: false },
      event: {
        type: 'quote',
        toValue: 'sent',
        text: `Quote ${quote.number} version ${quote.version} sent to ${lead.email}.`,
      },
    })
    const view = await quoteView(req, sent)
    await sendMail(req.payload, {
      ...(await quoteEmail({
        quote: view,
        link: quoteLink(sent),
        siteUrl: env.SITE_URL,
        language: languageOfLead(lead),
        to: lead.email,
      })),
      messageId: `<quote-${quote.id}-${Date.parse(sentAt)}@${new URL(env.CMS_URL).hostname}>`,
    })
    if (startedHere) await commitTransaction(req)
    return { quote: view, sentTo: lead.email }
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
