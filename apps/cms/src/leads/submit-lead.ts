import { commitTransaction, initTransaction, killTransaction, ValidationError, type PayloadRequest } from 'payload'
import type { z } from 'zod'
import { problem, ProblemError, problemResponse } from '@ecs/shared/http'
import { fieldErrors, isLikelyBot, type LeadMeta as SharedLeadMeta } from '@ecs/shared/schemas'
import { LEAD_KIND_FACTS, leadReference, type LeadKind as DeskLeadKind } from '@ecs/shared/leads'
import { json } from '../utilities/json-response'
import type { LeadCollection } from './lead-emails'
import type { WebhookEvent } from '@ecs/shared/catalog'
import { queueLeadFollowUps } from './follow-ups'
import { postgresErrorCode } from '../utilities/postgres-error'

/** What every lead's zod output carries: the meta fields, and the location most forms name. */
export interface LeadMeta extends SharedLeadMeta {
  location?: string
}

export interface LeadKind<Lead extends LeadMeta> {
  /** Which kind of lead the desk files it as (its collection and reference prefix follow from it). */
  leadKind: DeskLeadKind
  event: WebhookEvent
  schema: z.ZodType<Lead>
  /** The row's own fields from a valid lead; runs inside the transaction (may store related rows). */
  toDocument: (lead: Lead, req: PayloadRequest) => Promise<Record<string, unknown>>
  /** What the automation hook receives (no honeypot, timings or keys). */
  toEventData: (lead: Lead) => Record<string, unknown>
  customerEmail: (lead: Lead) => string | undefined
  /** The form's name of a stored field where they differ (reviews store the form's `name` as `author`). */
  formFields?: Record<string, string>
  /** The lead's location when the kind knows it rather than the form (a community program's). */
  location?: (lead: Lead) => string
}

interface LeadAnswer {
  ok: true
  reference: string
  location: string | null
}

/**
 * The one answer a submission gets when accepted: derived from its idempotency key, so a retry, a
 * double click and a bot all get exactly the answer the first (or a real) submit would have.
 */
function accepted(kind: LeadKind<LeadMeta>, lead: LeadMeta): Response {
  const answer: LeadAnswer = {
    ok: true,
    reference: leadReference(kind.leadKind, lead.idempotencyKey),
    location: lead.location ?? null,
  }
  return json(answer, 201)
}

/** A problem with one field found while storing (e.g. an upload Payload's own checks refuse): 422 naming it. */
export function fieldProblem(field: string, message: string): ProblemError {
  return new ProblemError(problem(422, message, { errors: [{ field, message }] }))
}

async function findByKey(req: PayloadRequest, collection: LeadCollection, idempotencyKey: string) {
  const { docs } = await req.payload.find({
    collection,
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  return docs[0]
}

/** Location ids by slug: four rows that never change id, so one read per process is enough. */
const locationIds = new Map<string, number>()

export async function locationId(req: PayloadRequest, slug: string | undefined): Promise<number | null> {
  if (!slug) return null
  const known = locationIds.get(slug)
  if (known !== undefined) return known
  const { docs } = await req.payload.find({
    collection: 'locations',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  if (docs[0]) locationIds.set(slug, docs[0].id)
  return docs[0]?.id ?? null
}

/**
 * Validates, stores and queues one lead. The row, its related rows and its follow-up jobs are written
 * in one transaction, and success is answered only after the commit. Answers: 201 accepted (also for a
 * retry of a stored key and, silently, for a likely bot); 422 with a problem naming each field;
 * 503 when the database cannot take it (never a 500 for anything a visitor sends).
 */
export async function submitLead<Lead extends LeadMeta>(
  req: PayloadRequest,
  kind: LeadKind<Lead>,
  body: unknown,
): Promise<Response> {
  const parsed = kind.schema.safeParse(body)
  if (!parsed.success) {
    return problemResponse(problem(422, 'Please check the highlighted fields.', { errors: fieldErrors(parsed.error) }))
  }
  const lead = { ...parsed.data, location: kind.location?.(parsed.data) ?? parsed.data.location }
  const anyKind = kind as unknown as LeadKind<LeadMeta>
  const { collection } = LEAD_KIND_FACTS[kind.leadKind]
  if (isLikelyBot(lead, Date.now())) {
    req.payload.logger.info({ collection, sourcePage: lead.sourcePage }, 'likely bot submission dropped')
    return accepted(anyKind, lead)
  }
  try {
    if (await findByKey(req, collection, lead.idempotencyKey)) return accepted(anyKind, lead)
    await initTransaction(req)
    const document = await kind.toDocument(lead, req)
    const row = await req.payload.create({
      collection,
      data: {
        ...document,
        location: await locationId(req, lead.location),
        sourcePage: lead.sourcePage,
        attributionSessionId: lead.attributionSessionId ?? null,
        idempotencyKey: lead.idempotencyKey,
      } as never,
      overrideAccess: true,
      // Nothing of the stored row is read back but its id: no relationship population.
      depth: 0,
      req,
      context: { skipSiteNotify: true },
    })
    await queueLeadFollowUps(req, {
      collection,
      id: row.id,
      event: kind.event,
      hasCustomerEmail: kind.customerEmail(lead) !== undefined,
      eventData: {
        ...kind.toEventData(lead),
        location: lead.location ?? null,
        sourcePage: lead.sourcePage,
        attributionSessionId: lead.attributionSessionId ?? null,
      },
    })
    await commitTransaction(req)
    return accepted(anyKind, lead)
  } catch (error) {
    await killTransaction(req)
    if (error instanceof ProblemError) return problemResponse(error.details)
    // Two copies of one submission raced: the loser hits the unique key; the winner's row is the answer.
    const winner = await findByKey(req, collection, lead.idempotencyKey).catch(() => undefined)
    if (winner) return accepted(anyKind, lead)
    // The CMS's own field checks refused what the form's schema let through: trying again cannot
    // help, so the visitor is told which field (the schema should have caught it: a bug to fix there).
    if (error instanceof ValidationError) {
      const refused = error.data.errors.map(({ path, message }) => ({
        field: kind.formFields?.[path] ?? path,
        message,
      }))
      req.payload.logger.warn({ collection, fields: refused }, 'lead refused by the CMS field checks')
      return problemResponse(problem(422, 'Please check the highlighted fields.', { errors: refused }))
    }
    // Never the error itself: a failed insert's message lists the lead's values (name, email, phone).
    req.payload.logger.error(
      {
        collection,
        error: { name: (error as Error)?.name, code: postgresErrorCode(error) },
      },
      'lead not stored',
    )
    return problemResponse(problem(503, 'We could not save your request just now. Please try again in a moment.'))
  }
}
