import type { PayloadRequest } from 'payload'
import type { LeadPhoto } from '@ecs/shared/api'
import { LEAD_KIND_FACTS, nextStatuses, type DeskLeadFacts, type LeadKind } from '@ecs/shared/leads'
import { leadKindModule } from '../kinds/registry'
import type { KindDocument } from '../kinds/kind-document'
import { leadSession } from '../../attribution/lead-session'
import { leadTexting } from '../../texts/lead-texting'
import { databasePool } from '../../utilities/database'
import { INBOX_COLUMNS, INBOX_JOINS } from './desk-inbox'

/** Fields of a kind's document that are bookkeeping rather than what the visitor sent. */
const BOOKKEEPING = ['id', 'updatedAt', 'idempotencyKey', 'summary', 'location', 'attributionSessionId']

/**
 * What the visitor sent, as stored in the kind's collection: relationships narrowed to what the desk
 * shows (a service's name, a resume's file and the address to download it through the site).
 */
async function submission(req: PayloadRequest, kind: LeadKind, documentId: number) {
  const doc = (await req.payload
    .findByID({
      collection: LEAD_KIND_FACTS[kind].collection,
      id: documentId,
      depth: 1,
      populate: { services: { name: true }, resumes: { filename: true, filesize: true, mimeType: true } },
      overrideAccess: true,
      req,
    })
    .catch(() => null)) as Record<string, unknown> | null
  if (!doc) return null
  const sent = Object.fromEntries(Object.entries(doc).filter(([field]) => !BOOKKEEPING.includes(field)))
  const resume = doc.resume as { filename?: string; filesize?: number; mimeType?: string } | null | undefined
  if (resume?.filename) sent.resume = { ...resume, url: `/api/resumes/file/${encodeURIComponent(resume.filename)}` }
  const service = doc.service as { name?: string } | null | undefined
  if (service && typeof service === 'object') sent.service = service.name ?? null
  Object.assign(sent, leadKindModule(kind).desk.sent?.(doc as KindDocument))
  return sent
}

const photoFileUrl = (filename: string) => `/api/lead-photos/file/${encodeURIComponent(filename)}`

/** The photos sent with an estimate request; other kinds take none. */
async function leadPhotos(req: PayloadRequest, kind: LeadKind, documentId: number): Promise<LeadPhoto[]> {
  if (LEAD_KIND_FACTS[kind].collection !== 'estimate-requests') return []
  const { docs } = await req.payload.find({
    collection: 'lead-photos',
    where: { estimateRequest: { equals: documentId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((photo) =>
    photo.filename
      ? [
          {
            id: photo.id,
            url: photoFileUrl(photo.filename),
            thumbnailUrl: photoFileUrl(photo.sizes?.thumbnail?.filename ?? photo.filename),
            width: photo.width ?? null,
            height: photo.height ?? null,
            originalName: photo.originalName ?? null,
          },
        ]
      : [],
  )
}

/**
 * A lead as its desk page shows it: the desk's fields, what the visitor sent, the campaign that brought
 * them (both touches of the session), the customer it is from (its id: the history is read apart), the timeline, the
 * statuses it may move to, and each attempt to send its conversions to Google Ads. Undefined when there is no such lead.
 */
export async function deskLead(req: PayloadRequest, id: number) {
  const pool = databasePool(req.payload)
  const { rows } = await pool.query<DeskLeadFacts>(
    `SELECT ${INBOX_COLUMNS}, l.document_id::int AS "documentId", l.lost_reason AS "lostReason",
      l.qualified_at AS "qualifiedAt", l.won_at AS "wonAt", l.closed_at AS "closedAt",
      l.attribution_session_id AS "attributionSessionId", l.customer_id AS "customerId"
    FROM desk_leads l ${INBOX_JOINS} WHERE l.id = $1`,
    [id],
  )
  const lead = rows[0]
  if (!lead) return undefined
  const kind = lead.kind
  const [sent, session, timeline, texting, adsUploads, photos] = await Promise.all([
    submission(req, kind, lead.documentId),
    lead.attributionSessionId ? leadSession(pool, lead.attributionSessionId) : null,
    pool
      .query(
        `SELECT e.id, e.type, e.from_value AS "fromValue", e.to_value AS "toValue", e.text, e.created_at AS at,
          e.actor_id AS "actorId", coalesce(u.name, u.email) AS "actorName"
        FROM lead_events e LEFT JOIN users u ON u.id = e.actor_id WHERE e.lead_id = $1 ORDER BY e.created_at, e.id`,
        [lead.id],
      )
      .then((result) => result.rows),
    leadTexting(req, lead.id),
    pool
      .query(
        `SELECT u.id, u.conversion, u.transaction_id AS "transactionId", u.outcome, u.request_id AS "requestId",
          u.reason, u.created_at AS at
        FROM ads_conversion_uploads u WHERE u.lead_id = $1 ORDER BY u.created_at, u.id`,
        [lead.id],
      )
      .then((result) => result.rows),
    leadPhotos(req, kind, lead.documentId),
  ])
  return {
    lead,
    submission: sent,
    attribution: session,
    timeline,
    nextStatuses: nextStatuses(LEAD_KIND_FACTS[kind].pipeline, lead.status),
    texting,
    adsUploads,
    photos,
  }
}
