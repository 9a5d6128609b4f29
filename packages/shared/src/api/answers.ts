import { z } from 'zod'
import type { CampaignTouch } from '../attribution/report-schemas'
import { leadRoutingSchema, type DeskLeadFacts, type LeadEventType, type LeadStatus } from '../leads'

/**
 * An answer declared as a TypeScript type only: the CMS builds it with this type and the site reads it
 * with it, but nothing checks it at run time (the site does not load zod to read its own server's answers).
 */
export const declaredAnswer = <T>() => z.custom<T>(() => true)

/** A CSV download: the site links to it, so only the text's type is declared. */
export const csvAnswer = declaredAnswer<string>()

/**
 * The one answer an accepted lead gets: its reference, the location it was filed under, and its routing
 * (who will call and when, said to the visitor with leadPromise; null when nobody calls back this kind).
 */
/** A signed link for what a stored request's visitor may still do (send photos, book the visit), until `until` (ISO time). */
const requestLinkSchema = z.object({ token: z.string(), until: z.string() })

export const leadAcceptedSchema = z.object({
  ok: z.literal(true),
  reference: z.string(),
  location: z.string().nullable(),
  routing: leadRoutingSchema.nullable(),
  /** Absent for kinds that take no photos. */
  photos: requestLinkSchema.optional(),
  /**
   * Where the estimate visit of a stored residential request may be booked online until `until`; only where the request's location takes estimate visits online.
   */
  booking: requestLinkSchema.optional(),
})
export type LeadAccepted = z.infer<typeof leadAcceptedSchema>

/** Photos stored with a request: this send's count and the request's total. */
export const leadPhotosAddedSchema = z.object({ added: z.number().int(), total: z.number().int() })
export type LeadPhotosAdded = z.infer<typeof leadPhotosAddedSchema>

export const attributionSavedSchema = z.object({
  sessionId: z.string(),
  created: z.boolean(),
  lastTouchRecorded: z.boolean(),
})

export const staffAccountSchema = z.object({ id: z.number(), name: z.string(), email: z.string() })
export type StaffAccount = z.infer<typeof staffAccountSchema>
/** The accounts a lead can be given to. */
export const staffListSchema = z.object({ docs: z.array(staffAccountSchema) })

export const webhookTestQueuedSchema = z.object({ ok: z.literal(true), deliveryId: z.number() })

export interface TimelineEntry {
  id: number
  type: LeadEventType
  fromValue: string | null
  toValue: string | null
  text: string | null
  at: string
  actorId: number | null
  actorName: string | null
}

/** The lead page's data (GET /api/desk/leads/{id}, and every change's answer). */
export interface LeadPage {
  lead: DeskLeadFacts
  /** What the visitor sent, as the kind's collection keeps it. */
  submission: Record<string, unknown> | null
  attribution:
    (CampaignTouch & { sessionId: string; createdAt: string; lastTouch: CampaignTouch & { at: string | null } }) | null
  timeline: TimelineEntry[]
  nextStatuses: readonly LeadStatus[]
  texting: LeadTexting
  /** Each attempt to send the lead's conversions to Google Ads, oldest first. */
  adsUploads: AdsConversionUpload[]
  /** Photos the visitor sent with the request, oldest first (staff-only file addresses). */
  photos: LeadPhoto[]
}

export interface LeadPhoto {
  id: number
  /** The stored photo (at most 2,000 px on its longest side) and its thumbnail, through the CMS's access-checked file route. */
  url: string
  thumbnailUrl: string
  width: number | null
  height: number | null
  /** The file's name on the visitor's device. */
  originalName: string | null
}

/** One attempt to send a lead's conversion to Google Ads through the Data Manager API. */
export interface AdsConversionUpload {
  id: number
  conversion: 'qualified' | 'won'
  transactionId: string
  /** accepted: Google took it (requestId); refused: Google will not (reason); failed: unreachable, tried again. */
  outcome: 'accepted' | 'refused' | 'failed'
  requestId: string | null
  reason: string | null
  at: string
}

/** Whether staff can text this lead's customer, and the office's ready-made texts, filled in for the lead. */
export interface LeadTexting {
  /** Texts are sent at all (the provider's keys are set). */
  enabled: boolean
  /** When the customer agreed to texts, or null: without it nothing is texted to them. */
  consentAt: string | null
  /** The customer replied STOP (and not START since): nothing is texted to the number. */
  optedOut: boolean
  templates: { label: string; body: string }[]
}

/** A text staff sent, queued: sent at once, or at 8:00 in the customer's time zone when it is night there. */
export interface TextQueued {
  sendAt: string
  /** Held for the customer's quiet hours (sendAt is later than now). */
  held: boolean
}

/** What the /cms dashboard lists of the content: per collection and global, its count and last edit. */
export interface ContentOverview {
  collections: {
    slug: string
    label: string
    count: number
    draftsWaiting: number | null
    lastEdit: { id: number | string; title: string; updatedAt: string } | null
  }[]
  globals: { slug: string; label: string; updatedAt: string | null }[]
}

/** The lead desk's counts per kind of lead. */
export interface DeskOverview {
  kinds: {
    kind: string
    label: string
    open: number
    untouched: number
    overdue: number
    unassigned: number
    latest: string | null
  }[]
  overdue: number
}

/**
 * How fast a group of routed leads was answered: times in working minutes (the location's office hours)
 * from arrival to the first contact; shares are null when there is nothing to divide by.
 */
export interface SpeedFigures {
  /** Leads with a first-contact clock that arrived in the range. */
  leads: number
  contacted: number
  medianMinutes: number | null
  p90Minutes: number | null
  /** Contacted by the time their location's target fell due. */
  withinTarget: number
  /** withinTarget of the leads whose clock has stopped or run out (contacted, or not and overdue). */
  withinTargetShare: number | null
  /** Not contacted, and past their due time. */
  neverContacted: number
  /** Contacted within FAST_CONTACT_MINUTES working minutes, and how many of them were won. */
  fast: number
  fastWonShare: number | null
  /** Contacted later, and how many of them were won. */
  later: number
  laterWonShare: number | null
}

/** Speed to lead over a range of arrival days: in all, per location and per staff member (the lead's owner). */
export interface SpeedReport {
  from: string
  to: string
  total: SpeedFigures
  byLocation: (SpeedFigures & { id: number | null; label: string })[]
  byStaff: (SpeedFigures & { id: number | null; name: string })[]
}
