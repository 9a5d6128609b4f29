import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { industrySlug } from '@ecs/shared/catalog'
import type { CollectionSlug, Payload } from 'payload'
import { seed } from '../../src/seed'
import {
  articles,
  caseStudies,
  communityPrograms,
  industries,
  jobPhotos,
  jobs,
  locations,
  pages,
  plans,
  proofPairs,
  reviews,
  services,
} from '../../src/seed/content'
import { spanishLocations, spanishPages } from '../../src/seed/content/spanish'
import { markdownConverter } from '../../src/seed/rich-text'
import { seedSpanish } from '../../src/seed/spanish'
import { getTestPayload } from '../helpers/payload'
import { readProblem } from '../helpers/problem'
import { postJson } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/** What the public reads, less the documents other test files create (their slugs start with test-). */
const publicFind = async <T extends Parameters<Payload['find']>[0]['collection']>(collection: T) => {
  const result = await payload.find({ collection, limit: 200, depth: 1, overrideAccess: false })
  const seeded = result.docs.filter(
    (doc) =>
      !String((doc as { slug?: unknown }).slug ?? '').startsWith('test-') &&
      !String((doc as { name?: unknown }).name ?? '').startsWith('Test'),
  )
  return { docs: seeded, totalDocs: seeded.length }
}

// Written out from the product's requirements (locations, services, plans and their prices), not taken
// from the code under test.
const SPEC_LOCATIONS = [
  { slug: 'dmv', key: 'dmv', label: 'DMV Area' },
  { slug: 'tri-cities', key: 'tricities', label: 'Tri-Cities WA' },
  { slug: 'houston', key: 'houston', label: 'Houston TX' },
  { slug: 'seattle', key: 'seattle', label: 'Seattle WA' },
]
const ALL = ['dmv', 'houston', 'seattle', 'tri-cities']
const NOT_HOUSTON = ['dmv', 'seattle', 'tri-cities']
const SPEC_SERVICES: [number, string, 'commercial' | 'residential', string[]][] = [
  [1, 'Commercial Window Cleaning', 'commercial', ALL],
  [2, 'Commercial Pressure Washing', 'commercial', ALL],
  [3, 'Commercial Soft Wash', 'commercial', ALL],
  [4, 'Graffiti Removal', 'commercial', ALL],
  [5, 'Parking Garage Pressure Wash', 'commercial', ALL],
  [6, 'Residential Pressure Washing', 'residential', NOT_HOUSTON],
  [7, 'Residential Window Cleaning', 'residential', NOT_HOUSTON],
  [8, 'Residential Holiday Lights', 'residential', NOT_HOUSTON],
  [9, 'Commercial Holiday Lights', 'commercial', ALL],
  [10, 'Residential Soft Wash', 'residential', ALL],
]
const SPEC_PLANS = {
  basic: { prices: [25.99, 39.99, 59.99], frequency: 'quarterly', discount: 10, priority: false, deepClean: false },
  plus: { prices: [79.99, 129.99, 179.99], frequency: 'bi-monthly', discount: 15, priority: true, deepClean: false },
  premium: { prices: [129.99, 219.99, 299.99], frequency: 'monthly', discount: 20, priority: true, deepClean: true },
}

