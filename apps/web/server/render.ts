import type { RequestHandler } from 'express'
import type { ViteDevServer } from 'vite'
import { match } from '@ecs/shared/routes'
import type { DocumentAssets } from '../src/app/document'
import type * as EntryServer from '../src/entry-server'
import type { ContentCache } from './content-cache'
import { unavailablePage } from './unavailable-page'

type LoadEntry = () => Promise<typeof EntryServer>

/**
 * Answers every page request with server-rendered HTML: a 301 to the canonical spelling of a path,
 * 200 for a page, 404 with the not-found page, 503 when the CMS is down and nothing is cached.
 */
export function renderPages({
  loadEntry,
  assets,
  siteUrl,
  cache,
  vite,
}: {
  loadEntry: LoadEntry
  assets: DocumentAssets
  siteUrl: string
  cache: ContentCache
  vite?: ViteDevServer
}): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const current = match(req.path)
    if (current.page !== 'not-found' && current.redirectTo) {
      const query = req.originalUrl.slice(req.path.length)
      return res.redirect(301, current.redirectTo + query)
    }
    try {
      const entry = await loadEntry()
      const { status, html } = await entry.render({
        url: req.originalUrl,
        assets,
        siteUrl,
        fetchContent: ({ queryKey }) => cache.get(String(queryKey[0])),
      })
      const page = vite ? await vite.transformIndexHtml(req.originalUrl, html) : html
      res.status(status).type('html').setHeader('cache-control', 'no-cache').send(page)
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error)
      console.error('[render]', error)
      res.status(503).type('html').setHeader('retry-after', '30').send(unavailablePage())
    }
  }
}
