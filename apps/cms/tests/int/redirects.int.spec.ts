import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>
let articleId: number

beforeAll(async () => {
  ;({ payload, tokens } = await payloadWithTokens())
  const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: 'soft-washing' } }, limit: 1 })
  articleId = docs[0]!.id
})
afterAll(async () => {
  await payload.delete({ collection: 'redirects', where: { id: { exists: true } }, overrideAccess: true })
  await payload.destroy()
})

const toPath = (url: string) => ({ type: 'custom', url })
const toArticle = () => ({ type: 'reference', reference: { relationTo: 'articles', value: articleId } })

interface Answer {
  status: number
  doc?: { id: number; from: string }
  /** The messages of a refusal (Payload's validation error), by field path. */
  messages: Record<string, string>
}

/** Saves a redirect (or another document) as marketing does, through the REST API. */
async function save(body: Record<string, unknown>, id?: number, collection = 'redirects', query = ''): Promise<Answer> {
  const response = id
    ? await rest(`/api/${collection}/${id}${query}`, {
        method: 'PATCH',
        token: tokens.marketing,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    : await postJson(`/api/${collection}`, body, { token: tokens.marketing })
  const answer = (await response.json()) as {
    doc?: { id: number; from: string }
    errors?: { data?: { errors?: { path: string; message: string }[] } }[]
  }
  const refusals = answer.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
  return {
    status: response.status,
    doc: answer.doc,
    messages: Object.fromEntries(refusals.map(({ path, message }) => [path, message])),
  }
}

describe('redirects marketing keeps', () => {
  it('stores the old address in its one spelling: lowercase, no trailing slash, no query', async () => {
    const saved = await save({ from: ' /Spring-Offer/ ', to: toArticle() })
    expect(saved.status).toBe(201)
    expect(saved.doc!.from).toBe('/spring-offer')
  })

  it('refuses a redirect to its own address, with a message saying so', async () => {
    const saved = await save({ from: '/self', to: toPath('/Self/') })
    expect(saved.status).toBe(400)
    expect(saved.messages.from).toBe('This redirect would send /self to itself.')
  })

  it('refuses a redirect to the page at its own address (a reference)', async () => {
    const saved = await save({ from: '/learn/soft-washing', to: toArticle() })
    expect(saved.status).toBe(400)
    expect(saved.messages.from).toBe('This redirect would send /learn/soft-washing to itself.')
  })

  it('refuses a loop through other redirects, spelling it out', async () => {
    expect((await save({ from: '/a', to: toPath('/b') })).status).toBe(201)
    expect((await save({ from: '/b', to: toPath('/c') })).status).toBe(201)
    const closing = await save({ from: '/c', to: toPath('/a?x=1') })
    expect(closing.status).toBe(400)
    expect(closing.messages.from).toBe('This redirect would make a loop: /c → /a → /b → /c.')
  })

  it('refuses to close a loop by editing an existing redirect', async () => {
    const first = await save({ from: '/d', to: toPath('/dmv') })
    expect((await save({ from: '/e', to: toPath('/d') })).status).toBe(201)
    const edited = await save({ to: toPath('/e') }, first.doc!.id)
    expect(edited.status).toBe(400)
    expect(edited.messages.from).toBe('This redirect would make a loop: /d → /e → /d.')
  })

  it('refuses addresses that are not the site’s to redirect, and targets that are not addresses', async () => {
    expect((await save({ from: '/api/leads', to: toPath('/dmv') })).messages.from).toBe(
      '/api/leads belongs to the site itself and cannot be redirected.',
    )
    expect((await save({ from: 'spring', to: toPath('/dmv') })).messages.from).toMatch(/starting with \//)
    const badTarget = await save({ from: '/f', to: toPath('javascript:alert(1)') })
    expect(badTarget.status).toBe(400)
    expect(badTarget.messages['to.url']).toBe('Use a path such as /about-us or an https:// address.')
  })

  it('lets a redirect lead to another site', async () => {
    expect((await save({ from: '/pay', to: toPath('https://pay.example.com/clearview') })).status).toBe(201)
  })
})

describe('a published page’s or service’s slug', () => {
  // Their addresses are the site's route table's: a new slug would leave the old address without its
  // text, so the rename is refused and marketing is pointed to a redirect instead.
  it('stays, with a message offering a redirect; the redirect it offers is accepted', async () => {
    const [page] = (await payload.find({ collection: 'pages', where: { slug: { equals: 'company-tenets' } } })).docs
    const renamed = await save({ slug: 'our-values', _status: 'published' }, page!.id, 'pages')
    expect(renamed.status).toBe(400)
    expect(renamed.messages.slug).toBe(
      'The site shows this at /company-tenets, so its slug stays "company-tenets". To send another address here, add a redirect under Redirects.',
    )
    expect((await payload.findByID({ collection: 'pages', id: page!.id, draft: true })).slug).toBe('company-tenets')
    const offered = await save({
      from: '/our-values',
      to: { type: 'reference', reference: { relationTo: 'pages', value: page!.id } },
    })
    expect(offered.status).toBe(201)
  })

  it('stays in a draft of a published service too', async () => {
    const [service] = (await payload.find({ collection: 'services', where: { slug: { equals: 'graffiti-removal' } } }))
      .docs
    const renamed = await save({ slug: 'graffiti-cleaning' }, service!.id, 'services', '?draft=true')
    expect(renamed.status).toBe(400)
    expect(renamed.messages.slug).toMatch(
      /^The site shows this at \/commercial-services\/graffiti-removal, so its slug stays/,
    )
  })
})
