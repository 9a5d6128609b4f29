import type { PayloadRequest } from 'payload'
import { BOOKING_DEFAULTS, type CrewCalendar, type VisitKind, type VisitLengths } from '@ecs/shared/booking'
import { readHours } from '@ecs/shared/hours'

/** What booking needs of a location: its calendar per kind of visit, the lengths, the cut-off, the office. */
export interface LocationBooking {
  id: number
  slug: string
  name: string
  label: string
  phone: string
  email: string
  timeZone: string
  address: string
  lengths: VisitLengths
  changeCutoffHours: number
  estimateBookingOnline: boolean
  googleReviewUrl: string | null
  calendarOf(kind: VisitKind): CrewCalendar
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : value)

/** A location's booking settings as the windows function takes them (the office hours where the crews have none). */
export async function locationBooking(req: PayloadRequest, locationId: number): Promise<LocationBooking> {
  const location = await req.payload.findByID({
    collection: 'locations',
    id: locationId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const booking = location.booking ?? {}
  const hours = readHours(booking.hours || location.hours).hours
  const closedDates = (booking.closedDates ?? []).map((closed) => closed.date)
  const crews = {
    estimate: booking.estimateCrews ?? BOOKING_DEFAULTS.estimateCrews,
    job: booking.jobCrews ?? BOOKING_DEFAULTS.jobCrews,
  }
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    label: location.label,
    phone: location.phone,
    email: location.email,
    timeZone: location.timeZone,
    address: `${location.address.street}, ${location.address.city}, ${location.address.region} ${location.address.postalCode}`,
    lengths: {
      estimateMinutes: booking.estimateMinutes,
      jobMinutes: booking.jobMinutes,
      serviceMinutes: (booking.serviceMinutes ?? []).map((entry) => ({
        service: Number(idOf(entry.service)),
        minutes: entry.minutes,
      })),
    },
    changeCutoffHours: booking.changeCutoffHours ?? BOOKING_DEFAULTS.changeCutoffHours,
    estimateBookingOnline: booking.estimateBookingOnline ?? false,
    googleReviewUrl: location.googleReviewUrl ?? null,
    calendarOf: (kind) => ({ hours, timeZone: location.timeZone, closedDates, crews: crews[kind] }),
  }
}
