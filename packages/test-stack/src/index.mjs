// The whole stack for tests and benchmarks, built apps only: a throwaway database, migrated and
// seeded, the CMS (its production server, dist/server.mjs) and optionally the site, on ports apart
// from the dev ones. Everything it starts it stops, by process group, and waits for the ports to close.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPreparedDatabase, freePort } from '@ecs/local-postgres'
import { systemProgram } from './system-programs.mjs'

export { freePort }

/** Every seeded user's password on a local or test stack (the CMS's seed: LOCAL_PASSWORD in seed/users.ts). */
export const SEED_PASSWORD = 'clearview-local-only'

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const cmsDir = join(root, 'apps/cms')
const webDir = join(root, 'apps/web')

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}\n${output}`)),
    )
  })
}

/**
 * Resolves once the site has rendered every shared route, as it does in the background at start-up
 * through the same circuit to the CMS as a visitor's first render (its log says so); rejects after
 * `timeoutMs`.
 */
export async function untilEveryRouteRendered(site, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs
  while (!site.log().includes('[pages] every shared route is rendered')) {
    if (Date.now() > deadline) throw new Error(`the site did not render every shared route within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

async function waitForClosed(url, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) })
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A long-running server in its own process group, so stopping it also stops what it spawned. */
export function startServer(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options })
  let log = ''
  let written = 0
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000)
    written += String(chunk).length
    if (process.env.TEST_STACK_VERBOSE) process.stderr.write(`[${name}] ${chunk}`)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return {
    child,
    log: () => log,
    logged: () => written,
    logSince: (mark) => log.slice(Math.max(0, log.length - (written - mark))),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        return
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }, 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

export async function startCms({ databaseUri, port, siteUrl, extraEnv = {} }) {
  const cmsUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URI: databaseUri,
    CMS_URL: cmsUrl,
    SITE_URL: siteUrl,
    PAYLOAD_SECRET: 'test-secret-test-secret-test-secret-00',
    CONTENT_CHANGE_SECRET: 'test-content-change-secret',
    NEXT_TELEMETRY_DISABLED: '1',
    ...extraEnv,
  }
  const server = startServer(
    'cms',
    'node',
    // No --hostname: the CMS's own default (loopback) is what is tested and run.
    [join(cmsDir, 'dist/server.mjs'), '--port', String(port)],
    { cwd: cmsDir, env },
  )
  await waitForHttp(`${cmsUrl}/api/globals/company-info`).catch((error) => {
    throw new Error(`${error.message}\n${server.log()}`)
  })
  return {
    url: cmsUrl,
    ...server,
    stop: async () => {
      await server.stop()
      await waitForClosed(cmsUrl)
    },
  }
}

/** The site's server; with `databaseUri` it shares limits and hears content changes through Postgres. */
export async function startWeb({ port, cmsUrl, databaseUri, extraEnv = {} }) {
  const webUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    CMS_URL: cmsUrl,
    ...(databaseUri ? { DATABASE_URI: databaseUri } : {}),
    CMS_PUBLIC_URL: cmsUrl,
    SITE_URL: webUrl,
    CONTENT_CHANGE_SECRET: 'test-content-change-secret',
    ...extraEnv,
  }
  const server = startServer('web', 'node', [join(webDir, 'dist/server/server.js')], { cwd: webDir, env })
  await waitForHttp(`${webUrl}/robots.txt`).catch((error) => {
    throw new Error(`${error.message}\n${server.log()}`)
  })
  return {
    url: webUrl,
    ...server,
    stop: async () => {
      await server.stop()
      await waitForClosed(webUrl)
    },
  }
}

const PREPARED_DATABASES = join(tmpdir(), 'ecs-prepared-postgres')
const MEDIA_DIR = join(cmsDir, 'media')

/**
 * A migrated and seeded database, for a stack or the CMS's own tests. The seed's pictures go where the
 * CMS's settings say: on the local disk, one prepared database is copied for every stack and test run
 * (keyed by the CMS's and the shared package's sources, so any change that could change the seed
 * prepares it again), with the pictures it uploaded kept beside it and put back if they were removed;
 * on object storage each stack seeds its own bucket.
 */
export async function createSeededDatabase(cmsEnv = {}) {
  const prepare = (uri) =>
    run(process.execPath, ['run-script.mjs', 'src/scripts/prepare-database.ts'], {
      cwd: cmsDir,
      env: { ...process.env, ...cmsEnv, DATABASE_URI: uri, NEXT_TELEMETRY_DISABLED: '1' },
    })
  if (cmsEnv.S3_BUCKET) return createPreparedDatabase({ prepare })
  const key = sourcesHash([join(cmsDir, 'src'), join(root, 'packages/shared/src')])
  const pictures = join(PREPARED_DATABASES, `${key}.media`)
  const database = await createPreparedDatabase({
    cacheDir: PREPARED_DATABASES,
    key,
    prepare: async (uri) => {
      const before = new Set(mediaFiles())
      await prepare(uri)
      mkdirSync(pictures, { recursive: true })
      for (const file of mediaFiles()) if (!before.has(file)) copyFileSync(join(MEDIA_DIR, file), join(pictures, file))
    },
  })
  mkdirSync(MEDIA_DIR, { recursive: true })
  for (const file of existsSync(pictures) ? readdirSync(pictures) : []) {
    if (!existsSync(join(MEDIA_DIR, file))) copyFileSync(join(pictures, file), join(MEDIA_DIR, file))
  }
  return database
}

