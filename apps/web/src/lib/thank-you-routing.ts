import { useLocation } from 'react-router-dom'
import type { LeadAccepted } from '@ecs/shared/api'
import { leadRoutingSchema, type LeadRouting } from '@ecs/shared/leads'
import { PHOTO_LINK_QUERY } from '@ecs/shared/schemas'
import { useHydrated } from './use-hydrated'

/**
 * The navigation to a thank-you page carries the lead's routing (who will call and when) in the
 * history entry's state: it stays with a reload, and never goes in an address someone could share.
 * A form whose email is optional says whether the confirmation was emailed (`emailed`).
 */
export function thankYouState(
  accepted: LeadAccepted,
  { emailed }: { emailed?: boolean } = {},
): {
  state: {
    routing: LeadRouting | null
    photos: LeadAccepted['photos']
    booking: LeadAccepted['booking']
    emailed?: boolean
  }
} {
  return { state: { routing: accepted.routing, photos: accepted.photos, booking: accepted.booking, emailed } }
}

/**
 * Whether the confirmation of the request the thank-you page was opened with went by email (true) or
 * comes with the call (false), once hydrated; null when the form did not say (its email is required).
 */
export function useThankYouEmailed(): boolean | null {
  const hydrated = useHydrated()
  const { state } = useLocation() as { state: unknown }
  const emailed = (state as { emailed?: unknown } | null)?.emailed
  return hydrated && typeof emailed === 'boolean' ? emailed : null
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
 * page was opened with, once hydrated; null without one. The photo link also comes in the address, from
 * the confirmation email's "add photos" link.
 */
export function useThankYouLink(purpose: 'photos' | 'booking'): RequestLink | null {
  const hydrated = useHydrated()
  const { state, search } = useLocation() as { state: unknown; search: string }
  if (!hydrated) return null
  const query = new URLSearchParams(search)
  const link =
    (state as Record<string, { token?: unknown; until?: unknown } | undefined> | null)?.[purpose] ??
    (purpose === 'photos'
      ? { token: query.get(PHOTO_LINK_QUERY.token), until: query.get(PHOTO_LINK_QUERY.until) }
      : undefined)
  return typeof link?.token === 'string' && typeof link.until === 'string' && !Number.isNaN(Date.parse(link.until))
    ? { token: link.token, until: link.until }
    : null
}
