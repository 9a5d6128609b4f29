import {
  COMMUNITY_PROGRAM_FACTS,
  LOCATIONS,
  PLAN_FACTS,
  SERVICES,
  locationBySlug,
  type LocationSlug,
  industrySlug,
} from '@ecs/shared/catalog'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import {
  articles,
  communityPrograms,
  company,
  industries,
  jobs,
  localNotes,
  locations,
  pages,
  plans,
  reviews,
  services,
  siteSettings,
  trackingNumbers,
} from './content'
import {
  ILLUSTRATED_PAGES,
  articleIllustration,
  industryIllustration,
  locationIllustration,
  pageIllustration,
  planIllustration,
  renderIllustration,
  serviceIllustration,
  type IllustratedPage,
  type Illustration,
} from './illustrations'
import { seedProof } from './proof'
import { markdownConverter } from './rich-text'
import { seedSpanish } from './spanish'
import { seedLocationTeams, seedUsers } from './users'

const isIllustratedPage = (slug: string): slug is IllustratedPage => (ILLUSTRATED_PAGES as string[]).includes(slug)

interface SeedArgs {
  payload: Payload
  req?: PayloadRequest
}

/**
 * Brings an empty database to the whole site. Idempotent: a document that already exists (by its
 * natural key) is left as it is, so a second run changes nothing and never overwrites editors' work.
 */
