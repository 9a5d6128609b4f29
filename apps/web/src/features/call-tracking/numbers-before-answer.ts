import { buildAttributionBody } from '@ecs/shared/attribution'
import { POOL_HOLD_MINUTES, trackingSourceOf, type SourceNumbers, type TrackingSource } from '@ecs/shared/calls'
import type { LocationSlug } from '@ecs/shared/catalog'

/** What the page itself carries for the swap before its first layout: the same for every visitor. */
export interface PageNumbers {
  /** The page's location (a pool number is lent per location). */
  location: LocationSlug | null
  sources: SourceNumbers
}

/** The numbers' last answer, kept so the visit's next page shows them from its first layout. */
export interface KeptAnswer {
  /** The visit's first-touch source, as attribution recorded it. */
  source: TrackingSource | null
  location: LocationSlug | null
  numbers: Record<string, string>
  /** When it was answered (ms since the epoch): a pool number is held that long after a page view. */
  at: number
}

declare global {
  interface Window {
    /** What the page's inline script wrote into its phone numbers (number-swap-script.ts), which hydration keeps. */
    numbersShownBeforeAnswer?: Record<string, string>
  }
}

export const PAGE_NUMBERS_ELEMENT_ID = '__page_numbers'
/**
 * Kept in localStorage, which attribution opens on every page anyway (its first touch is kept there): the
 * first read of an origin's store in a page waits on the browser, which the script then only does earlier.
 * A cookie would be a wait of its own: measured at 2-15 ms a page at full speed (bench/number-swap.mjs).
 */
export const KEPT_ANSWER_KEY = 'call_numbers'
const POOL_HOLD_MS = POOL_HOLD_MINUTES * 60_000
/**
 * The numbers this visit is shown on this page before the server is asked: the last answer on a
 * page of the same location while its pool number is still held; else the numbers of the visit's
 * first-touch source (kept with the last answer, or read from this page's address on a first visit).
 * The server's answer (call-tracking.ts) has the last word; this is what it would say, known earlier.
 */
export function numbersBeforeAnswer({
  readPage,
  keptAnswer,
  address,
  now,
}: {
  /** The page's numbers, read only when the visit may be shown some (most visits are not). */
  readPage: () => PageNumbers | null
  /** What is kept under KEPT_ANSWER_KEY, if anything. */
  keptAnswer: string | null
  address: { search: string; referrer: string }
  now: number
}): Record<string, string> {
  const kept = readKeptAnswer(keptAnswer)
  // A first visit's source is in its address's tags or its referrer; one with neither (direct) has none.
  if (!kept && !address.search && !address.referrer) return {}
  const page = readPage()
  if (!page) return {}
  if (kept && kept.location === page.location && now - kept.at < POOL_HOLD_MS) return kept.numbers
  if (kept) return (kept.source && page.sources[kept.source]) || {}
  // The first touch as attribution will record it; its session and landing page do not tell the source.
  const touch = buildAttributionBody({
    sessionId: '',
    search: address.search,
    referrer: address.referrer,
    landingPage: '',
  })
  const source = trackingSourceOf(touch)
  return (source && page.sources[source]) || {}
}

function readKeptAnswer(text: string | null): KeptAnswer | null {
  if (!text) return null
  try {
    const kept = JSON.parse(text) as KeptAnswer | null
    return kept && typeof kept.at === 'number' && typeof kept.numbers === 'object' ? kept : null
  } catch {
    return null
  }
}
