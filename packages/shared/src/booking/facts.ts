import type { OptionLabels } from '../catalog/options'

/** What a visit is for: looking at the property to price it, or doing the work of an accepted quote. */
export const VISIT_KINDS = ['estimate', 'job'] as const
export type VisitKind = (typeof VISIT_KINDS)[number]
export const VISIT_KIND_LABELS: OptionLabels<VisitKind> = { estimate: 'Estimate visit', job: 'Job' }

export const VISIT_STATUSES = ['booked', 'cancelled', 'done'] as const
export type VisitStatus = (typeof VISIT_STATUSES)[number]
export const VISIT_STATUS_LABELS: OptionLabels<VisitStatus> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  done: 'Done',
}

/** The letters of a visit's reference (V- and eight of them): no 0/O, 1/I to misread. */
export const VISIT_REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const VISIT_REFERENCE_PATTERN = /^V-[A-HJ-NP-Z2-9]{8}$/

/** Who booked a visit: the customer from their private page, or staff from the lead page. */
export const VISIT_BOOKERS = ['customer', 'staff'] as const
export type VisitBooker = (typeof VISIT_BOOKERS)[number]

/** A location's booking settings until the office sets its own. */
export const BOOKING_DEFAULTS = {
  estimateCrews: 1,
  jobCrews: 2,
  estimateMinutes: 60,
  jobMinutes: 180,
  changeCutoffHours: 24,
} as const

/** Windows start on every hour of the crews' working time (9:00, 10:00, …) that leaves room for the visit. */
export const WINDOW_STEP_MINUTES = 60
/** How far ahead windows are offered. */
export const BOOKING_DAYS_AHEAD = 28
/** How many free windows a refusal ("just taken") offers instead. */
export const NEXT_WINDOWS_OFFERED = 3

/** A job's customer is asked for a review when it is done, and reminded once this many days later. */
export const REVIEW_REMINDER_DAYS = 3
/** How long a review request's links (the review form's reference, the opt-out) stay good. */
export const REVIEW_LINK_DAYS = 60

/** The staff calendar's views: a week from Monday, or one day. */
export const CALENDAR_VIEWS = ['week', 'day'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]