export async function seed({ payload, req }: SeedArgs): Promise<{ created: Record<string, number> }> {
  const created: Record<string, number> = {}
  const context = { skipSiteNotify: true }
  const toLexical = await markdownConverter(payload)

  async function ensure(
    collection: CollectionSlug,
    key: string,
    value: string | number,
    data: () => Promise<Record<string, unknown>> | Record<string, unknown>,
  ): Promise<number> {
    const existing = await payload.find({
      collection,
      where: { [key]: { equals: value } },
      limit: 1,
      depth: 0,
      draft: true,
      req,
      overrideAccess: true,
    })
    const found = existing.docs[0]
    if (found) return found.id as number
    const doc = await payload.create({
      collection,
      data: { ...(await data()), _status: 'published' } as never,
      req,
      context,
      overrideAccess: true,
      draft: false,
    })
    created[collection] = (created[collection] ?? 0) + 1
    return doc.id as number
  }

  /** The media document of an illustration (by its file name), drawn and uploaded the first time. */
  async function ensureImage(illustration: Illustration): Promise<number> {
    const filename = `${illustration.key}.webp`
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (existing.docs[0]) return existing.docs[0].id
    const data = await renderIllustration(illustration)
    const doc = await payload.create({
      collection: 'media',
      // The focal point makes every size Payload cuts (card, hero...) keep the subject in frame.
      data: { alt: illustration.alt, focalX: illustration.focal.x, focalY: illustration.focal.y },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
      req,
      context,
      overrideAccess: true,
    })
    created.media = (created.media ?? 0) + 1
    return doc.id
  }

  payload.logger.info('Seeding locations')
  const locationIds = new Map<LocationSlug, number>()
  for (const facts of LOCATIONS) {
    const content = locations.find((location) => location.slug === facts.slug)
    if (!content) throw new Error(`No seed content for location ${facts.slug}`)
    const id = await ensure('locations', 'slug', facts.slug, async () => ({
      key: facts.key,
      slug: facts.slug,
      name: content.name,
      label: facts.label,
      address: content.address,
      coordinates: { lat: facts.coordinates[0], lng: facts.coordinates[1] },
      office: { lat: content.office[0], lng: content.office[1] },
      phone: content.phone,
      textsWelcome: content.textsWelcome,
      email: content.email,
      adCampaigns: content.adCampaigns,
      hours: content.hours,
      timeZone: content.timeZone,
      booking: { estimateBookingOnline: content.estimateBookingOnline },
      serviceRadius: facts.serviceRadius,
      href: `/${facts.slug}`,
      headline: content.headline,
      intro: content.intro,
      about: toLexical(content.aboutMarkdown),
      image: await ensureImage(locationIllustration(facts.slug)),
      areasServed: content.areasServed.map((name) => ({ name })),
      seo: { title: content.seoTitle, description: content.seoDescription },
    }))
    locationIds.set(facts.slug, id)
  }
  const idsOf = (slugs: readonly LocationSlug[]) => slugs.map((slug) => locationIds.get(slug)!)

  payload.logger.info('Seeding services')
  const serviceIds = new Map<string, number>()
  for (const facts of SERVICES) {
    const content = services.find((service) => service.slug === facts.slug)
    if (!content) throw new Error(`No seed content for service ${facts.slug}`)
    const id = await ensure('services', 'slug', facts.slug, async () => ({
      serviceId: facts.serviceId,
      slug: facts.slug,
      name: facts.name,
      type: facts.type,
      description: content.description,
      intro: content.intro,
      image: await ensureImage(serviceIllustration(facts.slug)),
      imageSlug: facts.slug,
      path: `/${facts.type}-services/${facts.slug}`,
      locations: idsOf(facts.locations),
      highlights: content.highlights.map((text) => ({ text })),
      pricing: {
        fromPrice: content.fromPrice?.amount,
        unit: content.fromPrice?.unit,
        factors: content.priceFactors.map((text) => ({ text })),
        ...(content.estimate && { estimate: content.estimate }),
      },
      localNotes: facts.locations.flatMap((slug) => {
        const text = localNotes[facts.slug]?.[slug]
        return text ? [{ location: locationIds.get(slug)!, text }] : []
      }),
      body: toLexical(content.bodyMarkdown),
      faqs: content.faqs,
      seo: { title: content.seoTitle, description: content.seoDescription },
    }))
    serviceIds.set(facts.slug, id)
  }

  payload.logger.info('Seeding plans')
  for (const [index, content] of plans.entries()) {
    const facts = PLAN_FACTS[content.id]
    await ensure('plans', 'planId', content.id, async () => ({
      planId: content.id,
      name: facts.name,
      description: content.description,
      image: await ensureImage(planIllustration(content.id)),
      frequency: facts.frequency,
      prices: facts.prices,
      enhancedPrices: content.enhancedPrices,
      discountPercent: facts.discountPercent,
      prioritySchedule: facts.prioritySchedule,
      annualDeepClean: facts.annualDeepClean,
      features: content.features.map((text) => ({ text })),
      sortOrder: index,
    }))
  }

  payload.logger.info('Seeding community programs')
  for (const program of communityPrograms) {
    await ensure('community-programs', 'programId', program.programId, () => ({
      ...program,
      location: locationIds.get(COMMUNITY_PROGRAM_FACTS[program.programId].location)!,
    }))
  }

  payload.logger.info('Seeding industries')
  for (const [index, industry] of industries.entries()) {
    const slug = industrySlug(industry.name)
    await ensure('industries', 'slug', slug, async () => ({
      ...industry,
      slug,
      image: await ensureImage(industryIllustration(slug)),
      sortOrder: index,
    }))
  }

  payload.logger.info('Seeding articles')
  for (const article of articles) {
    await ensure('articles', 'slug', article.slug, async () => ({
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      publishedAt: article.publishedAt,
      heroImage: await ensureImage(articleIllustration(article.slug)),
      content: toLexical(article.bodyMarkdown),
      seo: { title: article.seoTitle, description: article.seoDescription },
    }))
  }

  payload.logger.info('Seeding pages')
  for (const page of pages) {
    await ensure('pages', 'slug', page.slug, async () => ({
      title: page.title,
      slug: page.slug,
      intro: page.intro,
      heroImage: isIllustratedPage(page.slug) ? await ensureImage(pageIllustration(page.slug)) : undefined,
      content: toLexical(page.bodyMarkdown),
      location: page.location ? locationIds.get(page.location) : undefined,
      seo: { title: page.title, description: page.seoDescription },
    }))
  }

  payload.logger.info('Seeding open roles')
  for (const job of jobs) {
    await ensure('jobs', 'slug', job.slug, () => ({
      title: job.title,
      slug: job.slug,
      locations: idsOf(job.locations),
      employmentType: job.employmentType,
      payMin: job.pay.min,
      payMax: job.pay.max,
      payUnit: job.pay.unit,
      payNote: job.pay.note,
      resumeRequired: job.resumeRequired,
      summary: job.summary,
      body: toLexical(job.bodyMarkdown),
    }))
  }

  payload.logger.info('Seeding reviews')
  const existingReviews = await payload.count({ collection: 'reviews', req, overrideAccess: true })
  if (existingReviews.totalDocs === 0) {
    for (const review of reviews) {
      if (!locationBySlug(review.location)) throw new Error(`Review for unknown location ${review.location}`)
      await payload.create({
        collection: 'reviews',
        data: {
          author: review.author,
          location: locationIds.get(review.location)!,
          service: review.service ? serviceIds.get(review.service) : undefined,
          rating: review.rating,
          text: review.text,
          date: review.date,
          ...(review.reply && { reply: review.reply }),
          status: 'approved',
        },
        req,
        context,
        overrideAccess: true,
      })
      created.reviews = (created.reviews ?? 0) + 1
    }
  }

  payload.logger.info('Seeding tracking numbers')
  for (const tracking of trackingNumbers) {
    await ensure('tracking-numbers', 'number', tracking.number, () => ({
      number: tracking.number,
      location: locationIds.get(tracking.location)!,
      use: tracking.use,
      source: tracking.source ?? null,
    }))
  }

  payload.logger.info('Seeding company info and site settings')
  const companyInfo = await payload.findGlobal({ slug: 'company-info', req, overrideAccess: true })
  if (!companyInfo.name) {
    await payload.updateGlobal({ slug: 'company-info', data: { ...company }, req, context, overrideAccess: true })
    created['company-info'] = 1
  }
  const currentSettings = await payload.findGlobal({ slug: 'site-settings', req, overrideAccess: true })
  if (!currentSettings.updatedAt) {
    await payload.updateGlobal({ slug: 'site-settings', data: { ...siteSettings }, req, context, overrideAccess: true })
    created['site-settings'] = 1
  }

  await seedProof({ payload, req, created, serviceIds, locationIds, ensureImage })
  await seedSpanish({ payload, req, created, toLexical })
  await seedUsers({ payload, req, created })
  await seedLocationTeams({ payload, req, created, locationIds })
  payload.logger.info(`Seed done: ${JSON.stringify(created)}`)
  return { created }
}
