import { NEXT_WINDOWS_OFFERED, type WindowView } from '@ecs/shared/booking'
import { problemType, type ProblemDetails } from '@ecs/shared/http'
import type { Messages } from '../../../lib/messages'

/** The words a refused booking is said in (the thank-you page's, a private page's). */
export interface BookingRefusalWords {
  /** The link no longer books online (expired, closed, turned off). */
  closed: string
  justTaken: (times: string) => string
  noneLeft: string
  notOffered: string
  tooMany: string
  notReached: string
}

/**
 * What a page says of a refused booking (an estimate visit, a job, a visit moved), in the page's words
 * (the server's own are English), by the field the problem names or its kind: a window just taken, with
 * the next free ones (`windows`: as they were read again after the refusal, in the page's language); a
 * window never offered; a link the server no longer honours (expired, changed, or online booking
 * turned off since); too many tries. Anything else did not reach us.
 */
export function bookingRefusal(
  problem: ProblemDetails | undefined,
  windows: WindowView[],
  words: BookingRefusalWords,
): string {
  const fields = new Set(problem?.errors?.map((error) => error.field))
  if (fields.has('token')) return words.closed
  if (fields.has('startsAt') && problem?.status === 409) {
    const next = windows.slice(0, NEXT_WINDOWS_OFFERED).map((window) => window.label)
    return next.length > 0 ? words.justTaken(next.join('; ')) : words.noneLeft
  }
  if (fields.has('startsAt') || problem?.status === 422) return words.notOffered
  if (problem?.type === problemType('rate-limited')) return words.tooMany
  return words.notReached
}

/** A refused estimate visit booking on the thank-you page, in the site's catalogue (the office calls). */
export function visitRefusal(problem: ProblemDetails | undefined, windows: WindowView[], said: Messages): string {
  const { closed, refused } = said.estimateVisit
  return bookingRefusal(problem, windows, { closed, ...refused, notReached: said.windowPicker.notReached })
}
