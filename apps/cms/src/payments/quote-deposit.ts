import type { PayloadRequest } from 'payload'
import type { Payment } from '@ecs/shared/cms'
import { formatCents } from '@ecs/shared/schemas'
import { recordQuoteStep } from '../quotes/quote-lead'

/**
 * What a card payment on a quote's account changes beside the ledger, in the entry's transaction (so
 * exactly once, with the entry): the quote's deposit is marked paid and its lead reaches "deposit paid",
 * with the payment on its timeline.
 */
export async function recordQuoteDeposit(req: PayloadRequest, entry: Payment): Promise<void> {
  const quote = await req.payload.findByID({
    collection: 'quotes',
    id: entry.accountId!,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!quote.depositPaidAt)
    await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      data: { depositPaidAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
      req,
    })
  await recordQuoteStep(req, typeof quote.lead === 'number' ? quote.lead : quote.lead.id, {
    stage: 'deposit-paid',
    event: {
      type: 'payment',
      toValue: String(entry.amountCents),
      text: `Deposit of ${formatCents(entry.amountCents)} on quote ${quote.number} paid by card.`,
    },
  })
}
