import { API_ROUTES } from '../api/api-routes'
import { pathMatches, type ApiRoute } from '../api/define-route'
import { LEAD_PHOTOS_MAX_BYTES } from '../schemas/lead-photos'
import { RESUME_MAX_BYTES } from '../schemas/resume-file'

/**
 * The path of a request as the CMS routes it, for counting it, not for routing it: percent-escapes
 * decoded, `\` read as `/`, repeated slashes collapsed, dot segments resolved, no trailing slash, lower
 * case (Next and Payload do each of these, e.g. `/api//users/%6cogin` and `/api/users/LOGIN` both
 * reach the sign-in). Repeated until nothing changes, so an escape of an escape is no way round either.
 * It may over-match (a spelling the CMS answers 404 is counted too); it must never under-match.
 */
export function routedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? ''
  for (let round = 0; round < 5; round++) {
    const next = normalizedOnce(path)
    if (next === path) break
    path = next
  }
  return path
}

function normalizedOnce(path: string): string {
  const decoded = path
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\/g, '/')
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`.toLowerCase()
}

/**
 * Whether the site passes a request to the CMS: `/api` and what is under `/api/`, as the CMS routes it,
 * never a neighbour that only starts with the same letters (`/api.php`, `/apix`), which are the site's 404.
 */
export function isCmsApiPath(url: string): boolean {
  const path = routedPath(url)
  return path === '/api' || path.startsWith('/api/')
}

/** The public writes each door limits per client address (docs/decisions/012-threat-model.md). */
export type LimitedAction = 'attribution' | 'lead' | 'sign-in' | 'password-reset'

const ROUTES: readonly ApiRoute[] = Object.values(API_ROUTES)

/** The declared routes at a request's path (a path parameter matches any one segment). */
function routesAt(url: string): ApiRoute[] {
  const path = routedPath(url)
  return ROUTES.filter((route) => pathMatches(route.path, path))
}

/** Which limit a request counts against, if any: its route's (only POSTs write). */
export function limitedAction(method: string | undefined, url: string): LimitedAction | undefined {
  return routesAt(url).find((route) => route.method === method?.toUpperCase())?.limit
}

/** Largest bodies, in bytes: the CMS refuses more, and the site refuses it before forwarding. */
export const BODY_LIMITS = {
  /** Twelve short fields fit in well under this; anything bigger is not a browser's record. */
  attribution: 16 * 1024,
  /** The longest valid lead form is about 6 KB. */
  leadJson: 32 * 1024,
  /** The resume plus the form's fields and multipart framing. */
  careerApplication: RESUME_MAX_BYTES + 64 * 1024,
  /** A send of photos for an estimate request, and its multipart framing. */
  estimatePhotos: LEAD_PHOTOS_MAX_BYTES + 64 * 1024,
  /** A Stripe event (a Checkout Session is a few KB; Stripe's own events stay well under this). */
  paymentEvent: 256 * 1024,
  /** A Twilio voice webhook: a form of some thirty short fields, about 2 KB. */
  callEvent: 16 * 1024,
  /** A Twilio webhook: an SMS's form fields (a 1,600-character body and its media links) stay well under this. */
  textWebhook: 64 * 1024,
  /** An ad platform's spend export: a year of fifty campaigns by day is about 2 MB. */
  adSpendCsv: 4 * 1024 * 1024,
  /** Everything else the site forwards: staff pages' JSON. Uploads go to the CMS admin directly. */
  api: 1024 * 1024,
} as const

/** The largest body a request to this path may carry: its route's, or that of every other forwarded request. */
export function bodyLimit(url: string): number {
  return BODY_LIMITS[routesAt(url).find((route) => route.bodyLimit)?.bodyLimit ?? 'api']
}
