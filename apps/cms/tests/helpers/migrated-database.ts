import type { Payload } from 'payload'
import pg from 'pg'
import { createThrowawayDatabase } from '@ecs/local-postgres'
import { migrations } from '../../src/migrations'

/**
 * A database of its own with the committed migrations run up to (not including) `before`, for a test
 * of that migration's data move: `run` runs one migration up or down on it, `pool` reads and writes it,
 * `uri` is its address (for a Payload of its own).
 * The test's Payload lends its SQL dialect (the migrations are drizzle queries).
 */
export async function databaseBefore(payload: Payload, before: string) {
  const database = await createThrowawayDatabase()
  const pool = new pg.Pool({ connectionString: database.uri })
  const dialect = (
    payload.db as unknown as {
      drizzle: { dialect: { sqlToQuery: (q: unknown) => { sql: string; params: unknown[] } } }
    }
  ).drizzle.dialect
  const db = {
    execute: async (query: unknown) => {
      const { sql, params } = dialect.sqlToQuery(query)
      return pool.query(sql, params)
    },
  }
  const run = async (name: string, direction: 'up' | 'down' = 'up') => {
    const migration = migrations.find((candidate) => candidate.name === name)
    if (!migration) throw new Error(`No migration ${name}`)
    await migration[direction]({ db, payload, req: {} } as never)
  }
  for (const migration of migrations) {
    if (migration.name === before) break
    await run(migration.name)
  }
  return {
    uri: database.uri,
    pool,
    run,
    drop: async () => {
      await pool.end()
      await database.drop()
    },
  }
}
