import type { PayloadRequest } from 'payload'
import type { Quote } from '@ecs/shared/cms'
import type { QuoteDeposit, QuoteView } from '@ecs/shared/quotes'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

/** The office a quote's customer calls: its location's (name and phone), else the company's. */
export async function quoteOffice(req: PayloadRequest, locationId: number | null): Promise<QuoteView['office']> {
  const location = locationId
    ? await req.payload
        .findByID({ collection: 'locations', id: locationId, depth: 0, overrideAccess: true, req })
        .catch(() => null)
    : null
  if (location) return { name: location.name, phone: location.phone }
  const company = await req.payload.findGlobal({ slug: 'company-info', depth: 0, overrideAccess: true, req })
  return { name: company.name, phone: company.phone }
}

function depositOf(deposit: Quote['deposit']): QuoteDeposit {
  return deposit.type === 'fixed'
    ? { type: 'fixed', cents: deposit.fixedCents ?? 0 }
    : { type: 'percent', percent: deposit.percent ?? 0 }
}

/** A stored quote version as the desk, the customer's page and the PDF show it. */
export async function quoteView(req: PayloadRequest, quote: Quote): Promise<QuoteView> {
  return {
    id: quote.id,
    number: quote.number,
    version: quote.version,
    status: quote.status,
    customerName: quote.customerName ?? null,
    address: quote.address ?? null,
    issuedOn: quote.createdAt.slice(0, 10),
    validUntil: quote.validUntil,
    lines: quote.lines.map((line) => ({
      kind: line.kind,
      service: idOf(line.service),
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unitCents,
      lineCents: line.lineCents,
      discountCents: line.discountCents,
    })),
    planName: quote.planName ?? null,
    planDiscountPercent: quote.planDiscountPercent,
    notes: quote.notes ?? null,
    deposit: depositOf(quote.deposit),
    totals: {
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
    },
    sentAt: quote.sentAt ?? null,
    acceptedAt: quote.acceptedAt ?? null,
    acceptedName: quote.acceptedName ?? null,
    declinedAt: quote.declinedAt ?? null,
    declineReason: quote.declineReason ?? null,
    depositPaidAt: quote.depositPaidAt ?? null,
    office: await quoteOffice(req, idOf(quote.location)),
  }
}
