import type { LocationSlug } from '@ecs/shared/catalog'
import { ProblemError } from '@ecs/shared/http'
import { apiRequest, isUnreachable } from '../../../lib/api-client'

export type LocateResult =
  | { found: true; location: LocationSlug; label: string; city: string; state: string }
  | { found: false; city?: string; state?: string; message: string; refused?: boolean }

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
    return {
      found: false,
      city: answer.city,
      state: answer.state,
      message: answer.message ?? 'That ZIP code is outside our service areas for now.',
    }
  } catch (error) {
    // A refused ZIP (400, 404: no such ZIP) says what is wrong with it and is asked again; any other
    // trouble must not stop the visitor.
    if (error instanceof ProblemError && !isUnreachable(error) && error.details.status < 500)
      return { found: false, refused: true, message: error.details.detail }
    return {
      found: false,
      message:
        'We could not look up that ZIP code just now. You can continue; we will find your area from your address.',
    }
  }
}
