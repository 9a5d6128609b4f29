import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { versionHistory } from '../../src/content/version-history'
import { databasePool } from '../../src/utilities/database'
import { actorUsers, type Actor } from '../helpers/users'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let users: Awaited<ReturnType<typeof actorUsers>>
const created: number[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  users = await actorUsers(payload)
})
afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'landing-pages', id, overrideAccess: true })
  await payload.destroy()
})

const layout = [{ blockType: 'hero' as const, heading: 'Gutters before the rains' }]

async function historyAs(actor: Actor, id: number) {
  const req = await createLocalReq({ user: users[actor] }, payload)
  return versionHistory(req, 'landing-pages', id, 20)
}

describe('version history', () => {
  it('names who saved each version, newest first, and keeps the name through a scheduled publish', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Fall gutters', slug: 'fall-gutters-history', layout, _status: 'draft' },
      draft: true,
      user: users.marketing,
      overrideAccess: false,
    })
    created.push(page.id)
    await payload.update({
      collection: 'landing-pages',
      id: page.id,
      data: { title: 'Fall gutter cleaning', _status: 'published' },
      user: users.admin,
      overrideAccess: false,
    })
    // The job that publishes a scheduled draft saves with nobody signed in.
    await payload.update({
      collection: 'landing-pages',
      id: page.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })

    const history = await historyAs('marketing', page.id)
    expect(history.map((entry) => [entry.status, entry.savedBy])).toEqual([
      ['published', users.admin!.name],
      ['published', users.admin!.name],
      ['draft', users.marketing!.name],
    ])
    expect(history[0]!.savedAt >= history[2]!.savedAt).toBe(true)
  })

  it('is the editors’: office staff and visitors read neither the versions nor who saved them', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Roof wash', slug: 'roof-wash-history', layout, _status: 'published' },
      user: users.marketing,
      overrideAccess: false,
    })
    created.push(page.id)
    await expect(historyAs('staff', page.id)).rejects.toThrow(/not allowed/i)
    const seen = await payload.findByID({ collection: 'landing-pages', id: page.id, overrideAccess: false })
    expect(seen).not.toHaveProperty('updatedBy')
    const seenByEditor = await payload.findByID({
      collection: 'landing-pages',
      id: page.id,
      user: users.marketing,
      overrideAccess: false,
      depth: 0,
    })
    expect(seenByEditor.updatedBy).toBe(users.marketing!.id)
  })

  it('tells a save made before authors were kept from one made by the seed or an import', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Spring rinse', slug: 'spring-rinse-history', layout, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    created.push(page.id)
    await payload.update({
      collection: 'landing-pages',
      id: page.id,
      data: { title: 'Spring house rinse', _status: 'published' },
      overrideAccess: true,
    })
    // The first save as it was stored before authors were kept: dated before that migration ran.
    const pool = databasePool(payload)
    const { rows } = await pool.query<{ id: number }>(
      'SELECT id FROM _landing_pages_v WHERE parent_id = $1 AND NOT coalesce(snapshot, false) ORDER BY id LIMIT 1',
      [page.id],
    )
    await pool.query(`UPDATE _landing_pages_v SET updated_at = '2026-01-05T12:00:00Z' WHERE id = $1`, [rows[0]!.id])
    const history = await historyAs('marketing', page.id)
    expect(history.map((entry) => [entry.savedBy, entry.beforeAuthorsKept])).toEqual([
      [null, false],
      [null, true],
    ])
  })
})
