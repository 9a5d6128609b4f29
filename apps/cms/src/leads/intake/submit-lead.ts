import {
  commitTransaction,
  initTransaction,
  killTransaction,
  ValidationError,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import type { LeadAccepted } from '@ecs/shared/api'
import { BODY_LIMITS, problem, ProblemError, problemResponse, RETRY_AFTER_SECONDS } from '@ecs/shared/http'
import { TimeBudgetExceeded, withinTimeBudget } from '@ecs/shared/shared-state'
import { fieldErrors, isLikelyBot, quickSendMs } from '@ecs/shared/schemas'
import { LEAD_KIND_FACTS, leadReference, type LeadCollection, type LeadKind, type LeadRouting } from '@ecs/shared/leads'
import { answeringProblems, json } from '../../utilities/json-response'
import { estimateVisitOffer } from '../../booking/estimate-visit-booking'
import { fetchBodySource, readJsonBody } from '../../utilities/read-body'
import { locationId } from '../../utilities/location-id'
import { postgresErrorCode } from '../../utilities/postgres-error'
import type { FormLeadKindModule, LeadFiles, LeadMeta } from '../kinds/lead-kind'
import { photoLink } from '../photos/photo-link'
import { leadRouting } from '../routing/lead-routing'
import { SENT_AFTER_MS } from '../desk/desk-sync'
import { queueLeadFollowUps } from './follow-ups'
import { lockSubmissionKey } from './submission-key-lock'

/**
 * The one answer a submission gets when accepted: derived from its idempotency key, so a retry, a
 * double click and a bot all get exactly the answer the first (or a real) submit would have; with the
 * stored lead's routing (who has it, when to expect the call) when there is one (a bot gets none).
 */
function accepted(
  kind: LeadKind,
  lead: LeadMeta,
  routing: LeadRouting | null = null,
  links: RequestLinks = {},
): Response {
  const answer: LeadAccepted = {
    ok: true,
    reference: leadReference(kind, lead.idempotencyKey),
    location: lead.location ?? null,
    routing,
    ...links,
  }
  return json(answer, 201)
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

type RequestLinks = Pick<LeadAccepted, 'photos' | 'booking'>

/**
 * The stored row's links: for its photos when its kind takes them, and to book its estimate visit when
 * its kind offers that and the row's location takes visits online (a residential request only).
 */
async function requestLinks(
  req: PayloadRequest,
  intake: { takesPhotos?: boolean; booksEstimateVisit?: boolean },
  row: { id: number; createdAt: string; serviceType?: string | null; location?: unknown },
): Promise<RequestLinks> {
  const booking = intake.booksEstimateVisit ? await estimateVisitOffer(req, row) : undefined
  return {
    ...(intake.takesPhotos && { photos: photoLink(row.id, row.createdAt) }),
    ...(booking && { booking }),
  }
}

/**
 * How long a lead may wait for the database before the visitor is answered 503: the form sends it
 * again by itself, and with the limits' counts before it, the answer comes within 5 s.
 */
const LEAD_WRITE_BUDGET_MS = 3_000

/** The database could not take the lead now: try again shortly (the form does, with the same key). */
function unavailable(): Response {
  return problemResponse(problem(503, 'We could not save your request just now. Please try again in a moment.'), {
    'retry-after': String(RETRY_AFTER_SECONDS),
  })
}

/**
 * Validates, stores and queues one lead. The row, its related rows and its follow-up jobs are written
 * in one transaction, and success is answered only after the commit. Answers: 201 accepted (also for a
 * retry of a stored key and, silently, for a filled honeypot, which stores nothing; a form sent faster
 * than a person types is stored, its timeline saying how fast); 422 with a problem naming each field;
 * 503 with Retry-After when the database cannot take it, or not within LEAD_WRITE_BUDGET_MS (never a
 * 500 for anything a visitor sends). A write past its budget goes on, and may still be stored when
 * Postgres answers: the visitor's retry carries the same idempotency key, so it finds that row.
 */
export async function submitLead<Lead extends LeadMeta>(
  req: PayloadRequest,
  module: FormLeadKindModule<Lead>,
  body: unknown,
  files: LeadFiles = {},
): Promise<Response> {
  const { facts, intake } = module
  const parsed = intake.schema.safeParse(body)
  if (!parsed.success) {
    return problemResponse(problem(422, 'Please check the highlighted fields.', { errors: fieldErrors(parsed.error) }))
  }
  const lead = { ...parsed.data, location: intake.location?.(parsed.data) ?? parsed.data.location }
  const { kind, collection } = facts
  if (isLikelyBot(lead)) {
    req.payload.logger.info({ collection, sourcePage: lead.sourcePage }, 'honeypot filled: submission dropped')
    return accepted(kind, lead)
  }
  const sentAfterMs = quickSendMs(lead, Date.now())
  try {
    return await withinTimeBudget(storeLead(req, module, lead, files, sentAfterMs), LEAD_WRITE_BUDGET_MS)
  } catch (error) {
    if (!(error instanceof TimeBudgetExceeded)) throw error
    req.payload.logger.warn({ collection }, `lead not stored within ${LEAD_WRITE_BUDGET_MS} ms; answered 503`)
    return unavailable()
  }
}

/**
 * The lead's row, related rows and follow-ups in one transaction; the answer the visitor gets.
 * `sentAfterMs`: how soon after the form opened it came, when faster than a person types (for the desk).
 */
async function storeLead<Lead extends LeadMeta>(
  req: PayloadRequest,
  { facts, intake }: FormLeadKindModule<Lead>,
  lead: Lead,
  files: LeadFiles,
  sentAfterMs: number | null,
): Promise<Response> {
  const { kind, collection } = facts
  try {
    // A retry finds its lead; a kind that fills in its stored row reads it under the key's lock below.
    const stored = intake.fillIn ? undefined : await findByKey(req, collection, lead.idempotencyKey)
    if (stored)
      return accepted(kind, lead, await leadRouting(req, kind, stored.id), await requestLinks(req, intake, stored))
    await initTransaction(req)
    if (intake.completedBy || intake.fillIn) await lockSubmissionKey(req, lead.idempotencyKey)
    // Already completed (the full request came first): nothing more to store, the desk has it.
    if (
      intake.completedBy &&
      (await findByKey(req, LEAD_KIND_FACTS[intake.completedBy].collection, lead.idempotencyKey))
    ) {
      await commitTransaction(req)
      return accepted(kind, lead)
    }
    const earlier = intake.fillIn ? await findByKey(req, collection, lead.idempotencyKey) : undefined
    if (intake.fillIn && earlier) {
      const fuller = intake.fillIn(lead, earlier)
      await req.payload.update({
        collection,
        id: earlier.id,
        data: {
          ...(await intake.toDocument(fuller, req, files)),
          ...(fuller.location !== undefined && { location: await locationId(req, fuller.location) }),
        } as never,
        overrideAccess: true,
        depth: 0,
        req,
        context: { skipSiteNotify: true },
      })
      await commitTransaction(req)
      return accepted(kind, lead, await leadRouting(req, kind, earlier.id), await requestLinks(req, intake, earlier))
    }
    const document = await intake.toDocument(lead, req, files)
    const row = await req.payload.create({
      collection,
      data: {
        ...document,
        location: await locationId(req, lead.location),
        sourcePage: lead.sourcePage,
        attributionSessionId: lead.attributionSessionId ?? null,
        idempotencyKey: lead.idempotencyKey,
        language: lead.language,
      } as never,
      overrideAccess: true,
      // Nothing of the stored row is read back but its id: no relationship population.
      depth: 0,
      req,
      context: { skipSiteNotify: true, [SENT_AFTER_MS]: sentAfterMs },
    })
    await queueLeadFollowUps(req, {
      collection,
      id: row.id,
      event: intake.event,
      hasCustomerEmail: intake.customerEmail(lead) !== undefined,
      eventData: {
        ...intake.toEventData(lead),
        location: lead.location ?? null,
        sourcePage: lead.sourcePage,
        attributionSessionId: lead.attributionSessionId ?? null,
      },
    })
    await commitTransaction(req)
    return accepted(kind, lead, await leadRouting(req, kind, row.id), await requestLinks(req, intake, row))
  } catch (error) {
    await killTransaction(req)
    if (error instanceof ProblemError) return problemResponse(error.details)
    // Two copies of one submission raced: the loser hits the unique key; the winner's row is the answer.
    const winner = await findByKey(req, collection, lead.idempotencyKey).catch(() => undefined)
    if (winner)
      return accepted(
        kind,
        lead,
        await leadRouting(req, kind, winner.id).catch(() => null),
        await requestLinks(req, intake, winner).catch(() => ({})),
      )
    // The CMS's own field checks refused what the form's schema let through: trying again cannot
    // help, so the visitor is told which field (the schema should have caught it: a bug to fix there).
    if (error instanceof ValidationError) {
      const refused = error.data.errors.map(({ path, message }) => ({
        field: intake.formFields?.[path] ?? path,
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
    return unavailable()
  }
}

/** The public endpoint's handler for one kind: reads the request as the kind says (JSON unless it says otherwise) and submits it. */
export function leadHandler<Lead extends LeadMeta>(module: FormLeadKindModule<Lead>): PayloadHandler {
  return answeringProblems(async (req) => {
    const { body, files } = module.intake.readRequest
      ? await module.intake.readRequest(req)
      : { body: await readJsonBody(fetchBodySource(req), BODY_LIMITS.leadJson), files: {} }
    return submitLead(req, module, body, files)
  })
}
