import type { PayloadRequest } from 'payload'
import type { z } from 'zod'
import type { WebhookEvent } from '@ecs/shared/catalog'
import type { LeadCollection, LeadKind, LeadKindFacts } from '@ecs/shared/leads'
import { LEAD_META_FIELDS, type LeadMeta as SharedLeadMeta } from '@ecs/shared/schemas'
import type { KindDocument } from './kind-document'
import type { EmailWords, LeadEmailFacts, LeadForEmail, LookedUp, SentFacts } from './email-facts'

/** What every lead's zod output carries: the meta fields, and the location most forms name. */
export interface LeadMeta extends SharedLeadMeta {
  location?: string
}

/** Files that came beside the form in the same request (an application's résumé), checked, by part name. */
export type LeadFiles = Readonly<Record<string, { data: Buffer; mimetype: string }>>

/** How a kind's submissions come in and are stored. */
export interface LeadIntake<Lead extends LeadMeta> {
  event: WebhookEvent
  schema: z.ZodType<Lead>
  /**
   * Reads the request into the form's answers and its files; absent, the body is the form as JSON. Throws
   * a ProblemError for a body it cannot read.
   */
  readRequest?: (req: PayloadRequest) => Promise<{ body: unknown; files: LeadFiles }>
  /** The row's own fields from a valid lead; runs inside the transaction (may store related rows). */
  toDocument: (lead: Lead, req: PayloadRequest, files: LeadFiles) => Promise<Record<string, unknown>>
  /** What the automation hook receives (no honeypot, timings or keys). */
  toEventData: (lead: Lead) => Record<string, unknown>
  customerEmail: (lead: Lead) => string | undefined
  /** The form's name of a stored field where they differ (reviews store the form's `name` as `author`). */
  formFields?: Record<string, string>
  /** The lead's location when the kind knows it rather than the form (a community program's). */
  location?: (lead: Lead) => string
  /**
   * The kind whose submission under the same idempotency key completes this one (an estimate request
   * completes the wizard's unfinished estimate): it takes over this one's desk lead, and this one
   * arriving after it is not stored.
   */
  completedBy?: LeadKind
  /**
   * A later submission under a stored one's key is the same visitor giving more (the wizard's beacon sent
   * again after they came back, typed more and left again): the stored row is rewritten with what this
   * answers from both, rather than the repeat being answered with the first. Absent, a repeat is a retry
   * of the stored lead and changes nothing.
   */
  fillIn?: (later: Lead, stored: object) => Lead
  /** The visitor may send photos of the property after the request is stored (the answer carries the link). */
  takesPhotos?: boolean
  /** A residential request's visitor may book the estimate visit online where its location turned that on (the answer carries the link). */
  booksEstimateVisit?: boolean
}

/** How the desk shows a kind's leads. */
export interface LeadDesk {
  /** What the visitor asked for, in one line for the inbox. */
  asked: (doc: KindDocument) => string | null
  /** Who sent it; absent, the contact's first and last name. */
  name?: (doc: KindDocument) => string | null
  /** Fields the lead page's "What they sent" says its own way (a resident's services as lines, not rows of cents). */
  sent?: (doc: KindDocument) => Record<string, unknown>
  /**
   * The document keeps the desk's status itself (a review's moderation is whether it is published): a
   * new desk lead starts in the document's status, and a status set on either side is copied to the other.
   */
  statusInDocument?: boolean
}

/** A made-up document of a kind: what the desk copies from it and what its emails read. */
export type SampleLead = KindDocument & LeadForEmail & { location?: undefined }

/** The made-up visitor of every sample lead (a 555-01xx number, an example.com address). */
export const SAMPLE_CONTACT = {
  firstName: 'Sam',
  lastName: 'Sample',
  email: 'sam.sample@example.com',
  phone: '+12025550123',
  preferredContactMethod: 'phone',
  preferredTime: 'morning',
} as const

export const SAMPLE_ADDRESS = { street: '100 Sample Street', city: 'Arlington', state: 'VA', zip: '22201' } as const

/** What a kind's emails say beyond marketing's words. */
export interface LeadEmails {
  /** The lead-emails global's group for this kind's words (a field name holds no hyphen). */
  wordsGroup: string
  /** The words until marketing changes them. */
  words: EmailWords
  /** What the visitor's confirmation shows; absent, none is sent (the review form asks for no email). */
  confirmation?: (facts: LeadEmailFacts) => SentFacts
  /** The staff alert's name for what was asked. */
  askedLabel: string
  /** What the visitor wrote in their own words, for the staff alert. */
  message: (lead: LeadForEmail) => unknown
  /** Something the emails say that the document only names (a job's title for its slug). */
  lookUp?: (req: PayloadRequest, lead: LeadForEmail) => Promise<LookedUp | null>
  /**
   * A made-up lead of this kind, as its document is stored (its location left to the preview), that the
   * words' preview and "send me a test" fill the emails with.
   */
  sample: SampleLead
}

/** Everything that makes one kind of lead different, read by intake, the desk, the emails and reports. */
export interface LeadKindModule<Lead extends LeadMeta = LeadMeta> {
  facts: LeadKindFacts<LeadKind, LeadCollection>
  /** How its public form's submissions come in; null for a kind with no form (a phone call). */
  intake: LeadIntake<Lead> | null
  desk: LeadDesk
  emails: LeadEmails
}

/** A kind that takes a public form. */
export type FormLeadKindModule<Lead extends LeadMeta = LeadMeta> = LeadKindModule<Lead> & { intake: LeadIntake<Lead> }

/** Kept in their own columns (or not at all): not part of what the visitor answered. */
const STORED_APART = new Set<string>([...LEAD_META_FIELDS, 'location'])

/** What staff, the team email and the hook see of the visitor's answers (the meta fields dropped). */
export function visitorAnswers<Lead extends object>(lead: Lead): Record<string, unknown> {
  return Object.fromEntries(Object.entries(lead).filter(([field]) => !STORED_APART.has(field)))
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * `later`'s answers with each one it leaves empty taken from the `stored` document (a group's fields one
 * by one): what a visitor gave over two sends of one fill. `fields` are the answers the kind takes; the
 * meta fields and the location are the later send's own.
 */
export function withStoredAnswers<Lead extends object>(later: Lead, stored: object, fields: readonly string[]): Lead {
  const fill = (given: unknown, kept: unknown): unknown => {
    if (isEmpty(given)) return isEmpty(kept) ? given : kept
    if (!isGroup(given) || !isGroup(kept)) return given
    const names = new Set([...Object.keys(given), ...Object.keys(kept)])
    return Object.fromEntries([...names].map((name) => [name, fill(given[name], kept[name])]))
  }
  const answers = Object.fromEntries(
    fields
      .filter((field) => !STORED_APART.has(field))
      .map((field) => [
        field,
        fill((later as Record<string, unknown>)[field], (stored as Record<string, unknown>)[field]),
      ]),
  )
  return { ...later, ...answers }
}

/** The staff alert's usual lines: what was asked and the visitor's message. */
export const ASKED_FOR = { askedLabel: 'Asked for', message: (lead: LeadForEmail) => lead.message } as const