function mediaFiles() {
  return existsSync(MEDIA_DIR) ? readdirSync(MEDIA_DIR) : []
}

function sourcesHash(dirs) {
  const hash = createHash('sha256')
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true }).sort()) {
      const path = join(dir, String(file))
      if (!statSync(path).isFile()) continue
      // Relative, so checkouts of the same sources share one prepared database.
      hash.update(relative(root, path))
      hash.update(readFileSync(path))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Database + migrations + seed + CMS (+ site), on free ports unless given, so runs never collide
 * with each other or with the dev stack on 3000/3001.
 */
export async function startStack({ web = true, cmsPort, webPort, cmsEnv = {}, webEnv = {} } = {}) {
  cmsPort ??= await freePort()
  webPort ??= await freePort()
  const database = await createSeededDatabase(cmsEnv)
  const siteUrl = `http://127.0.0.1:${webPort}`
  let cms
  let site
  try {
    cms = await startCms({ databaseUri: database.uri, port: cmsPort, siteUrl, extraEnv: cmsEnv })
    site = web
      ? await startWeb({ port: webPort, cmsUrl: cms.url, databaseUri: database.uri, extraEnv: webEnv })
      : undefined
  } catch (error) {
    // Leave nothing listening behind a failed start: the next run would find its port taken.
    await cms?.stop()
    await database.drop()
    throw error
  }
  return {
    databaseUri: database.uri,
    cms,
    site,
    stop: async () => {
      await site?.stop()
      await cms.stop()
      await database.drop()
    },
  }
}

/**
 * nginx (Debian's package) in front of site and CMS replicas, with the repository's own configuration
 * (deploy/nginx/clearview.conf.template) filled in for loopback ports. Runs in the foreground in its
 * own process group, its files in a throwaway folder.
 */
export async function startNginx({ sitePort, cmsPort, sites, cmses }) {
  // Before anything is made: a machine without nginx gets one line saying how to install it.
  const nginxPath = systemProgram('nginx')
  const dir = mkdtempSync(join(tmpdir(), 'clearview-nginx-'))
  // Workers may run as an unprivileged user when started as root: they write their temp files here.
  chmodSync(dir, 0o777)
  const servers = (urls) => urls.map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=2s;`).join('\n    ')
  const site = readFileSync(join(root, 'deploy/nginx/clearview.conf.template'), 'utf8')
    .replaceAll('${SITE_SERVERS}', servers(sites))
    .replaceAll('${CMS_SERVERS}', servers(cmses))
    .replaceAll('${SITE_LISTEN}', `127.0.0.1:${sitePort}`)
    .replaceAll('${CMS_LISTEN}', `127.0.0.1:${cmsPort}`)
  writeFileSync(join(dir, 'clearview.conf'), site)
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
      `  include ${dir}/clearview.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const server = startServer(
    'nginx',
    nginxPath,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {},
  )
  const siteUrl = `http://127.0.0.1:${sitePort}`
  const cmsUrl = `http://127.0.0.1:${cmsPort}`
  // A configuration nginx refuses ends it at once: say so instead of waiting for the port.
  const refused = new Promise((resolve, reject) =>
    server.child.once('exit', (code) => reject(new Error(`nginx exited (${code})`))),
  )
  refused.catch(() => undefined)
  await Promise.race([waitForHttp(`${cmsUrl}/api/globals/company-info`), refused]).catch((error) => {
    throw new Error(`${error.message}\n${server.log()}\n${readFileSync(join(dir, 'error.log'), 'utf8')}`)
  })
  return {
    siteUrl,
    cmsUrl,
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A forwarding proxy in front of the CMS that counts the GETs passing through it, so a test or a
 * benchmark can tell how many CMS reads the site made (the site is started with it as its CMS_URL).
 */
export async function startCountingProxy(targetUrl) {
  const target = new URL(targetUrl)
  const reads = { count: 0, lastAt: 0, paths: [] }
  const server = createHttpServer((req, res) => {
    if (req.method === 'GET') {
      reads.count++
      reads.lastAt = Date.now()
      reads.paths.push(req.url)
    }
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers)
        answer.pipe(res)
      },
    )
    forwarded.on('error', () => res.destroy())
    req.pipe(forwarded)
  })
  const port = await freePort()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    reads,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
