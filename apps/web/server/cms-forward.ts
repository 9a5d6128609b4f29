import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { createProxyMiddleware } from 'http-proxy-middleware'

/**
 * The browser talks only to the site's origin: /api/* is passed to the CMS unchanged (cookies
 * included), so staff sessions work without CORS.
 */
export function forwardToCms(cmsUrl: string) {
  // Without an agent http-proxy sends `Connection: close` both ways: a new TCP connection to the CMS
  // for every call, and the browser's own connection dropped after each answer, which made a burst
  // of first visits slow and costly (bench/attribution.mjs). The agent retires an idle
  // connection before the CMS would close it (it reads the server's Keep-Alive timeout hint).
  const agent = new (cmsUrl.startsWith('https:') ? HttpsAgent : HttpAgent)({ keepAlive: true })
  return createProxyMiddleware({
    target: cmsUrl,
    agent,
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
