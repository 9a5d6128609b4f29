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

/** The earliest window offered to a customer: no nearer than the cut-off, since they could no longer change it. */
export function customerNotBefore(location: Pick<LocationBooking, 'changeCutoffHours'>, now = Date.now()): number {
  return now + location.changeCutoffHours * HOUR
}

/**
 * How long a window offered to a customer stays theirs to book after it has crossed the cut-off. The
 * list is read when the page opens, and the customer takes a while to choose: the first window of a
 * list read at 12:59 crosses a 24-hour cut-off at 13:00, and was refused as "just taken" (seen in CI).
 */
const OFFERED_WINDOW_GRACE_MS = 15 * 60_000

/** The earliest start a customer's booking or move is taken for: a window offered a moment ago still is. */
export function customerBookableFrom(location: Pick<LocationBooking, 'changeCutoffHours'>, now = Date.now()): number {
  return customerNotBefore(location, now) - OFFERED_WINDOW_GRACE_MS
}
