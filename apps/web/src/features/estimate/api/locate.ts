import type { LocationSlug } from '@ecs/shared/catalog'

export type LocateResult =
  | { found: true; location: LocationSlug; label: string; city: string; state: string }
  | { found: false; city?: string; state?: string; message: string }

/** Which location serves a ZIP, asked of the site's server (the ZIP table never reaches the browser). */
export async function locateZip(zip: string): Promise<LocateResult> {
  try {
    const response = await fetch(`/locate?zip=${encodeURIComponent(zip)}`)
    const answer = (await response.json()) as {
      location?: LocationSlug | null
      label?: string
      city?: string
      state?: string
      message?: string
      error?: string
    }
    if (!response.ok) return { found: false, message: answer.error ?? 'Please check the ZIP code.' }
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
  } catch {
    return {
      found: false,
      message:
        'We could not look up that ZIP code just now. You can continue; we will find your area from your address.',
    }
  }
}
