import type { LocationSlug } from '@ecs/shared/catalog'
import { ProblemError } from '@ecs/shared/http'
import { apiRequest, isUnreachable } from '../../../lib/api-client'

/**
 * Why no team was found, for the wizard to say in the page's language: the ZIP is outside our areas, is
 * not a ZIP (`refused`: asked again), or could not be looked up (the visitor carries on).
 */
export type LocateResult =
  | { found: true; location: LocationSlug; label: string; city: string; state: string }
  | { found: false; why: 'outside'; city?: string; state?: string; refused?: false }
  | { found: false; why: 'no-such-zip'; zip: string; refused: true }
  | { found: false; why: 'unavailable'; refused?: false }

/** Which location serves a ZIP, asked of the site's server (the ZIP table never reaches the browser). */
export async function locateZip(zip: string): Promise<LocateResult> {
  try {
    const answer = await apiRequest<{
      location?: LocationSlug | null
      label?: string
      city?: string
      state?: string
      message?: string
    }>(`/locate?zip=${encodeURIComponent(zip)}`)
    if (answer.location)
      return {
        found: true,
        location: answer.location,
        label: answer.label ?? '',
        city: answer.city ?? '',
        state: answer.state ?? '',
      }
    return { found: false, why: 'outside', city: answer.city, state: answer.state }
  } catch (error) {
    // A refused ZIP (400, 404: no such ZIP) says what is wrong with it and is asked again; any other
    // trouble must not stop the visitor.
    if (error instanceof ProblemError && !isUnreachable(error) && error.details.status < 500)
      return { found: false, why: 'no-such-zip', zip: zip.trim(), refused: true }
    return { found: false, why: 'unavailable' }
  }
}
