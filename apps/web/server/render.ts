import type { RequestHandler } from 'express'
import type { ViteDevServer } from 'vite'
import { match, type RouteMatch } from '@ecs/shared/routes'
import type * as EntryServer from '../src/entry-server'
import type { ContentReader } from './content-cache'
import type { LinkRead } from './link-read'
import type { PageCache, RenderedPage } from './page-cache'
import { isPersonalRequest, isSharedRoute, PER_REQUEST_CACHE_CONTROL, PER_VISITOR_HEADERS } from './page-policy'
import { isPreviewRequest, type Previews } from './preview'
import { sendPreparedPage } from './prepared-page'
import { unavailablePage } from './unavailable-page'

export type LoadEntry = () => Promise<typeof EntryServer>

/**
 * Renders the page of a URL from the content a reader gives (the published content, or drafts for a
 * preview, which carry every query in the page: the site content file serves the published content).
 */
export type RenderPage = (
  url: string,
  content: ContentReader,
  options?: EntryServer.RenderOptions,
) => Promise<RenderedPage>

/** The one render function of the site: every page, cached or not, is rendered here. */
export function createPageRenderer({
  loadEntry,
  assets,
  css,
  siteUrl,
}: {
  loadEntry: LoadEntry
  assets: EntryServer.DocumentAssets
  /** The CSS every page inlines (none in development, where Vite injects it). */
  css?: string
  siteUrl: string
}): RenderPage {
  return async (url, content, options) => {
    const entry = await loadEntry()
    const dependencies = new Set<string>()
    const { status, html } = await entry.render({
      url,
      assets,
      css,
      siteUrl,
      ...options,
      fetchContent: ({ queryKey }) => {
        const path = String(queryKey[0])
        dependencies.add(path)
        return content.get(path)
      },
    })
    return { status, html, dependencies }
  }
}

/**
 * Answers every page request: a 301 to the canonical spelling of a path; a shared page from the page
 * cache (rendered now if it is not kept yet); anything made for one visitor (staff pages, sign-in, a
 * staff session, a personal query string) rendered for this request only and never stored; a preview
 * rendered the same way from the signed-in editor's drafts (preview.ts); 404 with the not-found page; 503 when the CMS is down and the page was never rendered. Without a page cache
 * (development) every page is rendered per request.
 */
export function renderPages({
  renderPage,
  content,
  pages,
  previews,
  vite,
  readLink,
}: {
  renderPage: RenderPage
  content: ContentReader
  pages?: PageCache
  previews: Previews
  vite?: ViteDevServer
  /**
   * A private link's page is written in its customer's language and answers its token's refusal (403,
   * 410) as its status (link-read.ts).
   */
  readLink?: (current: RouteMatch) => Promise<LinkRead>
}): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const current = match(req.path)
    const queryStart = req.originalUrl.indexOf('?')
    const search = queryStart === -1 ? '' : req.originalUrl.slice(queryStart)
    if (current.page !== 'not-found' && current.redirectTo) return res.redirect(301, current.redirectTo + search)
    const shared = isSharedRoute(current) && !isPersonalRequest(search, req.headers.cookie)
    const preview = isPreviewRequest(search)
    try {
      if (pages && shared) return sendPreparedPage(req, res, await pages.load(req.path))
      const reader = preview ? await previews.open(req, res) : content
      if (!reader) return
      // The link's read comes first: its language is the page's.
      const link = (await readLink?.(current)) ?? {}
      const { status, html } = await renderPage(req.originalUrl, reader, {
        inlineSiteContent: preview,
        language: link.language,
      })
      const page = vite ? await vite.transformIndexHtml(req.originalUrl, html) : html
      res.status(link.status ?? status).type('html')
      if (!preview && (current.page === 'not-found' || shared))
        res.setHeader('cache-control', PER_REQUEST_CACHE_CONTROL)
      else for (const [name, value] of PER_VISITOR_HEADERS) res.setHeader(name, value)
      if (preview) previews.prepareAnswer(res, page)
      res.send(page)
    } catch (error) {
      vite?.ssrFixStacktrace(error as Error)
      console.error('[render]', error)
      res.status(503).type('html').setHeader('retry-after', '30').send(unavailablePage())
    }
  }
}
