/**
 * The path and query of a request target. HTTP/1.1 lets a client send the absolute form (`GET
 * http://any-host/x HTTP/1.1`, meant for proxies); reduced to `/x` here, nothing that builds an address
 * from the request (a redirect's location) can name a host the client chose.
 */
export function originFormTarget(target: string): string {
  if (target.startsWith('/') || target === '*') return target
  try {
    const url = new URL(target)
    return url.pathname + url.search
  } catch {
    return target
  }
}

/**
 * The one spelling of a path written with repeated slashes (`//x`, `/a//b/`), the query kept; undefined
 * when the path has none. A backslash beside a slash counts as one (browsers read `\` as `/`), so the
 * answer never starts with `//` or `/\`, which a browser would read as another host.
 */
export function singleSlashTarget(target: string): string | undefined {
  const queryStart = target.search(/[?#]/)
  const path = queryStart === -1 ? target : target.slice(0, queryStart)
  if (!/[\\/]{2}/.test(path)) return undefined
  return path.replace(/[\\/]{2,}/g, '/') + (queryStart === -1 ? '' : target.slice(queryStart))
}
