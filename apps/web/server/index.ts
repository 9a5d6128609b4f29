import compression from 'compression'
import express from 'express'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assetsFromManifest, DEV_ASSETS } from './assets'
import { forwardToCms } from './cms-forward'
import { createContentCache } from './content-cache'
import { env, IS_PRODUCTION } from './env'
import { locateRoute } from './locate'
import { attributionRateLimit, leadRateLimit, loginRateLimit } from './rate-limits'
import { renderPages } from './render'
import { seoFiles } from './seo-files'
import { securityHeaders } from './security-headers'
import { staffPages } from './staff-pages'

/**
 * The site's server. In production it runs from dist/server (bundled by `vite build --ssr`) and serves
 * dist/client; in development Vite's middleware compiles on request.
 */
export async function createSiteServer() {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  const cache = createContentCache({ cmsUrl: env.CMS_URL, ttlMs: env.CONTENT_CACHE_TTL_MS })

  app.use(securityHeaders({ production: IS_PRODUCTION, frameSources: ['https:'] }))
  app.use(attributionRateLimit({ limit: env.ATTRIBUTION_RATE_LIMIT }))
  app.use(leadRateLimit({ limit: env.LEAD_RATE_LIMIT }))
  app.use(loginRateLimit({ limit: env.LOGIN_RATE_LIMIT }))
  app.use(forwardToCms(env.CMS_URL))
  app.use(locateRoute(cache))
  app.use(compression())

  app.post('/__content-changed', (req, res) => {
    if (req.get('x-content-change-secret') !== env.CONTENT_CHANGE_SECRET)
      return res.status(403).json({ error: 'forbidden' })
    cache.clear()
    res.status(204).end()
  })

  app.use(staffPages({ cmsUrl: env.CMS_URL, cmsPublicUrl: env.CMS_PUBLIC_URL }))

  app.use(seoFiles(env.SITE_URL))

  if (IS_PRODUCTION) {
    const serverDir = dirname(fileURLToPath(import.meta.url))
    const clientDir = join(serverDir, '../client')
    app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }))
    const entryPath = join(serverDir, 'entry-server.js')
    app.use(
      renderPages({
        loadEntry: () => import(entryPath),
        assets: assetsFromManifest(join(clientDir, '.vite/manifest.json')),
        siteUrl: env.SITE_URL,
        cache,
      }),
    )
  } else {
    const { createServer } = await import('vite')
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
    app.use(vite.middlewares)
    app.use(
      renderPages({
        loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as never,
        assets: DEV_ASSETS,
        siteUrl: env.SITE_URL,
        cache,
        vite,
      }),
    )
  }
  return { app, cache }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const { app } = await createSiteServer()
  app.listen(env.PORT, () => console.log(`[web] site on http://localhost:${env.PORT}`))
}
