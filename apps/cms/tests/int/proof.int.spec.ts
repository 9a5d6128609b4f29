import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCATIONS, SERVICES } from '@ecs/shared/catalog'
import type { BeforeAfterPair, CaseStudy, JobPhoto } from '@ecs/shared/cms'
import type { Payload } from 'payload'
import { seed } from '../../src/seed'
import { getTestPayload } from '../helpers/payload'
import { actorTokens, rest } from '../helpers/rest'
import { actorUsers, type Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>
let mediaId: number
let marketing: Awaited<ReturnType<typeof actorUsers>>['marketing']
const made: { collection: 'before-after-pairs' | 'case-studies'; id: number }[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  tokens = await actorTokens(payload)
  marketing = (await actorUsers(payload)).marketing
  const media = await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })
  mediaId = media.docs[0]!.id
})
afterAll(async () => {
  for (const { collection, id } of made) await payload.delete({ collection, id, overrideAccess: true })
  await payload.destroy()
})

const slugsOf = (tags: BeforeAfterPair['services'] | BeforeAfterPair['locations']) =>
  (tags ?? []).map((tag) => (typeof tag === 'object' ? tag.slug : undefined))

async function publicRead<T>(path: string, locale = 'en'): Promise<T[]> {
  const response = await rest(`${path}${path.includes('?') ? '&' : '?'}locale=${locale}&limit=100&depth=1`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: T[] }).docs
}

describe('the seed’s proof', () => {
  it('gives every service and every location a published before/after pair, marked as an illustration', async () => {
    const pairs = (
      await publicRead<BeforeAfterPair>('/api/before-after-pairs?where[illustration][equals]=true')
    ).filter((pair) => !pair.caption.startsWith('Test'))
    for (const service of SERVICES)
      expect(
        pairs.some((pair) => slugsOf(pair.services).includes(service.slug)),
        service.slug,
      ).toBe(true)
    for (const location of LOCATIONS)
      expect(
        pairs.some((pair) => slugsOf(pair.locations).includes(location.slug)),
        location.slug,
      ).toBe(true)
    for (const pair of pairs) {
      expect(pair.beforeAlt).not.toBe(pair.afterAlt)
      expect(typeof pair.before === 'object' && typeof pair.after === 'object').toBe(true)
      expect((pair.before as { id: number }).id).not.toBe((pair.after as { id: number }).id)
    }
  })

  it('gives every service, with every location that sells it, a published job photo drawn apart from its pair', async () => {
    const photos = await publicRead<JobPhoto>('/api/job-photos?where[illustration][equals]=true')
    const pairs = await publicRead<BeforeAfterPair>('/api/before-after-pairs?where[illustration][equals]=true')
    const idOf = (picture: JobPhoto['photo'] | BeforeAfterPair['after']) =>
      typeof picture === 'object' ? picture.id : picture
    for (const service of SERVICES) {
      const own = photos.filter((photo) => slugsOf(photo.services).includes(service.slug))
      expect(own, service.slug).not.toEqual([])
      for (const photo of own) {
        expect(slugsOf(photo.locations)).toEqual(expect.arrayContaining([...service.locations]))
        expect(photo.takenOn, photo.alt).toBeTruthy()
        // Not the picture the service's before/after pair shows as its "after".
        for (const pair of pairs.filter((candidate) => slugsOf(candidate.services).includes(service.slug)))
          expect(idOf(photo.photo), photo.alt).not.toBe(idOf(pair.after))
      }
    }
    for (const location of LOCATIONS)
      expect(
        photos.some((photo) => slugsOf(photo.locations).includes(location.slug)),
        location.slug,
      ).toBe(true)
  })

  it('has its own Spanish alt text and caption for every job photo', async () => {
    const english = await publicRead<JobPhoto>('/api/job-photos?where[illustration][equals]=true')
    const spanish = await publicRead<JobPhoto>(
      '/api/job-photos?where[illustration][equals]=true&fallback-locale=none',
      'es',
    )
    expect(english.length).toBeGreaterThanOrEqual(SERVICES.length)
    for (const photo of english) {
      const twin = spanish.find((candidate) => candidate.id === photo.id)!
      for (const field of ['alt', 'caption'] as const) {
        expect(twin[field], `${photo.alt} ${field}`).toBeTruthy()
        expect(twin[field]).not.toBe(photo[field])
      }
    }
  })

  it('seeds no job photo again', async () => {
    const count = async () => (await payload.count({ collection: 'job-photos', overrideAccess: true })).totalDocs
    const before = await count()
    const { created } = await seed({ payload })
    expect(created['job-photos']).toBeUndefined()
    expect(await count()).toBe(before)
  })

  it('has its own Spanish for every word of the pairs and at least two case studies', async () => {
    const english = await publicRead<BeforeAfterPair>('/api/before-after-pairs?where[illustration][equals]=true')
    const spanish = await publicRead<BeforeAfterPair>(
      '/api/before-after-pairs?where[illustration][equals]=true&fallback-locale=none',
      'es',
    )
    for (const pair of english) {
      const twin = spanish.find((candidate) => candidate.id === pair.id)!
      for (const field of ['caption', 'beforeAlt', 'afterAlt'] as const) {
        expect(twin[field], `${pair.caption} ${field}`).toBeTruthy()
        expect(twin[field]).not.toBe(pair[field])
      }
    }
    const studies = await publicRead<CaseStudy>('/api/case-studies?fallback-locale=none', 'es')
    const seeded = studies.filter((study) => study.illustration)
    expect(seeded.length).toBeGreaterThanOrEqual(2)
    for (const study of seeded) {
      for (const field of ['title', 'clientType', 'problem', 'work', 'result'] as const)
        expect(study[field]).toBeTruthy()
      expect(study.quote?.text).toBeTruthy()
    }
  })
})

