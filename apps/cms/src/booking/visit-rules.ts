import type { Visit } from '@ecs/shared/cms'
import type { LocationBooking } from './location-booking'

const HOUR = 3_600_000

/** Until when the customer may change or cancel a visit themselves: the location's cut-off before its start. */
export function changeUntil(
  visit: Pick<Visit, 'startsAt'>,
  location: Pick<LocationBooking, 'changeCutoffHours'>,
): Date {
  return new Date(Date.parse(visit.startsAt) - location.changeCutoffHours * HOUR)
}

/** The earliest a customer may book: no nearer than the cut-off, since they could no longer change it. */
export function customerNotBefore(location: Pick<LocationBooking, 'changeCutoffHours'>, now = Date.now()): number {
  return now + location.changeCutoffHours * HOUR
}
