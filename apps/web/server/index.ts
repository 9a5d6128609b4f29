import { allConcretePaths } from '@ecs/shared/routes'
import { originFormTarget, problem, singleSlashTarget } from '@ecs/shared/http'
import { SLOW_CLIENT_SERVER_OPTIONS, watchRequestBodies } from '@ecs/shared/node-server'
import { DESK_CHANGED_CHANNEL, parseDeskChange } from '@ecs/shared/leads'
import {
  CONTENT_CHANGED_CHANNEL,
  DATABASE_CONNECT_TIMEOUT_MS,
  listenForNotices,
  parseContentChange,
  type NoticeListener,
} from '@ecs/shared/shared-state'
import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { builtAssets, DEV_ASSETS } from './assets'
import { forwardToCms } from './cms-forward'
import { createContentCache } from './content-cache'
import { deskEvents } from './desk-events'
import { env, IS_PRODUCTION } from './env'
import { answerKeptPage } from './kept-page-answers'
import { locateRoute } from './locate'
import { createPageCache, type PageCache } from './page-cache'
import { isSharedRoute, SHARED_CACHE_CONTROL } from './page-policy'
import { sendProblem } from './problem'
import { rateLimits } from './rate-limits'
import { createPreviews } from './preview'
import { linkRead } from './link-read'
import { answerRedirect } from './redirects'
import { createPageRenderer, renderPages } from './render'
import { seoFiles } from './seo-files'
import { siteContentFile } from './site-content-file'
import { SITE_CONTENT_PATH } from '../src/api/site-content'
import { securityHeaderList, securityHeaders } from './security-headers'
import { staffPages } from './staff-pages'

/**
 * The site's server. In production it runs from dist/server (bundled by `vite build --ssr`) and serves
 * dist/client, and kept pages are answered before Express (kept-page-answers.ts); in development
 * Vite's middleware compiles on request and every page is rendered per request.
 */
