import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import { LEAD_KIND_FACTS, type LeadKind } from '@ecs/shared/leads'
import { quoteNumberText, quoteTotals, type QuoteDraft, type QuoteView } from '@ecs/shared/quotes'
import { queryInTransaction } from '../utilities/database'
import { fieldProblem } from '../utilities/field-problem'
import { planDiscountFor, quotableServices } from './quote-catalog'
import { quoteView } from './quote-view'

interface LockedLead {
  id: number
  kind: LeadKind
  name: string | null
  email: string | null
  address: string | null
  locationId: number | null
}

interface ReplacedQuote {
  id: number
  lead: number
  number: string
  version: number
  status: string
  latest: number
}

/** The next number of the year, from its counter row (locked until the transaction ends: never shared). */
async function nextQuoteNumber(req: PayloadRequest, year: number): Promise<string> {
  const [row] = await queryInTransaction<{ last: number }>(
    req,
    sql`INSERT INTO quote_numbers (year, last) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last = quote_numbers.last + 1 RETURNING last`,
  )
  return quoteNumberText(year, row!.last)
}

/** The version a save changes: the lead's own, the newest of its number, not accepted. */
async function replaceable(req: PayloadRequest, leadId: number, id: number): Promise<ReplacedQuote> {
  const [quote] = await queryInTransaction<ReplacedQuote>(
    req,
    sql`SELECT q.id, q.lead_id AS lead, q.number, q.version::int AS version, q.status,
        (SELECT max(version)::int FROM quotes WHERE number = q.number) AS latest
      FROM quotes q WHERE q.id = ${id} FOR UPDATE`,
  )
  if (!quote || quote.lead !== leadId) throw fieldProblem('replaces', 'This lead has no quote with that id.')
  if (quote.status === 'accepted')
    throw new ProblemError(
      problem(
        409,
        `Quote ${quote.number} version ${quote.version} was accepted by the customer, so it is frozen: it cannot be changed. Make a new quote for any change.`,
        { errors: [{ field: 'replaces', message: 'An accepted quote cannot be changed.' }] },
      ),
    )
  if (quote.version !== quote.latest)
    throw new ProblemError(
      problem(
        409,
        `Quote ${quote.number} has a newer version (${quote.latest}) than the one you changed (${quote.version}). Reload the lead to see it, then make your change again.`,
        { errors: [{ field: 'replaces', message: 'A newer version of this quote exists.' }] },
      ),
    )
  return quote
}

/**
 * Saves a quote for a sales lead as a new version, in one transaction: a new quote takes the year's next
 * number; a change of an existing one (`replaces`) takes its number and the next version, and the
 * version it changes is superseded (an accepted one is refused with 409). Service lines are priced from
 * the CMS's catalog, a plan member's catalog lines take their plan's discount, and the totals are
 * computed here by quoteTotals: nothing the browser says about money is stored.
 */
export async function saveQuote(req: PayloadRequest, leadId: number, draft: QuoteDraft): Promise<QuoteView> {
  const startedHere = await initTransaction(req)
  try {
    const [lead] = await queryInTransaction<LockedLead>(
      req,
      sql`SELECT id, kind, name, email, address, location_id AS "locationId" FROM desk_leads WHERE id = ${leadId} FOR UPDATE`,
    )
    if (!lead) throw new ProblemError(problem(404, 'There is no lead with this id.'))
    if (LEAD_KIND_FACTS[lead.kind].pipeline !== 'sales')
      throw fieldProblem('lead', 'Only estimate requests and plan signups can be quoted.')
    const replaced = draft.replaces ? await replaceable(req, lead.id, draft.replaces) : undefined
    const serviceIds = draft.lines.flatMap((line) => (line.kind === 'service' ? [line.service] : []))
    const services = new Map(
      (serviceIds.length ? await quotableServices(req, serviceIds) : []).map((service) => [service.id, service]),
    )
    const lines = draft.lines.map((line, index) => {
      if (line.kind === 'free')
        return {
          kind: 'free' as const,
          service: null,
          description: line.description,
          quantity: line.quantity,
          unitCents: line.unitCents,
        }
      const service = services.get(line.service)
      if (!service) throw fieldProblem(`lines.${index}.service`, 'That service is not in the catalog with a price.')
      return {
        kind: 'service' as const,
        service: service.id,
        description: service.unit ? `${service.name} (${service.unit})` : service.name,
        quantity: line.quantity,
        unitCents: service.unitCents,
      }
    })
    const plan = await planDiscountFor(req, lead.email)
    const totals = quoteTotals(
      lines.map((line) => ({ ...line, discountable: line.kind === 'service' })),
      plan.percent,
      draft.deposit,
    )
    if (replaced)
      await req.payload.update({
        collection: 'quotes',
        id: replaced.id,
        data: { status: 'superseded' },
        depth: 0,
        overrideAccess: true,
        req,
      })
    const created = await req.payload.create({
      collection: 'quotes',
      data: {
        lead: lead.id,
        number: replaced?.number ?? (await nextQuoteNumber(req, new Date().getUTCFullYear())),
        version: replaced ? replaced.version + 1 : 1,
        status: 'draft',
        location: lead.locationId,
        customerName: lead.name,
        address: lead.address,
        lines: lines.map((line, index) => ({ ...line, ...totals.lines[index]! })),
        planName: plan.planName,
        planDiscountPercent: plan.percent,
        notes: draft.notes ?? null,
        deposit:
          draft.deposit.type === 'fixed'
            ? { type: 'fixed', fixedCents: draft.deposit.cents }
            : { type: 'percent', percent: draft.deposit.percent },
        validUntil: draft.validUntil,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        createdBy: typeof req.user?.id === 'number' ? req.user.id : null,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (startedHere) await commitTransaction(req)
    return quoteView(req, created)
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
