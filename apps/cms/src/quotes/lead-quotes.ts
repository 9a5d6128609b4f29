import type { PayloadRequest } from 'payload'
import type { LeadQuotes } from '@ecs/shared/quotes'
import { defaultDeposit, planDiscountFor, quotableServices } from './quote-catalog'
import { quoteView } from './quote-view'

/** The lead page's quote section: every version of the lead's quotes, newest first, and what the builder offers. */
export async function leadQuotes(req: PayloadRequest, leadId: number): Promise<LeadQuotes | undefined> {
  const lead = await req.payload
    .findByID({ collection: 'desk-leads', id: leadId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!lead) return undefined
  const locationId = typeof lead.location === 'number' ? lead.location : (lead.location?.id ?? null)
  const [quotes, catalog, plan, deposit] = await Promise.all([
    req.payload.find({
      collection: 'quotes',
      where: { lead: { equals: leadId } },
      sort: ['-createdAt', '-id'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    }),
    quotableServices(req),
    planDiscountFor(req, lead.email ?? null),
    defaultDeposit(req, locationId),
  ])
  return {
    quotes: await Promise.all(quotes.docs.map((quote) => quoteView(req, quote))),
    catalog,
    planName: plan.planName,
    planDiscountPercent: plan.percent,
    defaultDeposit: deposit,
  }
}
