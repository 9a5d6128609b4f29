import {
  CONTENT_CHANGED_CHANNEL,
  listenForNotices,
  parseContentChange,
  type ContentChange,
  type NoticeListener,
} from '@ecs/shared/shared-state'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

// The notices the site hears on Postgres when content is saved: what changed (source and document)
// and which sources' reads can contain it, derived from the config's relations. Drafts stay quiet.

let payload: Payload
let tokens: Record<Actor, string | undefined>
let listener: NoticeListener
const heard: (ContentChange | undefined)[] = []

beforeAll(async () => {
  ;({ payload, tokens } = await payloadWithTokens())
  listener = listenForNotices(
    process.env.DATABASE_URI!,
    { [CONTENT_CHANGED_CHANNEL]: (payload) => heard.push(parseContentChange(payload)) },
    { onReconnect: () => heard.push(undefined), log: console.warn },
  )
  while (!listener.listening()) await new Promise((resolve) => setTimeout(resolve, 50))
})
afterAll(async () => {
  await listener.stop()
  await payload.destroy()
})

/** The notices heard while `act` ran (and a moment after: a notice arrives after its commit). */
async function noticesOf(act: () => Promise<Response>): Promise<(ContentChange | undefined)[]> {
  heard.length = 0
  const response = await act()
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  await new Promise((resolve) => setTimeout(resolve, 300))
  return [...heard]
}

const patch = (path: string, body: unknown) =>
  rest(path, {
    method: 'PATCH',
    token: tokens.marketing,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function idOf(collection: string, slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: collection as 'articles', where: { slug: { equals: slug } } })
  return docs[0]!.id
}

describe('content change notices', () => {
  it('name a picture and every read that can carry it, at the depth that does', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1 })
    const picture = docs[0]!
    const notices = await noticesOf(() => patch(`/api/media/${picture.id}`, { alt: `${picture.alt} (retouched)` }))
    expect(notices).toEqual([{ source: 'media', id: picture.id, containedBy: expect.any(Object) }])
    // Pictures are on services, articles, locations, plans, industries and pages, and in a landing
    // page's hero block; a redirect leads to a service (say) that carries one.
    expect(notices[0]!.containedBy).toMatchObject({
      services: 1,
      articles: 1,
      locations: 1,
      plans: 1,
      industries: 1,
      pages: 1,
      'landing-pages': 1,
      redirects: 2,
      reviews: 2,
    })
    expect(notices[0]!.containedBy).not.toHaveProperty('users')
  })

  it('name a service, a deleted redirect and a global', async () => {
    const service = await idOf('services', 'commercial-window-cleaning')
    const { name } = await payload.findByID({ collection: 'services', id: service })
    const renamed = await noticesOf(() => patch(`/api/services/${service}`, { name: `${name} (renamed)` }))
    // Proof is tagged with services, and a landing page's Proof section may choose by one.
    expect(renamed).toEqual([
      {
        source: 'services',
        id: service,
        containedBy: {
          reviews: 1,
          redirects: 1,
          'before-after-pairs': 1,
          'case-studies': 1,
          'job-photos': 1,
          'landing-pages': 1,
        },
      },
    ])
    // The seeded name back, heard too, for the files that read the seeded content after this one.
    expect(await noticesOf(() => patch(`/api/services/${service}`, { name }))).toEqual(renamed)

    let created: { id: number } | undefined
    const creation = await noticesOf(async () => {
      const response = await postJson(
        '/api/redirects',
        { from: '/notice-test', to: { type: 'custom', url: '/dmv' } },
        { token: tokens.marketing },
      )
      created = ((await response.clone().json()) as { doc: { id: number } }).doc
      return response
    })
    expect(creation).toEqual([{ source: 'redirects', id: created!.id, containedBy: {} }])
    const doc = created!
    const deleted = await noticesOf(() =>
      rest(`/api/redirects/${doc.id}`, { method: 'DELETE', token: tokens.marketing }),
    )
    expect(deleted).toEqual([{ source: 'redirects', id: doc.id, containedBy: {} }])

    const global = await noticesOf(() =>
      rest('/api/globals/company-info', {
        method: 'POST',
        token: tokens.admin,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({}),
      }),
    )
    expect(global).toEqual([{ source: 'globals/company-info', containedBy: {} }])
  })

  it('stay quiet for a draft, also one saved beside the published version, and speak for an unpublish and a publish', async () => {
    const article = await idOf('articles', 'soft-washing')
    const draft = () => patch(`/api/articles/${article}?draft=true`, { title: `Draft ${Date.now()}`, _status: 'draft' })
    expect(await noticesOf(draft)).toEqual([])
    expect(await noticesOf(draft)).toEqual([])
    // Unpublishing takes the page off the site: said.
    const unpublished = await noticesOf(() => patch(`/api/articles/${article}`, { _status: 'draft' }))
    expect(unpublished).toEqual([{ source: 'articles', id: article, containedBy: expect.any(Object) }])
    const published = await noticesOf(() =>
      patch(`/api/articles/${article}`, { title: 'Soft washing', _status: 'published' }),
    )
    expect(published).toEqual([{ source: 'articles', id: article, containedBy: expect.any(Object) }])
  })

  it('stay quiet for content saved by the CMS itself without telling the site', async () => {
    const service = await idOf('services', 'commercial-window-cleaning')
    heard.length = 0
    await payload.update({ collection: 'services', id: service, data: {}, context: { skipSiteNotify: true } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).toEqual([])
  })
})
