import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PageCache } from './page-cache'
import { isPersonalRequest } from './page-policy'
import { sendPreparedPage } from './prepared-page'

/**
 * The fast path: a kept page is answered before Express sees the request, with its headers and
 * compressed bodies prepared in advance. Returns false for anything else (not a GET or HEAD, not kept,
 * a request of a visitor's own), which goes on to Express.
 */
export function answerKeptPage(pages: PageCache) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? '/'
    const queryStart = url.indexOf('?')
    const path = queryStart === -1 ? url : url.slice(0, queryStart)
    if (isPersonalRequest(queryStart === -1 ? '' : url.slice(queryStart), req.headers.cookie)) return false
    const page = pages.lookup(path)
    if (!page) return false
    sendPreparedPage(req, res, page)
    return true
  }
}
