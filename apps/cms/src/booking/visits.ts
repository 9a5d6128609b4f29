import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import {
  VISIT_KIND_LABELS,
  VISIT_REFERENCE_LETTERS,
  windowLabel,
  type DeskVisit,
  type VisitKind,
  type VisitView,
} from '@ecs/shared/booking'
import type { Visit } from '@ecs/shared/cms'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'
import { recordQuoteStep, type QuoteStep } from '../quotes/quote-lead'
import type { LocationBooking } from './location-booking'
import { takeWindow } from './take-window'
import type { VisitMail } from './visit-emails'

const HOUR = 3_600_000
const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

export const leadOfVisit = (visit: Visit) => idOf(visit.lead)!
export const locationOfVisit = (visit: Visit) => idOf(visit.location)!

/** A visit as its pages and mails show it, its window labelled in the reader's language (staff: English). */
export function visitView(visit: Visit, timeZone: string, language: Language = DEFAULT_LANGUAGE): VisitView {
  return {
    id: visit.id,
    reference: visit.reference,
    kind: visit.kind,
    status: visit.status,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    label: windowLabel({ start: visit.startsAt, end: visit.endsAt }, timeZone, language),
    address: visit.address ?? null,
    customerName: visit.customerName ?? null,
  }
}

/** A visit as the lead page lists it, with where its review request stands. */
export const deskVisit = (visit: Visit, timeZone: string): DeskVisit => ({
  ...visitView(visit, timeZone),
  doneAt: visit.doneAt ?? null,
  reviewRequestedAt: visit.reviewRequestedAt ?? null,
  reviewRemindedAt: visit.reviewRemindedAt ?? null,
  reviewOptedOutAt: visit.reviewOptedOutAt ?? null,
})

/** A visit's reference as customers read it: V- and eight letters and digits nobody misreads. */
function newReference(): string {
  const letters = VISIT_REFERENCE_LETTERS
  return `V-${[...randomBytes(8)].map((byte) => letters[byte % letters.length]).join('')}`
}

/**
 * Queues a visit's email (the sendVisitMail job, in the caller's transaction), and with a confirmation
 * the day-before reminder, due 24 hours before the start. Each job names the start it was queued for: a
 * visit moved or cancelled since is not reminded of its old time.
 */
async function queueVisitMail(req: PayloadRequest, visit: Visit, mail: VisitMail): Promise<void> {
  const input = { visitId: visit.id, mail, startsAt: visit.startsAt }
  await req.payload.jobs.queue({ task: 'sendVisitMail', input, req })
  const remindAt = Date.parse(visit.startsAt) - 24 * HOUR
  if (mail === 'confirmation' && remindAt > Date.now())
    await req.payload.jobs.queue({
      task: 'sendVisitMail',
      input: { ...input, mail: 'reminder' },
      waitUntil: new Date(remindAt),
      req,
    })
}

/** Where booking moves the lead: an estimate visit schedules the estimate (if the workflow allows), a job is booked. */
const STEP_OF_KIND: Record<VisitKind, Pick<QuoteStep, 'stage' | 'status'>> = {
  estimate: { stage: 'visit-booked', status: { to: 'estimate-scheduled', always: false } },
  job: { stage: 'job-booked' },
}

export interface VisitBooking {
  kind: VisitKind
  lead: number
  quote?: number | null
  services?: number[]
  customerName: string | null
  address: string | null
  startsAt: string
  minutes: number
  /** The earliest start allowed: now for staff, the location's cut-off from now for a customer. */
  notBefore: number
  bookedBy: 'customer' | 'staff'
  createdBy?: number | null
}

/**
 * Books a visit in the caller's transaction: a place in its window (takeWindow: the location's lock and
 * the count of its crews; 409 when it is gone), the visit, the lead's stage and timeline, and the
 * confirmation and reminder emails queued, all committed together or not at all.
 */
export async function bookVisit(req: PayloadRequest, location: LocationBooking, booking: VisitBooking): Promise<Visit> {
  const span = await takeWindow(req, location, booking.startsAt, booking)
  const visit = await req.payload.create({
    collection: 'visits',
    data: {
      reference: newReference(),
      kind: booking.kind,
      status: 'booked',
      location: location.id,
      lead: booking.lead,
      quote: booking.quote ?? null,
      services: booking.services ?? [],
      startsAt: new Date(span.start).toISOString(),
      endsAt: new Date(span.end).toISOString(),
      customerName: booking.customerName,
      address: booking.address,
      bookedBy: booking.bookedBy,
      createdBy: booking.createdBy ?? null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordQuoteStep(req, booking.lead, {
    ...STEP_OF_KIND[booking.kind],
    event: {
      type: 'visit',
      toValue: 'booked',
      text: `${VISIT_KIND_LABELS[booking.kind]} ${visit.reference} booked by ${booking.bookedBy === 'customer' ? 'the customer' : 'staff'}: ${windowLabel(span, location.timeZone)}.`,
    },
  })
  await queueVisitMail(req, visit, 'confirmation')
  return visit
}

/** Moves a booked visit to another free window (its own place not counted against it), in the caller's transaction. */
export async function moveVisit(
  req: PayloadRequest,
  location: LocationBooking,
  visit: Visit,
  startsAt: string,
  notBefore: number,
): Promise<Visit> {
  const minutes = (Date.parse(visit.endsAt) - Date.parse(visit.startsAt)) / 60_000
  const span = await takeWindow(req, location, startsAt, { kind: visit.kind, minutes, notBefore, except: visit.id })
  const moved = await req.payload.update({
    collection: 'visits',
    id: visit.id,
    data: {
      startsAt: new Date(span.start).toISOString(),
      endsAt: new Date(span.end).toISOString(),
      reminderSentAt: null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordQuoteStep(req, leadOfVisit(visit), {
    event: {
      type: 'visit',
      toValue: 'moved',
      text: `${VISIT_KIND_LABELS[visit.kind]} ${visit.reference} moved from ${windowLabel({ start: visit.startsAt, end: visit.endsAt }, location.timeZone)} to ${windowLabel(span, location.timeZone)}.`,
    },
  })
  await queueVisitMail(req, moved, 'confirmation')
  return moved
}

/** Cancels a booked visit (its place is free again at once), in the caller's transaction. */
export async function cancelVisit(req: PayloadRequest, location: LocationBooking, visit: Visit, by: string) {
  const cancelled = await req.payload.update({
    collection: 'visits',
    id: visit.id,
    data: { status: 'cancelled', cancelledAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordQuoteStep(req, leadOfVisit(visit), {
    event: {
      type: 'visit',
      toValue: 'cancelled',
      text: `${VISIT_KIND_LABELS[visit.kind]} ${visit.reference} on ${windowLabel({ start: visit.startsAt, end: visit.endsAt }, location.timeZone)} cancelled by ${by}.`,
    },
  })
  await queueVisitMail(req, cancelled, 'cancelled')
  return cancelled
}
