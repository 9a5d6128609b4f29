/** Any origin works as the base: only whether a value stays on it matters. */
const BASE = 'http://same-site.invalid'

/** Longest return path kept; a longer one is not a page of ours. */
const MAX_LENGTH = 2000

/**
 * The one guard for "where to send the browser next" (`/login?next=`): a path on this site, as the
 * browser will resolve it, or null. Browsers drop tabs and newlines from URLs and read `\` as `/`, and
 * dot segments resolve before the browser looks at the result: `/.//evil.example/` resolves to the path
 * `//evil.example/`, which a browser sends to another host. So the value is resolved the way a
 * browser resolves it and the result, not the input, is checked and returned.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin !== BASE || path.startsWith('//')) return null
  return path
}
