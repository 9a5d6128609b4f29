import type { Pipeline } from './workflow'

/** Every kind of lead the desk works, one per public form (a later form adds a kind here). */
export const LEAD_KINDS = ['estimate', 'plan-signup', 'community-signup', 'career-application', 'review'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export interface LeadKindFacts {
  /** What staff call one of them. */
  label: string
  /** The CMS collection that keeps what the visitor sent. */
  collection: 'estimate-requests' | 'plan-signups' | 'community-signups' | 'career-applications' | 'reviews'
  /** Shown to the visitor on the thank-you page and in emails, e.g. EST-1A2B3C4D. */
  referencePrefix: string
  pipeline: Pipeline
  /** Whether the campaign reports count it as a lead (a review is feedback, not a prospect). */
  countsAsLead: boolean
  /**
   * What the page that took it promises the visitor, given who answers ("Our DMV Area team"); the thank-you
   * page and the customer's email both say this sentence, so they never disagree. Null: no promise.
   */
  promise: ((team: string) => string) | null
}

export const LEAD_KIND_FACTS: Readonly<Record<LeadKind, LeadKindFacts>> = {
  estimate: {
    label: 'Estimate request',
    collection: 'estimate-requests',
    referencePrefix: 'EST',
    pipeline: 'sales',
    countsAsLead: true,
    promise: (team) => `${team} will contact you within one business day.`,
  },
  'plan-signup': {
    label: 'Plan signup',
    collection: 'plan-signups',
    referencePrefix: 'PLN',
    pipeline: 'sales',
    countsAsLead: true,
    promise: (team) => `${team} will call you within two business days to schedule your first visit.`,
  },
  'community-signup': {
    label: 'Resident signup',
    collection: 'community-signups',
    referencePrefix: 'RES',
    pipeline: 'sales',
    countsAsLead: true,
    promise: (team) => `${team} will call you within two business days to confirm your unit, service and visit day.`,
  },
  'career-application': {
    label: 'Job application',
    collection: 'career-applications',
    referencePrefix: 'APP',
    pipeline: 'hiring',
    countsAsLead: true,
    promise: (team) => `${team} replies to every application within a week.`,
  },
  review: {
    label: 'Review',
    collection: 'reviews',
    referencePrefix: 'REV',
    pipeline: 'moderation',
    countsAsLead: false,
    promise: null,
  },
}

/**
 * Who answers a lead, as the thank-you pages and emails name them: the hiring team for an application,
 * else the location's team when there is one.
 */
export function answeringTeam(kind: LeadKind, locationLabel?: string | null): string {
  if (kind === 'career-application') return 'Our hiring team'
  return locationLabel ? `Our ${locationLabel} team` : 'Our team'
}

export function isLeadKind(value: unknown): value is LeadKind {
  return LEAD_KINDS.includes(value as LeadKind)
}

export function kindOfCollection(collection: string): LeadKind | undefined {
  return LEAD_KINDS.find((kind) => LEAD_KIND_FACTS[kind].collection === collection)
}

/**
 * A submission's reference: the kind's prefix and the first eight hex digits of its idempotency key,
 * so a retried submit gets the same reference without a lookup. Not unique: two keys may share eight
 * digits (at 100,000 leads of one kind about one pair is expected), so staff search finds both.
 */
export function leadReference(kind: LeadKind, idempotencyKey: string): string {
  return `${LEAD_KIND_FACTS[kind].referencePrefix}-${idempotencyKey.replaceAll('-', '').slice(0, 8).toUpperCase()}`
}

/** The kind a reference was made for, by its prefix (RES-1A2B3C4D is a resident signup). */
export function kindOfReference(reference: string): LeadKind | undefined {
  const prefix = reference.split('-', 1)[0]
  return LEAD_KINDS.find((kind) => LEAD_KIND_FACTS[kind].referencePrefix === prefix)
}
