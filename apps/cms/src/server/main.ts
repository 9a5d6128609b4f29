import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import next from 'next'
import pg from 'pg'
import { DATABASE_CONNECT_TIMEOUT_MS, timeBoxedPool } from '@ecs/shared/shared-state'
import { env, IS_PRODUCTION } from '../env'
import { originFormTarget, PROBLEM_MEDIA_TYPE, ProblemError, routedPath } from '@ecs/shared/http'
import { SLOW_CLIENT_SERVER_OPTIONS, watchRequestBodies } from '@ecs/shared/node-server'
import { CLIENT_ADDRESS_HEADER, clientAddressOf, servedOverTlsOf } from './client-address'
import { attributionSessionLimit, cmsRateLimits } from './rate-limits'
import { cmsSecurityHeaders } from './security-headers'
import { ATTRIBUTION_PATH, serveAttributionPost } from './serve-attribution-post'

/**
 * The CMS in production: Next (the admin, Payload's REST and GraphQL) behind one Node HTTP server that
 * first answers the public burst path, POST /api/attribution, itself. Replaces `next start`, takes
 * its flags: `node dist/server.mjs --port 3001 [--hostname 0.0.0.0]`. It listens on CMS_HOST (env.ts:
 * loopback unless told otherwise) when no --hostname is given.
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
const hostname = flags.hostname ?? env.CMS_HOST
// Run as the bundle apps/cms/dist/server.mjs, so the app's folder is one up.
const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), port, hostname })
const handleWithNext = app.getRequestHandler()

// Its own few connections, apart from Payload's pool, so a burst of first visits cannot starve the
// admin and the lead endpoints of connections (and the other way round).
const poolSettings = { connectionString: env.DATABASE_URI, connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS }
const attributionPool = new pg.Pool({ ...poolSettings, max: 8 })
attributionPool.on('error', (error) => console.error('[attribution] idle database connection failed', error))
// A visit's upsert waits at most this long for a paused Postgres, then is answered 503.
const attributionStore = timeBoxedPool(attributionPool, 3_000)
// The rate limit counts every CMS replica shares (one upsert per limited request).
const limitsPool = new pg.Pool({ ...poolSettings, max: 4 })
limitsPool.on('error', (error) => console.error('[limits] idle database connection failed', error))

await app.prepare()

// The CMS port is a door of its own (docs/decisions/012-threat-model.md): headers and limits hold on every answer,
// whoever wrote it (Next, Payload, the fast path below).
const applySecurityHeaders = cmsSecurityHeaders({
  https: env.CMS_URL.startsWith('https:'),
  siteUrl: env.SITE_URL,
  overTls: servedOverTlsOf(env.TRUST_PROXY),
})
const clientAddress = clientAddressOf(env.TRUST_PROXY)
const admit = cmsRateLimits({
  perMinute: {
    attribution: env.ATTRIBUTION_RATE_LIMIT,
    lead: env.LEAD_RATE_LIMIT,
    'sign-in': env.LOGIN_RATE_LIMIT,
    'password-reset': env.PASSWORD_RESET_RATE_LIMIT,
  },
  clientAddress,
  pool: limitsPool,
})
const admitAttributionSession = attributionSessionLimit({
  perMinute: env.ATTRIBUTION_SESSION_RATE_LIMIT,
  clientAddress,
  pool: limitsPool,
})

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  applySecurityHeaders(req, res)
  const admitted = await admit(req, res)
  if (!admitted) return
  // The client's address as the limits count it, for the records that keep it (a quote's acceptance);
  // one a client sent itself is replaced.
  admitted.headers[CLIENT_ADDRESS_HEADER] = clientAddress(admitted)
  const path = routedPath(admitted.url ?? '/')
  // Who is signed in, with what token: an answer for this browser alone, never kept by any cache.
  if (path.startsWith('/api/users')) res.setHeader('cache-control', 'no-store')
  if (admitted.method === 'POST' && path === ATTRIBUTION_PATH) {
    return serveAttributionPost(attributionStore, admitAttributionSession, admitted, res)
  }
  return handleWithNext(admitted, res)
}

const server = createServer(SLOW_CLIENT_SERVER_OPTIONS, (req, res) => {
  // Next builds redirects (a trailing slash dropped) from the request target: never one a client
  // sent in absolute form, naming a host of its choosing.
  req.url = originFormTarget(req.url ?? '/')
  handle(req, res).catch((error: unknown) => {
    // A refusal decided deep in a call (a sign-in's body that never arrived whole: read-body.ts logs it).
    if (error instanceof ProblemError) {
      if (res.headersSent) return void res.destroy()
      return void res
        .writeHead(error.details.status, { 'content-type': PROBLEM_MEDIA_TYPE })
        .end(JSON.stringify(error.details))
    }
    console.error('[cms] request failed', error)
    if (!res.headersSent) res.writeHead(500).end()
    else res.destroy()
  })
})
watchRequestBodies(server, { name: 'cms' })
server.listen(port, hostname, () => console.log(`[cms] ready on http://${hostname}:${port}`))

function stop(): void {
  server.close()
  server.closeIdleConnections()
  void Promise.allSettled([attributionPool.end(), limitsPool.end(), app.close()]).then(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