describe('seeded content as the public reads it', () => {
  it('has the four locations with their labels, a 50-mile radius and fictional phones', async () => {
    const { docs } = await publicFind('locations')
    expect(docs).toHaveLength(4)
    for (const spec of SPEC_LOCATIONS) {
      const location = docs.find((doc) => doc.slug === spec.slug)
      expect(location, spec.slug).toBeDefined()
      expect(location!.key).toBe(spec.key)
      expect(location!.label).toBe(spec.label)
      expect(location!.serviceRadius).toBe(50)
      expect(location!.href).toBe(`/${spec.slug}`)
      expect(location!.phone).toMatch(/555-01\d\d/)
      expect(location!.coordinates.lat).toBeTypeOf('number')
    }
  })

  it('has every service with its id, type and location matrix', async () => {
    const { docs } = await publicFind('services')
    for (const [serviceId, name, type, locations] of SPEC_SERVICES) {
      const service = docs.find((doc) => doc.serviceId === serviceId)
      expect(service, name).toBeDefined()
      expect(service!.name).toBe(name)
      expect(service!.type).toBe(type)
      const slugs = (service!.locations ?? [])
        .map((location) => (typeof location === 'object' ? location.slug : location))
        .sort()
      expect(slugs, name).toEqual(locations)
      expect(service!.body).toBeTruthy()
    }
    expect(docs.map((doc) => doc.slug)).toEqual(
      expect.arrayContaining(['commercial-caulking', 'commercial-line-striping']),
    )
  })

  it('has the three plans with their prices, frequencies and discounts', async () => {
    const { docs } = await publicFind('plans')
    expect(docs).toHaveLength(3)
    for (const [planId, spec] of Object.entries(SPEC_PLANS)) {
      const plan = docs.find((doc) => doc.planId === planId)!
      expect([plan.prices.small, plan.prices.medium, plan.prices.large]).toEqual(spec.prices)
      expect(plan.frequency).toBe(spec.frequency)
      expect(plan.discountPercent).toBe(spec.discount)
      expect(plan.prioritySchedule).toBe(spec.priority)
      expect(plan.annualDeepClean).toBe(spec.deepClean)
      expect(plan.features?.length).toBeGreaterThan(2)
    }
  })

  it('has the ten industries', async () => {
    const { docs } = await publicFind('industries')
    expect(docs.map((doc) => doc.name).sort()).toEqual([
      'Commercial Real Estate',
      'Educational Institutions',
      'HOAs and Community Associations',
      'Healthcare Facilities',
      'Hotels',
      'Industrial Facilities',
      'Parking Operators',
      'Property Management',
      'Restaurants',
      'Retail Stores',
    ])
  })

  it('has the seven articles with rich text and a hero image', async () => {
    const { docs } = await publicFind('articles')
    expect(docs.map((doc) => doc.slug).sort()).toEqual([
      'budget-curb-appeal',
      'building-maintenance',
      'holiday-lighting',
      'luxury-window-cleaning',
      'mold-stain-damage-prevention',
      'protecting-exterior-surfaces',
      'soft-washing',
    ])
    for (const article of docs) {
      expect(article.content.root.children.length, article.slug).toBeGreaterThan(3)
      expect(article.heroImage).toBeTruthy()
    }
  })

  it('has the legal and company pages, company info and site settings', async () => {
    const { docs } = await publicFind('pages')
    expect(docs.map((doc) => doc.slug)).toEqual(
      expect.arrayContaining([
        'about-us',
        'company-tenets',
        'privacy-policy',
        'terms-of-service',
        'card-data-policy',
        'seasonal-plans-terms',
        'payment',
      ]),
    )
    const company = await payload.findGlobal({ slug: 'company-info', overrideAccess: false })
    expect(company.serviceArea).toBe(
      'Serving Seattle Washington, Tri-Cities, Houston TX and the Greater Virginia, Maryland and DC Area',
    )
    expect(company.phone).toMatch(/555-01\d\d/)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.banner.desktop).toBe(
      'PROFESSIONAL WINDOW WASHING & PRESSURE WASHING SERVICES IN WA, TX, VA, MD, and DC',
    )
    expect(settings.banner.mobile).toBe('SERVING WA, TX, VA, MD, and DC')
    // A fictional processor page, like the 555 phones: editors set the real one.
    expect(settings.paymentPortalUrl).toMatch(/^https:\/\/[a-z.-]+\.example\//)
  })

  it('without Stripe keys, takes no card payments online: /payment keeps the phone and the link above', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.cardPaymentsOnline).toBe(false)
    for (const path of ['/api/payments/checkout', '/api/payments/stripe-webhook']) {
      const refused = await postJson(path, { idempotencyKey: 'x' }, { headers: { 'stripe-signature': 't=1,v1=0' } })
      expect((await readProblem(refused, 404)).detail).toBe(
        'Card payments online are not available. Please pay by phone.',
      )
    }
  })

  it('refuses a payment or work-request address that is not https', async () => {
    for (const field of ['paymentPortalUrl', 'workRequestFrameUrl'] as const) {
      const refused = await payload
        .updateGlobal({ slug: 'site-settings', data: { [field]: 'http://pay.example/' } })
        .catch((error: unknown) => error)
      expect(refused).toMatchObject({ data: { errors: [{ path: field, message: 'Use an https:// address.' }] } })
    }
  })

  it('gives every service its own picture, and every service, industry, location, plan and article one with real alt text', async () => {
    const pictured = [
      ...(await publicFind('services')).docs.map((doc) => [`service ${doc.slug}`, doc.image] as const),
      ...(await publicFind('industries')).docs.map((doc) => [`industry ${doc.slug}`, doc.image] as const),
      ...(await publicFind('locations')).docs.map((doc) => [`location ${doc.slug}`, doc.image] as const),
      ...(await publicFind('plans')).docs.map((doc) => [`plan ${doc.planId}`, doc.image] as const),
      ...(await publicFind('articles')).docs.map((doc) => [`article ${doc.slug}`, doc.heroImage] as const),
    ]
    expect(pictured.length).toBe(12 + 10 + 4 + 3 + 7)
    for (const [owner, image] of pictured) {
      expect(typeof image, owner).toBe('object')
      const media = image as Exclude<typeof image, number | null | undefined>
      expect(media.alt.trim().split(/\s+/).length, `${owner}: "${media.alt}"`).toBeGreaterThanOrEqual(6)
      expect(media.mimeType, owner).toBe('image/webp')
      // The sizes the site shows, cut at the subject (the seed sets a focal point).
      for (const size of ['card', 'hero', 'heroSmall'] as const)
        expect(media.sizes?.[size]?.url, `${owner} ${size}`).toBeTruthy()
      expect(media.focalX, owner).toBeTypeOf('number')
    }
    const pictures = pictured.map(([, image]) => (image as { id: number }).id)
    expect(new Set(pictures).size, 'no two of them share a picture').toBe(pictures.length)
  })

  it('refuses to give a service a picture another service already shows, naming the field', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 2, depth: 0, sort: 'serviceId' })
    const [first, second] = docs
    const refused = await payload
      .update({ collection: 'services', id: second!.id, data: { image: first!.image } })
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({
      data: {
        errors: [{ path: 'image', message: `This picture already shows ${first!.name}; give each service its own.` }],
      },
    })
  })

  it('refuses alt text that says nothing', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    for (const alt of ['', 'photo', 'IMG_2041.jpg']) {
      const refused = await payload
        .update({ collection: 'media', id: docs[0]!.id, data: { alt } })
        .catch((error: unknown) => error)
      expect(refused, alt).toMatchObject({ data: { errors: [{ path: 'alt' }] } })
    }
  })

  it('has approved reviews for every location and open roles', async () => {
    const reviews = await publicFind('reviews')
    const perLocation = new Set(
      reviews.docs.map((review) => (typeof review.location === 'object' ? review.location.slug : review.location)),
    )
    expect(perLocation.size).toBe(4)
    expect((await publicFind('jobs')).totalDocs).toBeGreaterThan(2)
  })

  it('gives every open role a pay range (least not above most), a pay unit and the day it was posted', async () => {
    for (const job of (await publicFind('jobs')).docs) {
      expect(job.payMin, job.slug).toBeGreaterThan(0)
      expect(job.payMax, job.slug).toBeGreaterThanOrEqual(job.payMin)
      expect(['hour', 'year'], job.slug).toContain(job.payUnit)
      expect(Date.parse(job.postedAt), job.slug).not.toBeNaN()
    }
  })

  it('refuses a role whose most pay is below its least, naming the field', async () => {
    const { docs } = await payload.find({ collection: 'jobs', limit: 1, depth: 0 })
    const refused = await payload
      .update({ collection: 'jobs', id: docs[0]!.id, data: { payMin: 30, payMax: 20 } })
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({ data: { errors: [{ path: 'payMax' }] } })
  })

  it('gives every service a local note for each location it is offered at, and its price factors', async () => {
    for (const service of (await publicFind('services')).docs) {
      const offeredAt = (service.locations ?? []).map((location) =>
        typeof location === 'object' ? location.id : location,
      )
      const notedAt = (service.localNotes ?? []).map((note) =>
        typeof note.location === 'object' ? note.location.id : note.location,
      )
      expect(notedAt.toSorted(), service.slug).toEqual(offeredAt.toSorted())
      expect(service.pricing?.factors?.length, service.slug).toBeGreaterThan(2)
    }
  })

  it('prices each enhanced plan above the same standard plan, for every home size', async () => {
    for (const plan of (await publicFind('plans')).docs)
      for (const size of ['small', 'medium', 'large'] as const)
        expect(plan.enhancedPrices?.[size], `${plan.planId} ${size}`).toBeGreaterThan(plan.prices[size])
  })
})

