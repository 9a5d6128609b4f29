import type { PayloadRequest } from 'payload'
import {
  calendarPeriod,
  crewSlots,
  dayIn,
  dayLabel,
  dayStart,
  addDays,
  VISIT_KINDS,
  type CalendarQuery,
  type CalendarSlot,
  type DeskCalendar,
  type VisitKind,
} from '@ecs/shared/booking'
import { problem, ProblemError } from '@ecs/shared/http'
import { STATUS_LABELS } from '@ecs/shared/leads'
import { QUOTE_STAGE_LABELS } from '@ecs/shared/quotes'
import { locationBooking } from './location-booking'
import { leadOfVisit, visitView } from './visits'

const timeOf = (timeZone: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })

/**
 * One location's staff calendar over a week from Monday or one day, in the office's zone (today there
 * when no day is asked): the booked and done visits with their lead's name, address and where the lead
 * stands, and the crews' working time in windows with the places still free of each kind.
 */
export async function deskCalendar(req: PayloadRequest, query: CalendarQuery): Promise<DeskCalendar> {
  const { docs: locations } = await req.payload.find({
    collection: 'locations',
    sort: 'label',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, label: true },
    req,
  })
  const chosen = query.location ? locations.find((location) => location.slug === query.location) : locations[0]
  if (!chosen) {
    const message = 'location must be one of our locations.'
    throw new ProblemError(problem(404, message, { errors: [{ field: 'location', message }] }))
  }
  const location = await locationBooking(req, chosen.id)
  const { timeZone } = location
  const today = dayIn(Date.now(), timeZone)
  const view = query.view ?? 'week'
  const date = query.date ?? today
  const period = calendarPeriod(date, view)
  const from = dayStart(period.days[0]!, timeZone)
  const until = dayStart(addDays(period.days.at(-1)!, 1), timeZone)

  const { docs: visits } = await req.payload.find({
    collection: 'visits',
    where: {
      location: { equals: location.id },
      status: { not_equals: 'cancelled' },
      startsAt: { less_than: new Date(until).toISOString() },
      endsAt: { greater_than: new Date(from).toISOString() },
    },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { docs: leads } = await req.payload.find({
    collection: 'desk-leads',
    where: { id: { in: [...new Set(visits.map(leadOfVisit))] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, status: true, quoteStage: true },
    req,
  })
  const leadById = new Map(leads.map((lead) => [lead.id, lead]))

  const slots = new Map<number, CalendarSlot>()
  for (const kind of VISIT_KINDS) {
    const calendar = location.calendarOf(kind)
    const booked = visits
      .filter((visit) => visit.kind === kind && visit.status === 'booked')
      .map((visit) => ({ start: Date.parse(visit.startsAt), end: Date.parse(visit.endsAt) }))
    for (const slot of crewSlots(calendar, booked, from, period.days.length)) {
      const shown = slots.get(slot.start) ?? {
        date: slot.date,
        startsAt: new Date(slot.start).toISOString(),
        time: timeOf(timeZone).format(slot.start),
        places: {} as CalendarSlot['places'],
      }
      shown.places[kind satisfies VisitKind] = { left: slot.left, crews: calendar.crews }
      slots.set(slot.start, shown)
    }
  }
  const withSlots = new Set([...slots.values()].map((slot) => slot.date))

  return {
    location: { slug: chosen.slug, name: location.name, timeZone },
    locations: locations.map(({ slug, label }) => ({ slug, label })),
    view,
    date,
    previous: period.previous,
    next: period.next,
    days: period.days.map((day) => ({
      date: day,
      label: dayLabel(day),
      today: day === today,
      closed: !withSlots.has(day),
    })),
    visits: visits.map((visit) => {
      const lead = leadById.get(leadOfVisit(visit))
      return {
        ...visitView(visit, timeZone),
        date: dayIn(visit.startsAt, timeZone),
        time: `${timeOf(timeZone).format(Date.parse(visit.startsAt))} – ${timeOf(timeZone).format(Date.parse(visit.endsAt))}`,
        lead: {
          id: leadOfVisit(visit),
          name: lead?.name ?? null,
          status: lead?.quoteStage ? QUOTE_STAGE_LABELS[lead.quoteStage] : lead ? STATUS_LABELS[lead.status] : '',
        },
      }
    }),
    slots: [...slots.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
  }
}
