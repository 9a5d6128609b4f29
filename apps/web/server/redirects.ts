import { redirectKey, redirectStatus, redirectTarget, type RedirectDocument } from '@ecs/shared/routes'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ContentCache } from './content-cache'

/**
 * The redirects marketing keeps in the CMS (@payloadcms/plugin-redirects), references populated so
 * each target's page address is known. Read through the content cache like any content: a change
 * notice re-reads it, and the last good list stays while the CMS is down.
 */
const REDIRECTS_PATH = '/api/redirects?depth=1&pagination=false'

interface Answer {
  status: number
  location: string
}

function tableOf(answer: unknown): Map<string, Answer> {
  const table = new Map<string, Answer>()
  const docs = (answer as { docs?: RedirectDocument[] } | undefined)?.docs ?? []
  for (const redirect of docs) {
    const from = redirectKey(redirect.from)
    const location = redirectTarget(redirect)
    if (from && location) table.set(from, { status: redirectStatus(redirect), location })
  }
  return table
}

/** The target with the request's query string kept (a campaign's tags survive a moved page). */
function withQuery(location: string, query: string): string {
  if (!query) return location
  const hash = location.indexOf('#')
  const [base, fragment] = hash === -1 ? [location, ''] : [location.slice(0, hash), location.slice(hash)]
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`
}

/**
 * Answers a GET or HEAD for a redirected address before anything else sees it (kept pages, Express,
 * renders): a moved page is never rendered at its old address. Returns false for anything else.
 */
export function answerRedirect(content: Pick<ContentCache, 'get' | 'peek'>) {
  let answer: unknown
  let table = new Map<string, Answer>()
  // The first read; after it the content cache keeps the list current with every refresh.
  const load = () => content.get(REDIRECTS_PATH).catch(() => undefined)
  void load()
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const latest = content.peek(REDIRECTS_PATH)
    if (latest === undefined) void load()
    else if (latest !== answer) [answer, table] = [latest, tableOf(latest)]
    if (table.size === 0) return false
    const url = req.url ?? '/'
    const queryStart = url.indexOf('?')
    const key = redirectKey(queryStart === -1 ? url : url.slice(0, queryStart))
    const found = key && table.get(key)
    if (!found) return false
    res.writeHead(found.status, {
      location: withQuery(found.location, queryStart === -1 ? '' : url.slice(queryStart + 1)),
      'cache-control': 'public, max-age=0, s-maxage=60',
    })
    res.end()
    return true
  }
}
