import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import type { OutgoingMail } from '../utilities/mailer'

export interface InvitedVisit {
  reference: string
  title: string
  startsAt: string
  endsAt: string
  address: string | null
  description: string
  organizer: { name: string; email: string }
  /** Bumped on every change, so a calendar replaces the event it holds instead of adding one. */
  sequence: number
}

/**
 * The visit as an iCalendar invitation (ical-generator), its times in UTC (every calendar shows them in
 * its own zone): one event whose UID is the visit's reference,
 * so a rescheduled visit updates the event already in the customer's calendar and a cancelled one removes it.
 */
export function visitInvitation(visit: InvitedVisit, cancelled = false): NonNullable<OutgoingMail['icalEvent']> {
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  const calendar = ical({ name: visit.organizer.name, method, prodId: { company: 'Clearview', product: 'booking' } })
  calendar.createEvent({
    id: `${visit.reference}@clearview`,
    sequence: visit.sequence,
    start: new Date(visit.startsAt),
    end: new Date(visit.endsAt),
    summary: visit.title,
    description: visit.description,
    location: visit.address,
    organizer: visit.organizer,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return { method: cancelled ? 'CANCEL' : 'REQUEST', filename: `${visit.reference}.ics`, content: calendar.toString() }
}
