import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import {
  LEAD_KIND_FACTS,
  firstStatus,
  isClosed,
  leadReference,
  type LeadKind,
  type LeadStatus,
} from '@ecs/shared/leads'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import { kindsCompletedBy, leadKindModule } from '../kinds/registry'
import { lockSubmissionKey } from '../intake/submission-key-lock'
import { noteAssignment, rerouteMovedLead, routeNewLead } from '../routing/route-new-lead'
import type { KindDocument } from '../kinds/kind-document'
import { actorOf, appendToTimeline } from './lead-timeline'
import { fromCustomer } from '../../customers/customer-keys'
import { linkCustomer } from '../../customers/link-customer'
import { inTransaction, sidePool, statementsOn } from '../../utilities/database'

/** Set in a write's context by the desk itself (a review moderated there), so the hooks do not echo it. */
export const FROM_DESK = 'fromDesk'

/**
 * Set in a new lead's write context by the intake when the form was sent sooner after it opened than a
 * person types it (milliseconds): the lead is stored like any other, and its first timeline entry says so.
 */
export const SENT_AFTER_MS = 'sentAfterMs'

/**
 * What staff read of a lead sent that fast: most are a browser's autofill of a short form, some a program
 * that left the hidden field empty, and a call tells them apart.
 */
function quickSendNote(sentAfterMs: unknown): string | null {
  if (typeof sentAfterMs !== 'number') return null
  const seconds = (sentAfterMs / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })
  return `Sent ${seconds} s after the form opened, faster than a person types: usually the browser filled it in; a program would look the same.`
}

/** What the desk keeps a copy of, for its inbox and search. */
interface DeskCopy {
  reference: string
  location: number | null
  name: string | null
  email: string | null
  phone: string | null
  textConsentAt: string | null
  address: string | null
  asked: string | null
  attributionSessionId: string | null
  language: Language
}

function oneLineAddress(address: KindDocument['address']): string | null {
  if (!address?.street) return null
  const street = address.unit ? `${address.street} ${address.unit}` : address.street
  return `${street}, ${address.city ?? ''}, ${address.state ?? ''} ${address.zip ?? ''}`.trim()
}

/** The reference the visitor was shown; a lead typed in by staff has no idempotency key, so its id is its reference. */
export function referenceOf(kind: LeadKind, doc: Pick<KindDocument, 'id' | 'idempotencyKey'>): string {
  return doc.idempotencyKey
    ? leadReference(kind, doc.idempotencyKey)
    : `${LEAD_KIND_FACTS[kind].referencePrefix}-${doc.id}`
}

export function deskCopy(kind: LeadKind, doc: KindDocument): DeskCopy {
  const { desk } = leadKindModule(kind)
  const contact = doc.contact
  const name = desk.name ? desk.name(doc) : [contact?.firstName, contact?.lastName].filter(Boolean).join(' ') || null
  const location = typeof doc.location === 'object' && doc.location !== null ? doc.location.id : (doc.location ?? null)
  return {
    reference: referenceOf(kind, doc),
    location,
    name,
    email: contact?.email?.toLowerCase() ?? null,
    phone: contact?.phone ?? null,
    textConsentAt: contact?.textConsentAt ?? null,
    address: oneLineAddress(doc.address),
    asked: desk.asked(doc),
    attributionSessionId: doc.attributionSessionId ?? null,
    language: doc.language ?? DEFAULT_LANGUAGE,
  }
}

export interface DeskLeadRow extends DeskCopy {
  id: number
  kind: LeadKind
  documentId: number
  status: LeadStatus
  version: number
  owner?: number | null
  firstContactAt?: string | null
}

