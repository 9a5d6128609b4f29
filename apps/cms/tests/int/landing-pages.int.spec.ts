import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const layout = [{ blockType: 'hero' as const, heading: 'Spring house wash' }]

async function redirectFrom(from: string) {
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, depth: 1 })
  return docs[0]
}

describe('landing pages', () => {
  it('are hidden from search engines unless marketing says otherwise', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Hidden', slug: 'hidden-by-default', layout, _status: 'published' },
    })
    expect(page.noindex).toBe(true)
    expect(page.distractionFree).toBe(false)
  })

  it('refuse a slug that is not lowercase words and dashes', async () => {
    await expect(
      payload.create({ collection: 'landing-pages', data: { title: 'Bad', slug: 'Spring Offer', layout } }),
    ).rejects.toThrow(/slug/i)
  })

  it('leave a 301 from the old address when a published page is renamed, following later renames', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Renamed', slug: 'spring-2026', layout, _status: 'published' },
    })
    await payload.update({
      collection: 'landing-pages',
      id: page.id,
      data: { slug: 'spring-offer', _status: 'published' },
    })
    const first = await redirectFrom('/lp/spring-2026')
    expect(first).toMatchObject({ type: '301', to: { type: 'reference', reference: { relationTo: 'landing-pages' } } })
    expect((first!.to!.reference!.value as { slug: string }).slug).toBe('spring-offer')

    // Renamed back: the redirect away from the address the page now has is removed, the other one added.
    await payload.update({
      collection: 'landing-pages',
      id: page.id,
      data: { slug: 'spring-2026', _status: 'published' },
    })
    expect(await redirectFrom('/lp/spring-2026')).toBeUndefined()
    expect(await redirectFrom('/lp/spring-offer')).toBeDefined()
  })

  it('leave no redirect for a slug changed while never published', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Draft', slug: 'draft-only', layout, _status: 'draft' },
      draft: true,
    })
    await payload.update({ collection: 'landing-pages', id: page.id, data: { slug: 'draft-renamed' }, draft: true })
    expect(await redirectFrom('/lp/draft-only')).toBeUndefined()
  })

  it('go offline at the time an unpublish was scheduled for, not before', async () => {
    const page = await payload.create({
      collection: 'landing-pages',
      data: { title: 'Ends Sunday', slug: 'weekend-only', layout, _status: 'published' },
    })
    const [marketing] = (
      await payload.find({ collection: 'users', where: { roles: { contains: 'marketing' } }, limit: 1 })
    ).docs
    // What the admin's "Schedule publish" drawer queues for "Unpublish" an hour from now.
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'unpublish',
        doc: { relationTo: 'landing-pages', value: page.id },
        user: { relationTo: 'users', value: marketing!.id },
      },
      waitUntil: new Date(Date.now() + 60 * 60_000),
    })
    const visible = async () =>
      (
        await payload.find({
          collection: 'landing-pages',
          where: { slug: { equals: 'weekend-only' } },
          overrideAccess: false,
        })
      ).totalDocs
    // Only this job: run unfiltered, the first ten due jobs of the run's shared queue (other files' lead
    // emails) could leave it out, and the page would stay published (seen when run beside lead-desk).
    const runThisJob = () => payload.jobs.run({ where: { id: { equals: job.id } }, silent: true })
    await runThisJob()
    expect(await visible()).toBe(1)

    // The time comes (brought forward rather than waited for): the page is a draft again, out of visitors' sight.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date().toISOString() } })
    await runThisJob()
    expect(await visible()).toBe(0)
    expect((await payload.findByID({ collection: 'landing-pages', id: page.id, draft: true }))._status).toBe('draft')
  })
})
