import { DEFAULT_LOCALE, type Locale } from '../routes/locales'
import { API_ROUTES, type ApiName } from './api-routes'
import { pathMatches } from './define-route'

/**
 * The CMS's content endpoints (Payload's REST reads of collections and globals), whose answers are
 * localized: each is asked with `locale=` for a page in another language than English, and Payload
 * answers a field not yet translated in English (its fallback locale).
 */
const CONTENT_ENDPOINTS = [
  'articles',
  'beforeAfterPairs',
  'caseStudies',
  'communityPrograms',
  'industries',
  'jobs',
  'jobPhotos',
  'landingPages',
  'locations',
  'pages',
  'plans',
  'reviews',
  'services',
  'companyInfo',
  'siteSettings',
] as const satisfies readonly ApiName[]

const CONTENT_PATTERNS = CONTENT_ENDPOINTS.map((name) => API_ROUTES[name].path)

/** A content read in a language: the same path with `locale=<locale>`; other paths and English unchanged. */
export function localizedContentPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  const [pathname = '', query] = path.split('?', 2)
  if (!CONTENT_PATTERNS.some((pattern) => pathMatches(pattern, pathname))) return path
  return `${pathname}?${query ? `${query}&` : ''}locale=${locale}`
}