export async function findDeskLead(
  req: PayloadRequest,
  kind: LeadKind,
  documentId: number | string,
): Promise<DeskLeadRow | undefined> {
  const { docs } = await req.payload.find({
    collection: 'desk-leads',
    where: { and: [{ kind: { equals: kind } }, { documentId: { equals: Number(documentId) } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] as DeskLeadRow | undefined
}

/**
 * The customer a lead is from (none for a job applicant, who is not a customer), found or made in a short
 * transaction of its own on the side pool, committed at once: a lead never waits for another lead's
 * transaction to end (two leads of one new customer would, on the keys' unique index, while holding
 * connections the first may need). A lead rolled back after it leaves a customer with no leads, which
 * the next lead with its keys finds.
 */
function customerOf(req: PayloadRequest, kind: LeadKind, doc: KindDocument, copy: DeskCopy) {
  if (!fromCustomer(kind)) return Promise.resolve(null)
  const company = doc.business?.company ?? null
  return inTransaction(sidePool(req.payload), (client) => linkCustomer(statementsOn(client), { ...copy, company }))
}

/**
 * The status a new desk lead starts in: the document's own when it keeps one (staff may enter a review
 * already approved), else its pipeline's first.
 */
function statusOfNew(kind: LeadKind, doc: KindDocument): LeadStatus {
  return leadKindModule(kind).desk.statusInDocument
    ? (doc.status as LeadStatus)
    : firstStatus(LEAD_KIND_FACTS[kind].pipeline)
}

/**
 * Hands a new document the desk lead of the earlier submission it completes (the wizard's unfinished
 * estimate with the same idempotency key), in the same transaction: the desk lead becomes this kind's,
 * with this document's copies, keeping its owner, clock and timeline (the visitor is the lead staff may
 * already be calling), and the earlier document is deleted. Answers whether there was one to take over.
 */
async function takeOverCompleted(req: PayloadRequest, kind: LeadKind, document: KindDocument, copy: DeskCopy) {
  const earlierKinds = kindsCompletedBy(kind)
  if (earlierKinds.length === 0 || !document.idempotencyKey) return false
  await lockSubmissionKey(req, document.idempotencyKey)
  for (const earlier of earlierKinds) {
    const { docs } = await req.payload.find({
      collection: LEAD_KIND_FACTS[earlier].collection,
      where: { idempotencyKey: { equals: document.idempotencyKey } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const incomplete = docs[0]
    if (!incomplete) continue
    const lead = await findDeskLead(req, earlier, incomplete.id)
    if (lead) {
      await req.payload.update({
        collection: 'desk-leads',
        id: lead.id,
        data: {
          ...copy,
          kind,
          documentId: document.id,
          version: lead.version + 1,
          lastActivityAt: new Date().toISOString(),
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await appendToTimeline(req, lead.id, {
        type: 'received',
        actor: actorOf(req),
        fromValue: earlier,
        toValue: kind,
        text: `The visitor came back and sent the whole ${LEAD_KIND_FACTS[kind].label.toLowerCase()} (it was an ${LEAD_KIND_FACTS[earlier].label.toLowerCase()}).`,
      })
    }
    // Its own delete hook finds no desk lead of its kind any more: the timeline stays with the lead.
    await req.payload.delete({
      collection: LEAD_KIND_FACTS[earlier].collection,
      id: incomplete.id,
      overrideAccess: true,
      req,
    })
    return lead !== undefined
  }
  return false
}

/**
 * Keeps the kind's desk lead in step with its document, in the same transaction: created with the
 * document (the timeline starts with "received"), its copies refreshed when the document is edited in the
 * CMS admin, and the status of a document that keeps one (a review's moderation) mirrored when it was
 * decided there rather than on the desk.
 */
export function syncDeskLead(kind: LeadKind): CollectionAfterChangeHook {
  return async ({ doc, operation, req, context }) => {
    if (context[FROM_DESK]) return doc
    const document = doc as KindDocument
    const copy = deskCopy(kind, document)
    const now = new Date().toISOString()
    const existing = operation === 'create' ? undefined : await findDeskLead(req, kind, document.id)
    if (operation === 'create' && (await takeOverCompleted(req, kind, document, copy))) return doc
    if (!existing) {
      const status = statusOfNew(kind, document)
      const assignment = await routeNewLead(req, kind, copy, new Date(now))
      const customer = await customerOf(req, kind, document, copy)
      const lead = await req.payload.create({
        collection: 'desk-leads',
        data: {
          ...copy,
          customer,
          kind,
          documentId: document.id,
          status,
          version: 1,
          lastActivityAt: now,
          closedAt: isClosed(status) ? now : null,
          owner: assignment?.ownerId ?? null,
          arrivedOutsideHours: assignment?.arrivedOutsideHours ?? false,
          firstContactDueAt: assignment?.firstContactDueAt ?? null,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await appendToTimeline(req, lead.id, {
        type: 'received',
        actor: actorOf(req),
        toValue: status,
        text: quickSendNote(context[SENT_AFTER_MS]),
      })
      if (assignment) await noteAssignment(req, lead.id, assignment)
      return doc
    }
    const changed = Object.fromEntries(
      Object.entries(copy).filter(([field, value]) => existing[field as keyof DeskCopy] !== value),
    )
    const moderated = leadKindModule(kind).desk.statusInDocument === true && document.status !== existing.status
    if (Object.keys(changed).length === 0 && !moderated) return doc
    // A corrected email or phone may be another customer's: linked again as a new lead would be.
    if ('email' in changed || 'phone' in changed) changed.customer = await customerOf(req, kind, document, copy)
    if ('location' in changed) Object.assign(changed, await rerouteMovedLead(req, kind, existing, copy, new Date(now)))
    await req.payload.update({
      collection: 'desk-leads',
      id: existing.id,
      data: moderated
        ? {
            ...changed,
            status: document.status as LeadStatus,
            version: existing.version + 1,
            lastActivityAt: now,
            closedAt: isClosed(document.status as LeadStatus) ? now : null,
          }
        : changed,
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (moderated)
      await appendToTimeline(req, existing.id, {
        type: 'status',
        actor: actorOf(req),
        fromValue: existing.status,
        toValue: String(document.status),
      })
    return doc
  }
}

/** An admin erasing a lead's document (a data request) erases its desk lead and timeline with it. */
export function removeDeskLead(kind: LeadKind): CollectionAfterDeleteHook {
  return async ({ id, req }) => {
    const lead = await findDeskLead(req, kind, id)
    if (!lead) return
    await req.payload.delete({
      collection: 'lead-events',
      where: { lead: { equals: lead.id } },
      overrideAccess: true,
      req,
    })
    await req.payload.delete({ collection: 'desk-leads', id: lead.id, overrideAccess: true, req })
  }
}

/** The hooks a kind's collection adds, so every way a document is written keeps the desk in step. */
export function deskSyncHooks(kind: LeadKind) {
  return { afterChange: [syncDeskLead(kind)], afterDelete: [removeDeskLead(kind)] }
}
