import { createProxyMiddleware } from 'http-proxy-middleware'

/**
 * The browser talks only to the site's origin: /api/* is passed to the CMS unchanged (cookies
 * included), so staff sessions work without CORS.
 */
export function forwardToCms(cmsUrl: string) {
  return createProxyMiddleware({
    target: cmsUrl,
    changeOrigin: true,
    xfwd: true,
    pathFilter: '/api',
    proxyTimeout: 15_000,
    on: {
      error: (_error, _req, res) => {
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ errors: [{ message: 'The content service is not reachable right now. Please try again shortly.' }] }))
        }
      },
    },
  })
}
