import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type Pool = PostgresAdapter['pool']

/**
 * The adapter's node-postgres pool, for the few hot or aggregate queries that Payload's generic
 * operations cannot express efficiently. Every query through it is parameterised.
 */
export function databasePool(payload: Payload): Pool {
  return (payload.db as unknown as PostgresAdapter).pool
}
