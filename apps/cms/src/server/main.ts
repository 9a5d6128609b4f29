import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import next from 'next'
import pg from 'pg'
import { env, IS_PRODUCTION } from '../env'
import { clientAddressOf } from './client-address'
import { cmsRateLimits } from './rate-limits'
import { cmsSecurityHeaders } from './security-headers'
import { ATTRIBUTION_PATH, serveAttributionPost } from './serve-attribution-post'

/**
 * The CMS in production: Next (the admin, Payload's REST and GraphQL) behind one Node HTTP server that
 * first answers the public burst path, POST /api/attribution, itself. Replaces `next start`, takes
 * its flags: `node dist/server.mjs --port 3001 [--hostname 127.0.0.1]`.
 */
if (!IS_PRODUCTION) {
  // env.ts has already chosen development defaults (a known secret) by now: refuse rather than run so.
  console.error(
    '[cms] dist/server.mjs runs the production build: start it with NODE_ENV=production (use `next dev` to develop).',
  )
  process.exit(1)
}

const { values: flags } = parseArgs({
  options: { port: { type: 'string', default: '3001' }, hostname: { type: 'string' } },
})
const port = Number(flags.port)
// Run as the bundle apps/cms/dist/server.mjs, so the app's folder is one up.
const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), port, hostname: flags.hostname })
const handleWithNext = app.getRequestHandler()

// Its own few connections, apart from Payload's pool, so a burst of first visits cannot starve the
// admin and the lead endpoints of connections (and the other way round).
const attributionPool = new pg.Pool({ connectionString: env.DATABASE_URI, max: 8 })
attributionPool.on('error', (error) => console.error('[attribution] idle database connection failed', error))
// The rate limit counts every CMS replica shares (one upsert per limited request).
const limitsPool = new pg.Pool({ connectionString: env.DATABASE_URI, max: 4 })
limitsPool.on('error', (error) => console.error('[limits] idle database connection failed', error))

await app.prepare()

// The CMS port is a door of its own (DESIGN.md decision 12): headers and limits hold on every answer,
// whoever wrote it (Next, Payload, the fast path below).
const applySecurityHeaders = cmsSecurityHeaders({
  https: env.CMS_URL.startsWith('https:'),
  siteUrl: env.SITE_URL,
})
const admit = cmsRateLimits({
  perMinute: {
    attribution: env.ATTRIBUTION_RATE_LIMIT,
    lead: env.LEAD_RATE_LIMIT,
    'sign-in': env.LOGIN_RATE_LIMIT,
    'password-reset': env.PASSWORD_RESET_RATE_LIMIT,
  },
  clientAddress: clientAddressOf(env.TRUST_PROXY),
  pool: limitsPool,
})

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  applySecurityHeaders(req, res)
  const admitted = await admit(req, res)
  if (!admitted) return
  if (admitted.method === 'POST' && admitted.url?.split('?')[0] === ATTRIBUTION_PATH) {
    return serveAttributionPost(attributionPool, admitted, res)
  }
  return handleWithNext(admitted, res)
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('[cms] request failed', error)
    if (!res.headersSent) res.writeHead(500).end()
    else res.destroy()
  })
})
server.listen(port, flags.hostname, () => console.log(`[cms] ready on http://${flags.hostname ?? 'localhost'}:${port}`))

function stop(): void {
  server.close()
  server.closeIdleConnections()
  void Promise.allSettled([attributionPool.end(), limitsPool.end(), app.close()]).then(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