/**
 * The seed's documents by the field that names them, from the seed's own content: documents other test
 * files create are not the seed's, and their words are theirs.
 */
const SEEDED: readonly (readonly [CollectionSlug, string, readonly string[]])[] = [
  ['articles', 'slug', articles.map((article) => article.slug)],
  ['community-programs', 'programId', communityPrograms.map((program) => program.programId)],
  ['industries', 'slug', industries.map((industry) => industrySlug(industry.name))],
  ['jobs', 'slug', jobs.map((job) => job.slug)],
  ['locations', 'slug', locations.map((location) => location.slug)],
  ['pages', 'slug', pages.map((page) => page.slug)],
  ['plans', 'planId', plans.map((plan) => plan.id)],
  ['reviews', 'author', reviews.map((review) => review.author)],
  ['services', 'slug', services.map((service) => service.slug)],
  ['before-after-pairs', 'caption', proofPairs.map((pair) => pair.caption.en)],
  ['job-photos', 'alt', jobPhotos.map((photo) => photo.alt.en)],
  ['case-studies', 'title', caseStudies.map((story) => story.title.en)],
]

/**
 * Words the seed leaves in English on the Spanish site: none, since every seeded document is written in
 * both languages (the services' pages, all seven articles and the review replies too). Another file's test
 * may change a seeded word but must not leave one without its Spanish, so a seed or a test that leaves a
 * word in English fails.
 */
