// The whole stack for tests and benchmarks, built apps only: a throwaway database, migrated and
// seeded, the CMS (its production server, dist/server.mjs) and optionally the site, on ports apart
// from the dev ones. Everything it starts it stops, by process group, and waits for the ports to close.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createThrowawayDatabase, freePort } from '@ecs/local-postgres'

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
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000)
    if (process.env.TEST_STACK_VERBOSE) process.stderr.write(`[${name}] ${chunk}`)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return {
    child,
    log: () => log,
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
    [join(cmsDir, 'dist/server.mjs'), '--port', String(port), '--hostname', '127.0.0.1'],
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

export async function startWeb({ port, cmsUrl, extraEnv = {} }) {
  const webUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    CMS_URL: cmsUrl,
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

/**
 * Database + migrations + seed + CMS (+ site), on free ports unless given, so runs never collide
 * with each other or with the dev stack on 3000/3001.
 */
export async function startStack({ web = true, cmsPort, webPort, cmsEnv = {}, webEnv = {} } = {}) {
  cmsPort ??= await freePort()
  webPort ??= await freePort()
  const database = await createThrowawayDatabase()
  const env = { ...process.env, DATABASE_URI: database.uri, NEXT_TELEMETRY_DISABLED: '1' }
  const siteUrl = `http://127.0.0.1:${webPort}`
  try {
    await run(join(cmsDir, 'node_modules/.bin/tsx'), ['src/scripts/prepare-database.ts'], { cwd: cmsDir, env })
  } catch (error) {
    await database.drop()
    throw error
  }
  let cms
  let site
  try {
    cms = await startCms({ databaseUri: database.uri, port: cmsPort, siteUrl, extraEnv: cmsEnv })
    site = web ? await startWeb({ port: webPort, cmsUrl: cms.url, extraEnv: webEnv }) : undefined
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
