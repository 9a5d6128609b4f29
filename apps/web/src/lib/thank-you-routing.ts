import { useLocation } from 'react-router-dom'
import type { LeadAccepted } from '@ecs/shared/api'
import { leadRoutingSchema, type LeadRouting } from '@ecs/shared/leads'
import { useHydrated } from './use-hydrated'

/**
 * The navigation to a thank-you page carries the lead's routing (who will call and when) in the
 * history entry's state: it stays with a reload, and never goes in an address someone could share.
 */
export function thankYouState(accepted: LeadAccepted): {
  state: { routing: LeadRouting | null; photos: LeadAccepted['photos']; booking: LeadAccepted['booking'] }
} {
  return { state: { routing: accepted.routing, photos: accepted.photos, booking: accepted.booking } }
}

/**
 * The routing the thank-you page was opened with, once hydrated (the server's HTML, which cannot see
 * the history entry, says the neutral sentence, and hydration must match it); null when there is none
 * or it is not a routing (a hand-made history entry).
 */
export function useThankYouRouting(): LeadRouting | null {
  const hydrated = useHydrated()
  const { state } = useLocation() as { state: unknown }
  if (!hydrated) return null
  const parsed = leadRoutingSchema.safeParse((state as { routing?: unknown } | null)?.routing)
  return parsed.success ? parsed.data : null
}

/** A signed link of the sent request: to add its photos, or to book its estimate visit. */
type RequestLink = NonNullable<LeadAccepted['photos' | 'booking']>

/**
 * The sent request's link for one thing its visitor may still do (`photos`, `booking`) the thank-you
 * page was opened with, once hydrated; null without one.
 */
export function useThankYouLink(purpose: 'photos' | 'booking'): RequestLink | null {
  const hydrated = useHydrated()
  const { state } = useLocation() as { state: unknown }
  if (!hydrated) return null
  const link = (state as Record<string, { token?: unknown; until?: unknown } | undefined> | null)?.[purpose]
  return typeof link?.token === 'string' && typeof link.until === 'string'
    ? { token: link.token, until: link.until }
    : null
}
