/**
 * URL policy, the way most sites treat it:
 * - Paths match case-insensitively, ignoring a trailing slash, repeated slashes and percent-encoding
 *   of plain characters, so a typed or mangled link still lands on its page.
 * - Each page has one spelling: lowercase, no trailing slash (except "/"), single slashes. A request
 *   spelled any other way gets `redirectTo` that spelling and the server answers 301, keeping the query
 *   string. Search engines and analytics then see one URL per page.
 * - A query string or hash passed in by mistake is ignored for matching, not treated as part of the path.
 */

/** The lowercase, decoded, non-empty segments of a pathname; undefined when its encoding is broken. */
export function pathSegments(pathname: string): string[] | undefined {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  const segments: string[] = []
  for (const raw of path.split('/')) {
    if (raw === '') continue
    let decoded: string
    try {
      decoded = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    segments.push(decoded.toLowerCase())
  }
  return segments
}

/** The path part as it was requested, for comparing with the canonical spelling. */
export function requestedPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? ''
  return path === '' ? '/' : path
}