describe('drafts', () => {
  it('are read by marketing and never by the public', async () => {
    const draft = await payload.create({
      collection: 'before-after-pairs',
      data: {
        caption: 'Test draft pair not yet published',
        before: mediaId,
        after: mediaId,
        beforeAlt: 'A test picture before cleaning',
        afterAlt: 'A test picture after cleaning',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    made.push({ collection: 'before-after-pairs', id: draft.id })
    const anonymous = await rest(`/api/before-after-pairs?where[id][equals]=${draft.id}&draft=true`)
    expect(((await anonymous.json()) as { docs: unknown[] }).docs).toHaveLength(0)
    const byId = await rest(`/api/before-after-pairs/${draft.id}?draft=true`)
    expect(byId.status).toBe(404)
    const marketing = await rest(`/api/before-after-pairs?where[id][equals]=${draft.id}&draft=true`, {
      token: tokens.marketing,
    })
    expect(((await marketing.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  })
})

describe('bad input', () => {
  /** What a marketer's save is refused with: the paths of the fields named. */
  const refusedFields = (save: Promise<unknown>) =>
    save.then(
      () => [],
      (error: { data?: { errors?: { path: string }[] } }) => (error.data?.errors ?? []).map((named) => named.path),
    )

  it('refuses a pair whose alt text says nothing, naming the fields', async () => {
    const fields = await refusedFields(
      payload.create({
        collection: 'before-after-pairs',
        data: {
          caption: 'Test pair with a bad alt',
          before: mediaId,
          after: mediaId,
          beforeAlt: 'x',
          afterAlt: 'after.jpg',
        },
        user: marketing,
        overrideAccess: false,
        draft: false,
      }),
    )
    expect(fields.sort()).toEqual(['afterAlt', 'beforeAlt'])
  })

  it('refuses a client logo without words for it, naming the field', async () => {
    const fields = await refusedFields(
      payload.create({
        collection: 'case-studies',
        data: { title: 'Test logo', clientType: 'Test', problem: 'p', work: 'w', result: 'r', logo: mediaId },
        user: marketing,
        overrideAccess: false,
        draft: false,
      }),
    )
    expect(fields).toEqual(['logoAlt'])
  })
})
