import { sitePathOf, type ContentDocument } from './content-paths'
import { pathSegments } from './normalize'

/** A redirect as the CMS stores it (@payloadcms/plugin-redirects), with its reference populated or not. */
export interface RedirectDocument {
  from: string
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: { relationTo: string; value: unknown } | null
  } | null
  type?: string | null
}

/**
 * The one spelling of a redirect's old address, the way the route table compares paths: lowercase,
 * decoded, single slashes, no trailing slash, no query. Undefined for what is not a site path.
 */
export function redirectKey(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined
  const segments = pathSegments(path)
  return segments && '/' + segments.join('/')
}

/** Where a redirect leads: the referenced document's page, or the URL given. Undefined when unknown. */
export function redirectTarget(redirect: Pick<RedirectDocument, 'to'>): string | undefined {
  const to = redirect.to
  if (to?.type === 'custom') return to.url?.trim() || undefined
  const reference = to?.reference
  if (!reference || typeof reference.value !== 'object' || reference.value === null) return undefined
  return sitePathOf(reference.relationTo, reference.value as ContentDocument)
}

const REDIRECT_STATUSES = [301, 302, 307, 308] as const
type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** The status chosen in the CMS: 301 (moved for good) unless 302, 307 or 308 was picked. */
export function redirectStatus(redirect: Pick<RedirectDocument, 'type'>): RedirectStatus {
  return REDIRECT_STATUSES.find((status) => String(status) === redirect.type) ?? 301
}
