import { apiPath } from '@ecs/shared/api'
import type { AttributionBody } from '@ecs/shared/attribution'
import { trackingSourceOf, type TrackingSource } from '@ecs/shared/calls'
import type { LocationSlug } from '@ecs/shared/catalog'
import { detectLocation } from '@ecs/shared/navigation'
import { callApi } from '../../lib/api-client'
import { setShownPhones } from '../../lib/shown-phones'
import { KEPT_ANSWER_KEY, type KeptAnswer } from './numbers-before-answer'

/** The visit whose numbers are shown, once attribution has its record (its session id and first touch). */
let visit: { sessionId: string; source: TrackingSource | null; location: LocationSlug | null | undefined } | undefined

/**
 * Asks which numbers this visit is shown on a page of `location` and swaps in any the page does not
 * show yet, keeping the answer for the visit's next page to show from its first layout. A failed
 * request leaves the page's numbers: call tracking never breaks calling.
 */
async function showNumbersFor(
  { sessionId, source }: { sessionId: string; source: TrackingSource | null },
  location: LocationSlug | null,
): Promise<void> {
  try {
    const { numbers } = await callApi('callNumbers', { json: { sessionId, location } })
    setShownPhones(numbers)
    const kept: KeptAnswer = { source, location, numbers, at: Date.now() }
    window.localStorage.setItem(KEPT_ANSWER_KEY, JSON.stringify(kept))
  } catch {
    // The page keeps its own numbers.
  }
}

/** Follows the visitor to a page of another location (the pool number is the location's). */
export function followLocation(pathname: string): void {
  const location = detectLocation(pathname) ?? null
  if (!visit || visit.location === location) return
  visit.location = location
  void showNumbersFor(visit, location)
}

/** A tap on a tel: or sms: link, sent as a beacon (it survives the page handing over to the dialler). */
function countTap(sessionId: string, event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[href^="tel:"], a[href^="sms:"]')
  if (!link) return
  const kind = link.getAttribute('href')!.startsWith('sms:') ? 'text' : 'call'
  const body = new Blob([JSON.stringify({ sessionId, kind })], { type: 'application/json' })
  navigator.sendBeacon?.(apiPath('callTap'), body)
}

/**
 * Call tracking for this load, once attribution knows the visit: the numbers for the visit's first
 * touch and the current page's location, and every tap on a phone or text link counted with the visit.
 */
export function startCallTracking(record: AttributionBody): void {
  visit = { sessionId: record.sessionId, source: trackingSourceOf(record), location: undefined }
  followLocation(window.location.pathname)
  document.addEventListener('click', (event) => countTap(record.sessionId, event), { capture: true })
}
