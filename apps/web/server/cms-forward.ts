import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import { createProxyMiddleware } from 'http-proxy-middleware'

const IDLE_CONNECTION_MS = 4_000

/**
 * The browser talks only to the site's origin: /api/* is passed to the CMS unchanged (cookies
 * included), so staff sessions work without CORS.
 */
export function forwardToCms(cmsUrl: string) {
  // Without an agent http-proxy sends `Connection: close` both ways: a new TCP connection to the CMS
  // for every call, and the browser's own connection dropped after each answer, which made a burst
  // of first visits slow and costly (bench/attribution.mjs). An idle connection is dropped after 4 s,
  // before Node's default 5 s on the CMS side: a connection the CMS is closing must never be reused
  // (the request would fail with a reset). Node 20's agent ignores the server's Keep-Alive hint
  // unless a timeout is set, so it is set here, below the CMS's.
  const agent = new (cmsUrl.startsWith('https:') ? HttpsAgent : HttpAgent)({
    keepAlive: true,
    timeout: IDLE_CONNECTION_MS,
  })
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
          res.end(
            JSON.stringify({
              errors: [{ message: 'The content service is not reachable right now. Please try again shortly.' }],
            }),
          )
        }
      },
    },
  })
}
