// One command for the whole stack: Postgres (embedded unless DATABASE_URI is set), migrations, seed,
// the CMS on :3001 and the site on :3000. `--dev` runs both apps in watch mode instead of built.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLocalPostgres } from '@ecs/local-postgres'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const cmsDir = join(root, 'apps/cms')
const webDir = join(root, 'apps/web')
const dev = process.argv.includes('--dev')
const children = []
let localDatabase

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

function serve(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping everything`)
      void stop(1)
    }
  })
  children.push(child)
}

let stopping = false
async function stop(code = 0) {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  await localDatabase?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

let databaseUri = process.env.DATABASE_URI
if (!databaseUri) {
  const port = Number(process.env.LOCAL_POSTGRES_PORT ?? 54329)
  localDatabase = await startLocalPostgres({
    dataDir: join(root, '.data/postgres'),
    port,
    database: 'clearview',
  }).catch((error) => {
    console.error(`[start] ${error.message}`)
    process.exit(1)
  })
  databaseUri = localDatabase.uri
  console.log(`[start] embedded Postgres on port ${port} (data in .data/postgres)`)
}

/**
 * The built apps run in production mode, which demands real secrets: made once per checkout and kept
 * in the git-ignored .data folder, so staff sessions survive a restart.
 */
function localSecrets() {
  const file = join(root, '.data/local-secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  mkdirSync(dirname(file), { recursive: true })
  const secrets = {
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    CONTENT_CHANGE_SECRET: randomBytes(24).toString('hex'),
  }
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 })
  return secrets
}

const env = { ...localSecrets(), ...process.env, DATABASE_URI: databaseUri, NEXT_TELEMETRY_DISABLED: '1' }
try {
  await run(process.execPath, ['run-script.mjs', 'src/scripts/prepare-database.ts'], { cwd: cmsDir, env })
} catch (error) {
  console.error(`[start] ${error.message}`)
  await stop(1)
}

// In watch mode the CMS's own dev script (`next dev` on loopback, as the built server listens by default).
if (dev) serve('cms', 'pnpm', ['run', 'dev'], { cwd: cmsDir, env })
else
  serve('cms', 'node', [join(cmsDir, 'dist/server.mjs'), '--port', '3001'], {
    cwd: cmsDir,
    env: { ...env, NODE_ENV: 'production' },
  })
serve('web', 'pnpm', ['run', dev ? 'dev' : 'start'], {
  cwd: webDir,
  env: { ...env, CMS_URL: 'http://localhost:3001', PORT: '3000' },
})
console.log('[start] site http://localhost:3000 · CMS admin http://localhost:3001/admin')
