import type { Language } from '../schemas'
import type { CalendarView, VisitKind, VisitStatus } from './facts'

/** A window offered: its start and end as ISO instants, and how the office's zone reads it. */
export interface WindowView {
  startsAt: string
  endsAt: string
  label: string
}

/** A booked visit as its customer and the desk see it. */
export interface VisitView {
  id: number
  reference: string
  kind: VisitKind
  status: VisitStatus
  startsAt: string
  endsAt: string
  label: string
  address: string | null
  customerName: string | null
}

/**
 * A visit its customer can book behind a signed link (the job of an accepted quote, or the estimate visit of
 * a sent request): the visit booked, or the free windows to choose from.
 */
export interface JobBooking {
  visit: VisitView | null
  /** The customer's private link to change or cancel the booked visit. */
  changeLink: string | null
  windows: WindowView[]
  minutes: number
  /** Nothing booked yet (and, for a quote, accepted). */
  canBook: boolean
}

/** A customer's visit behind its private link: what they may still do with it, and the windows to move it to. */
export interface CustomerVisit {
  /** The visit, its times labelled in the customer's language. */
  visit: VisitView
  /** The language of the visit's lead (the page they asked from): the page and its mails speak it. */
  language: Language
  canChange: boolean
  /** Until when they may change or cancel it (the location's cut-off before the start). */
  changeUntil: string
  windows: WindowView[]
  office: { name: string; phone: string }
  /**
   * A done job's review request: its one reminder still to come (the customer may stop it), stopped by
   * the customer, or none to speak of (not asked, or already reminded).
   */
  reviewReminder: 'due' | 'stopped' | null
}

/** A visit on the lead page: where its review request stands once the job is done. */
export interface DeskVisit extends VisitView {
  doneAt: string | null
  reviewRequestedAt: string | null
  reviewRemindedAt: string | null
  reviewOptedOutAt: string | null
}

/** Review requests and the reviews they brought, for one location in one month (YYYY-MM in the office's zone). */
export interface ReviewStatsRow {
  location: string
  month: string
  requestsSent: number
  reviewsReceived: number
  /** Of the reviews received, those that came with a request's reference. */
  fromRequests: number
  /** The average rating of the reviews received (none without reviews). */
  averageRating: number | null
}

/** The free windows staff may schedule a lead's visit in, at its location, from now on. */
export interface LeadWindows {
  kind: VisitKind
  minutes: number
  location: { name: string; timeZone: string }
  windows: WindowView[]
}

/** A day of the staff calendar, in the office's zone. */
export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string
  /** "Mon, Nov 23". */
  label: string
  today: boolean
  closed: boolean
}

/** A visit on the staff calendar: its day and time in the office's zone, and its lead. */
export interface CalendarVisit extends VisitView {
  date: string
  time: string
  lead: { id: number; name: string | null; status: string }
}

/** Free places of one kind of crew in one window of the calendar. */
export interface CrewPlaces {
  left: number
  crews: number
}

/** One window of the crews' working time (a WINDOW_STEP_MINUTES step) and the places still free in it. */
export interface CalendarSlot {
  date: string
  startsAt: string
  time: string
  places: Record<VisitKind, CrewPlaces>
}

/** The staff calendar of one location over a week or a day. */
export interface DeskCalendar {
  location: { slug: string; name: string; timeZone: string }
  locations: { slug: string; label: string }[]
  view: CalendarView
  date: string
  previous: string
  next: string
  days: CalendarDay[]
  visits: CalendarVisit[]
  slots: CalendarSlot[]
}
