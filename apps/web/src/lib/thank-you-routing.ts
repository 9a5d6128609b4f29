import { useLocation } from 'react-router-dom'
import type { LeadAccepted } from '@ecs/shared/api'
import { leadRoutingSchema, type LeadRouting } from '@ecs/shared/leads'
import { useHydrated } from './use-hydrated'

/**
 * The navigation to a thank-you page carries the lead's routing (who will call and when) in the
 * history entry's state: it stays with a reload, and never goes in an address someone could share.
 */
export function thankYouState(accepted: LeadAccepted): {
  state: { routing: LeadRouting | null; photos: LeadAccepted['photos'] }
} {
  return { state: { routing: accepted.routing, photos: accepted.photos } }
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

/** The link for the sent request's photos the thank-you page was opened with, once hydrated; null without one. */
export function useThankYouPhotoLink(): NonNullable<LeadAccepted['photos']> | null {
  const hydrated = useHydrated()
  const { state } = useLocation() as { state: unknown }
  if (!hydrated) return null
  const link = (state as { photos?: { token?: unknown; until?: unknown } } | null)?.photos
  return typeof link?.token === 'string' && typeof link.until === 'string'
    ? { token: link.token, until: link.until }
    : null
}
