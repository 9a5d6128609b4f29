import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { databaseBefore } from '../helpers/migrated-database'
import { getTestPayload } from '../helpers/payload'

const NAME = '20261127_071600_empty_landing_drafts'

let payload: Payload
let database: Awaited<ReturnType<typeof databaseBefore>>

beforeAll(async () => {
  payload = await getTestPayload()
  database = await databaseBefore(payload, NAME)
})

afterAll(async () => {
  await database?.drop()
  await payload?.db.destroy?.()
})

describe('the migration that clears the "<No Title>" landing pages', () => {
  it('deletes the empty untitled drafts and their versions, and keeps a draft with a title or a section', async () => {
    const { pool, run } = database
    const page = async (status: 'draft' | 'published', slug: string | null) =>
      (
        await pool.query<{ id: number }>(`INSERT INTO landing_pages (_status, slug) VALUES ($1, $2) RETURNING id`, [
          status,
          slug,
        ])
      ).rows[0]!.id
    const version = (parent: number, status: 'draft' | 'published') =>
      pool.query(`INSERT INTO _landing_pages_v (parent_id, version__status, latest) VALUES ($1, $2, true)`, [
        parent,
        status,
      ])
    // Two openings of "Create New" 150 ms apart: each an empty draft with its autosaved version.
    const empty = [await page('draft', null), await page('draft', null)]
    for (const id of empty) await version(id, 'draft')
    await pool.query(`INSERT INTO landing_pages_locales (_parent_id, _locale, title) VALUES ($1, 'en', '  ')`, [
      empty[1],
    ])
    // A draft with nothing but a Proof section, one with a title, and an untitled one once published.
    const withSection = await page('draft', null)
    await pool.query(
      `INSERT INTO landing_pages_blocks_proof (_order, _parent_id, _path, id) VALUES (1, $1, 'layout', $2)`,
      [withSection, randomUUID().replaceAll('-', '').slice(0, 24)],
    )
    const titled = await page('draft', null)
    await pool.query(`INSERT INTO landing_pages_locales (_parent_id, _locale, title) VALUES ($1, 'es', 'Ventanas')`, [
      titled,
    ])
    const wasPublished = await page('draft', null)
    await version(wasPublished, 'published')

    await run(NAME)

    const { rows: pages } = await pool.query<{ id: number }>(`SELECT id FROM landing_pages ORDER BY id`)
    expect(pages.map((row) => row.id)).toEqual([withSection, titled, wasPublished])
    const { rows: versions } = await pool.query(`SELECT parent_id FROM _landing_pages_v WHERE parent_id IS NULL`)
    expect(versions).toEqual([])
    const { rows: left } = await pool.query<{ parent_id: number }>(
      `SELECT parent_id FROM _landing_pages_v ORDER BY parent_id`,
    )
    expect(left.map((row) => row.parent_id)).toEqual([wasPublished])
  })
})
