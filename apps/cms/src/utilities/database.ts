import pg from 'pg'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

export type Pool = PostgresAdapter['pool']

/**
 * The adapter's node-postgres pool, for the few hot or aggregate queries that Payload's generic
 * operations cannot express efficiently. Every query through it is parameterised.
 */
export function databasePool(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool
}

const sidePools = new WeakMap<Payload, Pool>()

/**
 * A small pool of its own beside Payload's, for a short transaction that a request runs apart from its
 * own (taking a location's routing turn): a request holding one of Payload's connections and waiting
 * for a second from the same pool waits for good once a burst of such requests holds them all.
 */
export function sidePool(payload: Payload): Pool {
  let pool = sidePools.get(payload)
  if (!pool) {
    const { connectionString, connectionTimeoutMillis } = databasePool(payload).options
    pool = new pg.Pool({ connectionString, connectionTimeoutMillis, max: 2, idleTimeoutMillis: 5_000 })
    // An idle connection the database ended (a restart, a test's database dropped) is replaced when next needed.
    pool.on('error', (error) => payload.logger.warn({ err: error }, 'an idle side connection to the database ended'))
    sidePools.set(payload, pool)
  }
  return pool
}

/**
 * Runs one SQL statement (drizzle's `sql` tag: values are bound) inside the request's transaction, for
 * what Payload's operations cannot say, such as locking a row (SELECT ... FOR UPDATE) before a change.
 */
export async function queryInTransaction<Row>(req: PayloadRequest, statement: SQL): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transactionID = await req.transactionID
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  const result = (await db.execute(statement)) as unknown as { rows: Row[] }
  return result.rows
}

/**
 * Runs `work` in the request's transaction: one begun here is committed when it returns and rolled back
 * when it throws; inside a caller's transaction (a job run, another operation) it is left to the caller.
 */
export async function inRequestTransaction<Result>(req: PayloadRequest, work: () => Promise<Result>): Promise<Result> {
  const startedHere = await initTransaction(req)
  try {
    const result = await work()
    if (startedHere) await commitTransaction(req)
    return result
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}

/** What work inside a transaction needs of its connection (a pg client queries like the pool). */
export type Connection = Pick<Pool, 'query'>

const dialect = new PgDialect()

/** Runs drizzle `sql` statements (values bound) on a pg connection, answering their rows. */
export const statementsOn =
  (db: Connection) =>
  async <Row>(statement: SQL): Promise<Row[]> => {
    const { sql: text, params } = dialect.sqlToQuery(statement)
    return (await db.query(text, params)).rows as Row[]
  }

/** Runs `work` in one transaction on one pooled connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<Result>(
  pool: Pool,
  work: (client: Connection) => Promise<Result>,
): Promise<Result> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