export async function createSiteServer() {
  const app = express()
  app.disable('x-powered-by')
  // Whose address a limit counts: the peer, or the client a trusted proxy in front names (env.ts).
  app.set('trust proxy', env.TRUST_PROXY)
  const content = createContentCache({ cmsUrl: env.CMS_URL, timeoutMs: env.CMS_TIMEOUT_MS })
  // In production the render entry is built (dist/server); its pages' inline scripts are allowed by hash.
  const serverDir = dirname(fileURLToPath(import.meta.url))
  const entryPath = join(serverDir, 'entry-server.js')
  const inlineScripts = IS_PRODUCTION ? ((await import(entryPath)) as { INLINE_SCRIPTS: string[] }).INLINE_SCRIPTS : []
  const headerOptions = { production: IS_PRODUCTION, frameSources: ['https:'], inlineScripts }
  let pages: PageCache | undefined
  let notices: NoticeListener | undefined
  const previews = createPreviews({ cmsUrl: env.CMS_URL, cmsPublicUrl: env.CMS_PUBLIC_URL })
  const readLink = linkRead({ cmsUrl: env.CMS_URL, timeoutMs: env.CMS_TIMEOUT_MS })
  // State every site replica shares, when the site reaches the database (env.ts, decision 011).
  const database = env.DATABASE_URI
    ? new pg.Pool({ connectionString: env.DATABASE_URI, max: 4, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS })
    : undefined
  database?.on('error', (error) => console.error('[limits] idle database connection failed', error.message))

  app.use(securityHeaders(headerOptions))
  app.use(
    rateLimits(
      {
        attribution: env.ATTRIBUTION_RATE_LIMIT,
        lead: env.LEAD_RATE_LIMIT,
        'sign-in': env.LOGIN_RATE_LIMIT,
        'password-reset': env.PASSWORD_RESET_RATE_LIMIT,
      },
      database,
    ),
  )
  app.use(forwardToCms(env.CMS_URL))
  app.use(locateRoute(content))
  // The desk's stream is mounted before compression, which would hold its events back.
  const desk = deskEvents({ cmsUrl: env.CMS_URL, live: env.DATABASE_URI !== undefined })
  app.use(desk.handler)
  app.use(compression())

  app.post('/__content-changed', express.text({ type: 'application/json', limit: '16kb' }), (req, res) => {
    if (req.get('x-content-change-secret') !== env.CONTENT_CHANGE_SECRET)
      return sendProblem(res, problem(403, 'Only the CMS may say that content changed.'))
    // While the database's notice reaches this replica (sent at commit), this earlier one adds nothing.
    if (!notices?.listening())
      pages?.contentChanged(parseContentChange(typeof req.body === 'string' ? req.body : ''), 'maybe-before-commit')
    res.status(204).end()
  })
  // A body its client stopped sending (body-parser's `request.aborted`) is the client's doing, said once at
  // info by watchRequestBodies: nobody is left to answer, and Express would log it as an error with a stack.
  app.use(((error, _req, res, next) => {
    if ((error as { type?: unknown } | undefined)?.type !== 'request.aborted') return next(error)
    res.destroy()
  }) satisfies ErrorRequestHandler)

  app.use(staffPages({ cmsUrl: env.CMS_URL, cmsPublicUrl: env.CMS_PUBLIC_URL }))

  app.use(seoFiles(env.SITE_URL, content))

  if (IS_PRODUCTION) {
    const clientDir = join(serverDir, '../client')
    app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }))
    const loadEntry = () => import(entryPath)
    app.get(SITE_CONTENT_PATH, siteContentFile({ loadEntry, content }))
    const renderPage = createPageRenderer({
      loadEntry,
      ...builtAssets(clientDir),
      siteUrl: env.SITE_URL,
    })
    pages = createPageCache({
      render: (path, reader) => renderPage(path, reader),
      content,
      headers: [...securityHeaderList(headerOptions), ['cache-control', SHARED_CACHE_CONTROL]],
      sharedPaths: allConcretePaths()
        .filter(isSharedRoute)
        .map((route) => route.path),
      maxBytes: env.PAGE_CACHE_MAX_BYTES,
      revalidateMs: env.CONTENT_REVALIDATE_MS,
      // The purge hook point: a CDN in front would be told to drop these paths here.
      onPagesChanged: (paths) => console.log(`[pages] ${paths.length} pages changed with the content`),
    })
    app.use(renderPages({ renderPage, content, pages, previews, readLink }))
    void pages.revalidate()
  } else {
    const { createServer: createViteServer } = await import('vite')
    const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
    app.use(vite.middlewares)
    const loadEntry = () => vite.ssrLoadModule('/src/entry-server.tsx') as never
    app.get(SITE_CONTENT_PATH, siteContentFile({ loadEntry, content }))
    const renderPage = createPageRenderer({
      loadEntry,
      assets: DEV_ASSETS,
      siteUrl: env.SITE_URL,
    })
    app.use(renderPages({ renderPage, content, previews, vite, readLink }))
  }

  // One listening connection per process: content changes for the kept pages, lead changes for the desks.
  if (env.DATABASE_URI) {
    const kept = pages
    notices = listenForNotices(
      env.DATABASE_URI,
      {
        [DESK_CHANGED_CHANNEL]: (payload) => {
          const change = parseDeskChange(payload)
          if (change) desk.changed(change)
        },
        ...(kept && {
          [CONTENT_CHANGED_CHANNEL]: (payload: string) =>
            kept.contentChanged(parseContentChange(payload), 'after-commit'),
        }),
      },
      {
        onReconnect: () => {
          kept?.contentChanged(undefined, 'after-commit')
          desk.resync()
        },
        log: (message) => console.warn(`[notices] ${message}`),
      },
    )
  }

  const redirect = answerRedirect(content)
  const answerKept = pages && answerKeptPage(pages)
  const answerCanonical = canonicalPathRedirect(securityHeaderList(headerOptions))
  const server = createServer(SLOW_CLIENT_SERVER_OPTIONS, (req, res) => {
    req.url = originFormTarget(req.url ?? '/')
    if (!answerCanonical(req, res) && !redirect(req, res) && !answerKept?.(req, res)) app(req, res)
  })
  watchRequestBodies(server, { name: 'web' })
  return { app, server, content, pages }
}

/**
 * A page has one address: `//services` or `/services//` is sent to `/services` (301), never answered as
 * a page of its own (a 200 not-found page at every such spelling, or a second copy of a page). Only
 * reads: a write to such a spelling goes on and is counted and refused as it would be anyway.
 */
function canonicalPathRedirect(headers: [string, string][]) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const location = singleSlashTarget(req.url ?? '/')
    if (location === undefined) return false
    res.writeHead(301, { ...Object.fromEntries(headers), location, 'content-length': '0' })
    res.end()
    return true
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const { server } = await createSiteServer()
  server.listen(env.PORT, () => console.log(`[web] site on http://localhost:${env.PORT}`))
}
