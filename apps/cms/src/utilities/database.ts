import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

export type Pool = PostgresAdapter['pool']

/**
 * The adapter's node-postgres pool, for the few hot or aggregate queries that Payload's generic
 * operations cannot express efficiently. Every query through it is parameterised.
 */
export function databasePool(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool
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
