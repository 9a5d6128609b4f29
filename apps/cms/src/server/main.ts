import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import next from 'next'
import pg from 'pg'
import { env } from '../env'
import { ATTRIBUTION_PATH, serveAttributionPost } from './serve-attribution-post'

/**
 * The CMS in production: Next (the admin, Payload's REST and GraphQL) behind one Node HTTP server that
 * first answers the public burst path, POST /api/attribution, itself. Replaces `next start`, takes
 * its flags: `node dist/server.mjs --port 3001 [--hostname 127.0.0.1]`.
 */
if (process.env.NODE_ENV !== 'production') {
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

await app.prepare()

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url?.split('?')[0] === ATTRIBUTION_PATH) {
    void serveAttributionPost(attributionPool, req, res)
    return
  }
  void handleWithNext(req, res)
})
server.listen(port, flags.hostname, () => console.log(`[cms] ready on http://${flags.hostname ?? 'localhost'}:${port}`))

function stop(): void {
  server.close()
  server.closeIdleConnections()
  void Promise.allSettled([attributionPool.end(), app.close()]).then(() => process.exit(0))
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
