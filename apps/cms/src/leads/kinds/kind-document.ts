import type { Language } from '@ecs/shared/schemas'

/** A kind's document as the desk's hooks see it (depth 0 or 1: a relationship is an id or a document). */
export interface KindDocument {
  id: number
  location?: number | { id: number } | null
  idempotencyKey?: string | null
  attributionSessionId?: string | null
  language?: Language | null
  status?: unknown
  contact?: {
    firstName?: string | null
    lastName?: string | null
    email?: string | null
    phone?: string | null
    textConsentAt?: string | null
  } | null
  /** Who asked for a business (estimate requests from the business branch). */
  business?: { company?: string | null } | null
  address?: {
    street?: string | null
    unit?: string | null
    city?: string | null
    state?: string | null
    zip?: string | null
  } | null
  [field: string]: unknown
}

/** A slug as words for the inbox's one-line summaries ("pressure-washing" reads "Pressure washing"). */
export function humanize(slug: string): string {
  const words = slug.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
