import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPayload, type Payload } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { migrations } from '../../src/migrations'
import { databaseBefore } from '../helpers/migrated-database'
import { getTestPayload } from '../helpers/payload'
import { countUncountedSpanish } from '../../src/plugins/spanish-progress'
import { actorTokens, rest } from '../helpers/rest'
import { databasePool } from '../../src/utilities/database'

const LOCALIZATION = '20261126_115329_localized_words'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.db.destroy?.()
})

describe('the words per language', () => {
  it('serves each language its words, and English for a word not yet in Spanish', async () => {
    // An industry of its own: the seed writes every seeded one's Spanish.
    const industry = await payload.create({
      collection: 'industries',
      data: {
        name: 'Test piers',
        slug: 'test-piers',
        description: 'Piers and docks.',
        icon: 'anchor',
        _status: 'published',
      },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    await payload.update({
      collection: 'industries',
      id: industry.id,
      locale: 'es',
      data: { name: 'Edificios de prueba' },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    const read = async (query: string) => await (await rest(`/api/industries/${industry.id}?depth=0&${query}`)).json()
    const english = await read('')
    const spanish = await read('locale=es')
    expect(english.name).toBe(industry.name)
    expect(spanish.name).toBe('Edificios de prueba')
    // Not translated: English, unless the caller asks for no fallback.
    expect(spanish.description).toBe(industry.description)
    expect((await read('locale=es&fallback-locale=none')).description ?? null).toBeNull()
    // What is not words (slugs, icons, order) is the same in every language.
    expect(spanish).toMatchObject({ slug: industry.slug, icon: industry.icon, sortOrder: industry.sortOrder })
    await payload.delete({
      collection: 'industries',
      id: industry.id,
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
  })

  it('serves the seed’s Spanish for a location home and a service', async () => {
    const houston = (await (await rest('/api/locations?where[slug][equals]=houston&locale=es&depth=0')).json()).docs[0]
    expect(houston.headline).toMatch(/calor y la humedad de Houston/)
    expect(houston.label).toBe('Houston TX')
    const service = (
      await (await rest('/api/services?where[slug][equals]=residential-soft-wash&locale=es&depth=0')).json()
    ).docs[0]
    expect(service.name).toBe('Lavado suave de casas y techos')
    // The page's body, questions and local notes too, none left to translate.
    expect(JSON.stringify(service.body)).toContain('Lo que elimina el lavado suave')
    expect(service.faqs[0].question).toBe('¿El lavado suave es seguro para mi techo?')
    expect(service.localNotes.map(({ text }: { text: string }) => text).join(' ')).toMatch(/En Houston el moho/)
    expect(service.spanishMissingFields).toBeUndefined()
    // How many words are still to translate is the team's to read (the editors' list filter).
    const { marketing } = await actorTokens(payload)
    const counted = (
      await (
        await rest('/api/services?where[slug][equals]=residential-soft-wash&locale=es&depth=0', { token: marketing })
      ).json()
    ).docs[0]
    expect(counted.spanishMissing).toBe(0)
  })
})

describe('preview in the editor’s language', () => {
  it('opens the page under /es when the editor writes Spanish, and the English page otherwise', async () => {
    const livePreviewUrl = payload.config.admin.livePreview!.url as (args: unknown) => Promise<string> | string
    const url = (slug: string, locale: string) =>
      livePreviewUrl({
        data: { slug },
        collectionConfig: payload.collections.locations.config,
        locale: { code: locale },
      } as never)
    expect(await url('houston', 'es')).toMatch(/\/es\/houston\?preview=1$/)
    expect(await url('houston', 'en')).toMatch(/[^s]\/houston\?preview=1$/)
    const preview = payload.collections.pages.config.admin.preview!
    expect(await preview({ slug: 'home' }, { locale: 'es' } as never)).toMatch(/\/es\?preview=1$/)
  })
})

describe('the Spanish still to write', () => {
  it('is counted per document at each save, listed by field, and filters the list', async () => {
    const created = await payload.create({
      collection: 'industries',
      data: { name: 'Test marinas', slug: 'test-marinas', description: 'Docks and boathouses.', icon: 'anchor' },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    expect(created).toMatchObject({ spanishMissing: 2, spanishMissingFields: 'name\ndescription' })
    const half = await payload.update({
      collection: 'industries',
      id: created.id,
      locale: 'es',
      data: { name: 'Marinas de prueba' },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    expect(half).toMatchObject({ spanishMissing: 1, spanishMissingFields: 'description' })
    const missing = async () =>
      (
        await payload.find({
          collection: 'industries',
          where: { and: [{ spanishMissing: { greater_than: 0 } }, { id: { equals: created.id } }] },
          overrideAccess: true,
        })
      ).totalDocs
    expect(await missing()).toBe(1)
    // An English edit keeps the Spanish it has: the count follows both languages.
    await payload.update({
      collection: 'industries',
      id: created.id,
      data: { description: 'Docks, piers and boathouses.' },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    const whole = await payload.update({
      collection: 'industries',
      id: created.id,
      locale: 'es',
      data: { description: 'Muelles, embarcaderos y casas de botes.' },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    expect(whole).toMatchObject({ spanishMissing: 0, spanishMissingFields: null })
    expect(await missing()).toBe(0)
    // The REST list view's filter, as the admin sends it for an editor; visitors cannot filter by it.
    const filter = `/api/industries?where[spanishMissing][equals]=0&where[id][equals]=${created.id}&depth=0`
    const { marketing } = await actorTokens(payload)
    const listed = await rest(filter, { token: marketing })
    expect(listed.status).toBe(200)
    expect((await listed.json()).docs.map((doc: { id: number }) => doc.id)).toEqual([created.id])
    expect((await rest(filter)).status).toBe(400)
  })

  it('counts rows of arrays and blocks by their place', async () => {
    const { docs } = await payload.find({
      collection: 'services',
      limit: 1,
      overrideAccess: true,
      depth: 0,
      sort: '-serviceId',
    })
    const service = docs[0]!
    const faqs = service.faqs ?? []
    // The seed's Spanish questions, put back afterwards for the files that read the seeded content.
    const seeded = await payload.findByID({
      collection: 'services',
      id: service.id as number,
      locale: 'es',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    const updated = await payload.update({
      collection: 'services',
      id: service.id as number,
      locale: 'es',
      data: {
        faqs: faqs.map((faq, index) => ({
          id: faq.id,
          question: index === 0 ? '' : `¿Pregunta ${index}?`,
          answer: `Respuesta ${index}.`,
        })),
      },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    if (faqs.length) expect(updated.spanishMissingFields?.split('\n')).toContain('faqs.1.question')
    expect(updated.spanishMissingFields?.split('\n')).not.toContain('faqs.1.answer')
    const restored = await payload.update({
      collection: 'services',
      id: service.id as number,
      locale: 'es',
      data: { faqs: seeded.faqs },
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
    expect(restored.spanishMissing).toBe(seeded.spanishMissing)
  })
})

describe('the migration to words per language', () => {
  let database: Awaited<ReturnType<typeof databaseBefore>>
  let migrated: Payload

  beforeAll(async () => {
    // The schema as it was, with English content written the old way (words in the documents' own columns).
    database = await databaseBefore(payload, LOCALIZATION)
    const { pool, run } = database
    const {
      rows: [service],
    } = await pool.query<{ id: number }>(
      `INSERT INTO services (service_id, slug, path, name, description, type, _status, created_at, updated_at)
        VALUES (1, 'soft-washing', '/residential-services/soft-washing', 'Soft washing', 'Gentle cleaning for siding.',
        'residential', 'published', now(), now()) RETURNING id`,
    )
    await pool.query(
      `INSERT INTO services_highlights (id, _parent_id, _order, text) VALUES ('h1', $1, 1, 'No pressure')`,
      [service!.id],
    )
    await pool.query(
      `INSERT INTO _services_v (parent_id, version_name, version_slug, version__status, latest, created_at, updated_at)
        VALUES ($1, 'Soft washing (draft)', 'soft-washing', 'draft', true, now(), now())`,
      [service!.id],
    )
    // A location whose label, in its own column until the label was kept per language too.
    const {
      rows: [location],
    } = await pool.query<{ id: number }>(
      `INSERT INTO locations (key, slug, name, label, _status, created_at, updated_at)
        VALUES ('houston', 'houston', 'Clearview Exterior Cleaning – Houston TX', 'Houston TX', 'published', now(), now())
        RETURNING id`,
    )
    await pool.query(
      `INSERT INTO _locations_v (parent_id, version_slug, version_label, version__status, latest, created_at, updated_at)
        VALUES ($1, 'houston', 'Houston, Texas (draft)', 'draft', true, now(), now())`,
      [location!.id],
    )
    await run(LOCALIZATION)
    // Then the ones after it, so the schema is the one the current config reads (a later column missing
    // failed every read of its collection).
    for (const migration of migrations.slice(migrations.findIndex(({ name }) => name === LOCALIZATION) + 1)) {
      await run(migration.name)
    }
    await pool.query(
      `INSERT INTO payload_migrations (name, batch, created_at, updated_at)
      SELECT name, 1, now(), now() FROM unnest($1::text[]) AS name`,
      [migrations.map((migration) => migration.name)],
    )
    const { default: config } = await import('../../src/payload.config')
    migrated = await getPayload({
      key: 'migrated-words',
      config: {
        ...(await config),
        db: postgresAdapter({ pool: { connectionString: database.uri }, push: false }) as never,
      },
    })
  })

  afterAll(async () => {
    // The adapter's destroy() leaves its pool open, and the drop ends its connections: expected here, so
    // heard, rather than an unhandled error that fails the run.
    if (migrated) databasePool(migrated).on('error', () => undefined)
    await migrated?.db.destroy?.()
    await database?.drop()
  })

  it('keeps the English words, published and draft, and serves them for Spanish until translated', async () => {
    const { docs } = await migrated.find({ collection: 'services', overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: 'Soft washing',
      description: 'Gentle cleaning for siding.',
      highlights: [{ text: 'No pressure' }],
    })
    const spanish = await migrated.findByID({
      collection: 'services',
      id: docs[0]!.id,
      locale: 'es',
      overrideAccess: true,
    })
    expect(spanish.name).toBe('Soft washing')
    const draft = await migrated.findByID({
      collection: 'services',
      id: docs[0]!.id,
      draft: true,
      overrideAccess: true,
    })
    expect(draft.name).toBe('Soft washing (draft)')
  })
  it('keeps a location’s label in English, published and draft, once it is kept per language', async () => {
    const [location] = (await migrated.find({ collection: 'locations', overrideAccess: true, depth: 0 })).docs
    expect(location?.label).toBe('Houston TX')
    const spanish = await migrated.findByID({
      collection: 'locations',
      id: location!.id,
      locale: 'es',
      overrideAccess: true,
    })
    expect(spanish.label).toBe('Houston TX')
    const draft = await migrated.findByID({
      collection: 'locations',
      id: location!.id,
      draft: true,
      overrideAccess: true,
    })
    expect(draft.label).toBe('Houston, Texas (draft)')
  })

  it('counts, at the next start, the words the migration left in English only', async () => {
    await countUncountedSpanish(migrated)
    const service = (await migrated.find({ collection: 'services', overrideAccess: true, depth: 0 })).docs[0]!
    expect(service.spanishMissing).toBe(3)
    expect(service.spanishMissingFields?.split('\n')).toEqual(['name', 'description', 'highlights.1.text'])
    const draft = await migrated.findByID({ collection: 'services', id: service.id, draft: true, overrideAccess: true })
    expect(draft).toMatchObject({ spanishMissing: 1, spanishMissingFields: 'name' })
  })
})
