import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createPreparedDatabase, createThrowawayDatabase } from '../src/index.mjs'

async function query(uri: string, sql: string) {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

// Not a mkdtemp folder: run as root, Postgres runs as its own user, who must reach the cache.
const cacheDir = join(tmpdir(), `ecs-prepared-test-${randomBytes(6).toString('hex')}`)
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('throwaway and prepared databases', () => {
  it('gives a throwaway database that is gone once dropped', async () => {
    const database = await createThrowawayDatabase()
    expect(await query(database.uri, 'select 1 as one')).toEqual([{ one: 1 }])
    await database.drop()
    await expect(query(database.uri, 'select 1')).rejects.toThrow()
  })

  it('prepares once per key and gives each caller a copy of its own', async () => {
    let prepared = 0
    const prepare = async (uri: string) => {
      prepared++
      await query(uri, "create table seeded (name text); insert into seeded values ('from the seed')")
    }
    const first = await createPreparedDatabase({ cacheDir, key: 'sources-a', prepare })
    const second = await createPreparedDatabase({ cacheDir, key: 'sources-a', prepare })
    try {
      expect(prepared).toBe(1)
      await query(first.uri, "insert into seeded values ('only in the first')")
      expect(await query(second.uri, 'select name from seeded')).toEqual([{ name: 'from the seed' }])
    } finally {
      await Promise.all([first.drop(), second.drop()])
    }
  })
})
