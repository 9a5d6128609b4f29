import { NEXT_WINDOWS_OFFERED, type WindowView } from '@ecs/shared/booking'
import { problemType, type ProblemDetails } from '@ecs/shared/http'
import type { Messages } from '../../../lib/messages'

/**
 * What the thank-you page says of a refused estimate visit booking, in the page's words (the server's
 * own are English), by the field the problem names or its kind: a window just taken, with the next free
 * ones (`windows`: as they were read again after the refusal, in the page's language); a window never
 * offered; a link the server no longer honours (expired, or online booking turned off since: the office
 * calls); too many tries. Anything else did not reach us.
 */
export function visitRefusal(problem: ProblemDetails | undefined, windows: WindowView[], said: Messages): string {
  const words = said.estimateVisit
  const fields = new Set(problem?.errors?.map((error) => error.field))
  if (fields.has('token')) return words.closed
  if (fields.has('startsAt') && problem?.status === 409) {
    const next = windows.slice(0, NEXT_WINDOWS_OFFERED).map((window) => window.label)
    return next.length > 0 ? words.refused.justTaken(next.join('; ')) : words.refused.noneLeft
  }
  if (fields.has('startsAt') || problem?.status === 422) return words.refused.notOffered
  if (problem?.type === problemType('rate-limited')) return words.refused.tooMany
  return said.windowPicker.notReached
}