const SEEDED_SPANISH_MISSING = 0

describe('seeded content in Spanish', () => {
  it(`leaves at most ${SEEDED_SPANISH_MISSING} words in English, none of them a legal page, a program, a role or a thank-you`, async () => {
    const missing: string[] = []
    let total = 0
    for (const [collection, key, names] of SEEDED) {
      const { docs } = await payload.find({
        collection,
        where: { [key]: { in: [...names] } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      for (const doc of docs as unknown as Record<string, unknown>[]) {
        total += Number(doc.spanishMissing ?? 0)
        if (doc.spanishMissing) missing.push(`${collection} ${String(doc[key])}: ${String(doc.spanishMissingFields)}`)
      }
    }
    expect(total, missing.join('\n')).toBeLessThanOrEqual(SEEDED_SPANISH_MISSING)
    const untranslated = missing.map((line) => line.split(':')[0])
    for (const whole of [
      'pages privacy-policy',
      'pages terms-of-service',
      'pages card-data-policy',
      'pages seasonal-plans-terms',
      'pages thank-you',
      'pages seasonal-plans-thank-you',
      'pages about-us',
      'community-programs montebello',
      'community-programs columbia-river-walk',
      ...jobs.map((job) => `jobs ${job.slug}`),
      ...locations.map((location) => `locations ${location.slug}`),
    ])
      expect(untranslated).not.toContain(whole)
  })
})

describe('seeding again', () => {
  it('creates nothing and changes nothing', async () => {
    const before = await payload.find({
      collection: 'services',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      sort: 'serviceId',
    })
    const { created } = await seed({ payload })
    expect(created).toEqual({})
    const after = await payload.find({
      collection: 'services',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      sort: 'serviceId',
    })
    expect(after.docs.map((doc) => doc.updatedAt)).toEqual(before.docs.map((doc) => doc.updatedAt))
  })

  it('fills each Spanish field the seed has and the database lacks, keeping every field marketing wrote', async () => {
    const inSpanish = <Slug extends 'pages' | 'locations'>(collection: Slug, slug: string) =>
      payload
        .find({
          collection,
          where: { slug: { equals: slug } },
          locale: 'es',
          fallbackLocale: false,
          overrideAccess: true,
        })
        .then((found) => found.docs[0]!)
    const page = await inSpanish('pages', 'about-us')
    const location = await inSpanish('locations', 'houston')
    const writeSpanish = (collection: 'pages' | 'locations', id: number, data: Record<string, unknown>) =>
      payload.update({ collection, id, locale: 'es', data, overrideAccess: true })
    // A database seeded before these fields had Spanish: an editor rewrote the title and the headline.
    await writeSpanish('pages', page.id, {
      title: 'Quiénes somos (texto de marketing)',
      intro: null,
      seo: { description: null },
    })
    await writeSpanish('locations', location.id, {
      headline: 'Houston, escrito por marketing',
      about: null,
      seo: { title: null },
    })
    await seedSpanish({ payload, created: {}, toLexical: await markdownConverter(payload) })
    const [pageAfter, locationAfter] = await Promise.all([
      inSpanish('pages', 'about-us'),
      inSpanish('locations', 'houston'),
    ])
    expect(pageAfter).toMatchObject({
      title: 'Quiénes somos (texto de marketing)',
      intro: spanishPages['about-us']!.intro,
      seo: { description: spanishPages['about-us']!.seoDescription },
    })
    expect(locationAfter).toMatchObject({
      headline: 'Houston, escrito por marketing',
      about: location.about,
      seo: { title: spanishLocations.houston.seoTitle },
    })
    // Put back as the seed wrote them, for the files after this one.
    await writeSpanish('pages', page.id, { title: page.title })
    await writeSpanish('locations', location.id, { headline: location.headline })
  })
})
