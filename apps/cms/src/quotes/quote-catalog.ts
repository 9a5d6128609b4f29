import type { PayloadRequest } from 'payload'
import type { PlanId } from '@ecs/shared/catalog'
import { DEFAULT_DEPOSIT_PERCENT, type QuoteCatalogService, type QuoteDeposit } from '@ecs/shared/quotes'
import { dollarsToCents } from '@ecs/shared/schemas'

/** The published services with a price in the CMS, at that price (the service page's "from" price). */
export async function quotableServices(req: PayloadRequest, ids?: number[]): Promise<QuoteCatalogService[]> {
  const { docs } = await req.payload.find({
    collection: 'services',
    where: {
      and: [
        { _status: { equals: 'published' } },
        { 'pricing.fromPrice': { exists: true } },
        ...(ids ? [{ id: { in: ids } }] : []),
      ],
    },
    select: { name: true, pricing: true },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
    .filter((doc) => typeof doc.pricing?.fromPrice === 'number')
    .map((doc) => ({
      id: doc.id,
      name: doc.name,
      unitCents: dollarsToCents(doc.pricing!.fromPrice!),
      unit: doc.pricing?.unit ?? null,
    }))
}

/**
 * A plan member's discount on additional services: the plan of the newest plan signup made with the
 * lead's email, at the percentage the CMS's plan says. None for anyone else.
 */
export async function planDiscountFor(
  req: PayloadRequest,
  email: string | null,
): Promise<{ planName: string | null; percent: number }> {
  const none = { planName: null, percent: 0 }
  if (!email) return none
  const { docs } = await req.payload.find({
    collection: 'plan-signups',
    where: { 'contact.email': { equals: email } },
    select: { planId: true },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const planId = docs[0]?.planId as PlanId | undefined
  if (!planId) return none
  const plans = await req.payload.find({
    collection: 'plans',
    where: { planId: { equals: planId } },
    select: { name: true, discountPercent: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const plan = plans.docs[0]
  return plan ? { planName: plan.name, percent: plan.discountPercent } : none
}

/** The deposit a new quote asks for: its location's default in the CMS, else the company's. */
export async function defaultDeposit(req: PayloadRequest, locationId: number | null): Promise<QuoteDeposit> {
  const location = locationId
    ? await req.payload
        .findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, req })
        .catch(() => null)
    : null
  const rule = location?.quoteDeposit
  if (rule?.type === 'fixed') return { type: 'fixed', cents: rule.fixedCents ?? 0 }
  return { type: 'percent', percent: rule?.percent ?? DEFAULT_DEPOSIT_PERCENT }
}
