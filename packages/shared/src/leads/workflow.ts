/**
 * The lead desk's workflow: which statuses each kind of lead moves through, which moves the server
 * accepts, and the words staff see for them. The CMS checks every change against this; the desk
 * offers only these moves, so a button can never ask for what the server refuses.
 */

/** Sales: estimate requests and plan signups, from first contact to a won or lost job. */
export const SALES_STATUSES = ['new', 'contacted', 'estimate-scheduled', 'quoted', 'won', 'lost'] as const
/** Hiring: job applications, from first contact to an offer or a no. */
export const HIRING_STATUSES = ['new', 'contacted', 'interview-scheduled', 'hired', 'not-hired'] as const
/** Moderation: reviews wait for a moderator to publish or reject them. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const

export const PIPELINES = {
  sales: SALES_STATUSES,
  hiring: HIRING_STATUSES,
  moderation: MODERATION_STATUSES,
} as const

export type Pipeline = keyof typeof PIPELINES
export type LeadStatus = (typeof PIPELINES)[Pipeline][number]

/** Every status of every pipeline, once (the column's values). */
export const LEAD_STATUSES: readonly LeadStatus[] = [
  ...new Set<LeadStatus>([...SALES_STATUSES, ...HIRING_STATUSES, ...MODERATION_STATUSES]),
]

export const STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  'estimate-scheduled': 'Estimate scheduled',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  'interview-scheduled': 'Interview scheduled',
  hired: 'Hired',
  'not-hired': 'Not hired',
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
}

/** Statuses that end the work on a lead: no follow-up is due and nothing is overdue. */
export const CLOSED_STATUSES: readonly LeadStatus[] = ['won', 'lost', 'hired', 'not-hired', 'approved', 'rejected']

export function isClosed(status: LeadStatus): boolean {
  return CLOSED_STATUSES.includes(status)
}

/**
 * The moves each pipeline allows. Open leads move forward, skipping steps when the call went well (a
 * plan signup confirmed on the first call is won from new); any open lead can end either way; a closed
 * sales or hiring lead can be reopened (the customer came back), which the timeline keeps. A moderator
 * can change their mind about a review.
 */
const MOVES: { readonly [P in Pipeline]: Readonly<Partial<Record<LeadStatus, readonly LeadStatus[]>>> } = {
  sales: {
    new: ['contacted', 'estimate-scheduled', 'quoted', 'won', 'lost'],
    contacted: ['estimate-scheduled', 'quoted', 'won', 'lost'],
    'estimate-scheduled': ['quoted', 'won', 'lost'],
    quoted: ['won', 'lost'],
    won: ['contacted'],
    lost: ['contacted'],
  },
  hiring: {
    new: ['contacted', 'interview-scheduled', 'hired', 'not-hired'],
    contacted: ['interview-scheduled', 'hired', 'not-hired'],
    'interview-scheduled': ['hired', 'not-hired'],
    hired: ['contacted'],
    'not-hired': ['contacted'],
  },
  moderation: {
    pending: ['approved', 'rejected'],
    approved: ['rejected'],
    rejected: ['approved'],
  },
}

/** The statuses a lead of this pipeline may move to from `from` (none for a status it does not have). */
export function nextStatuses(pipeline: Pipeline, from: LeadStatus): readonly LeadStatus[] {
  return MOVES[pipeline][from] ?? []
}

export function canMove(pipeline: Pipeline, from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses(pipeline, from).includes(to)
}

/** The status a new lead of this pipeline starts in. */
export function firstStatus(pipeline: Pipeline): LeadStatus {
  return PIPELINES[pipeline][0]
}

/** Why a sales lead was lost: a fixed list, so the reasons can be counted. */
export const LOST_REASONS = [
  'price',
  'went-with-competitor',
  'no-response',
  'outside-service-area',
  'service-not-offered',
  'timing',
  'duplicate-or-spam',
  'other',
] as const
export type LostReason = (typeof LOST_REASONS)[number]

export const LOST_REASON_LABELS: Readonly<Record<LostReason, string>> = {
  price: 'Price too high',
  'went-with-competitor': 'Went with a competitor',
  'no-response': 'Never answered',
  'outside-service-area': 'Outside our service area',
  'service-not-offered': 'Service we do not offer',
  timing: 'Timing did not work',
  'duplicate-or-spam': 'Duplicate or spam',
  other: 'Other',
}

/** The status that ends a sales lead without a job, which needs a reason; and the one that carries a value. */
export const LOST_STATUS: LeadStatus = 'lost'
export const WON_STATUS: LeadStatus = 'won'
/** The sales statuses that count as a qualified lead for an advertiser (an estimate visit was booked or later). */
export const QUALIFIED_STATUSES: readonly LeadStatus[] = ['estimate-scheduled', 'quoted', 'won']
