import { SERVICES, industrySlug, type LocationSlug, type ServiceSlug } from '@ecs/shared/catalog'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { caseStudies, jobPhotos, proofPairs } from './content'
import { beforeCleaning, jobPhotoIllustration, serviceIllustration, type Illustration } from './illustrations'

interface ProofSeedArgs {
  payload: Payload
  req?: PayloadRequest
  created: Record<string, number>
  serviceIds: ReadonlyMap<string, number>
  locationIds: ReadonlyMap<LocationSlug, number>
  ensureImage: (illustration: Illustration) => Promise<number>
}

/**
 * Proof for every service and location until marketing has real photos: a before/after pair drawn from
 * each service's illustration and a job photo of the same work drawn apart from it (both tagged with
 * every location that sells the service), and the example case studies, all marked as illustrations, in
 * English and Spanish. A document is found by its English title, caption or alt text; one that exists
 * is left as it is.
 */
export async function seedProof({ payload, req, created, serviceIds, locationIds, ensureImage }: ProofSeedArgs) {
  const context = { skipSiteNotify: true }

  /** Creates the document named `name` in English with its Spanish, unless one already has that name. */
  async function ensureBilingual(
    collection: CollectionSlug,
    [key, name]: [string, string],
    english: () => Promise<Record<string, unknown>>,
    spanish: Record<string, unknown>,
  ) {
    const existing = await payload.count({
      collection,
      where: { [key]: { equals: name } },
      locale: 'en',
      req,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return
    const doc = await payload.create({
      collection,
      data: { ...(await english()), [key]: name, illustration: true, _status: 'published' } as never,
      locale: 'en',
      draft: false,
      req,
      context,
      overrideAccess: true,
    })
    await payload.update({
      collection,
      id: doc.id,
      locale: 'es',
      data: spanish as never,
      req,
      context,
      overrideAccess: true,
    })
    created[collection] = (created[collection] ?? 0) + 1
  }

  /** The service's id with those of the locations that sell it, the tags of its proof. */
  function tagsOf(slug: ServiceSlug) {
    const facts = SERVICES.find((service) => service.slug === slug)
    if (!facts) throw new Error(`Proof for unknown service ${slug}`)
    return {
      services: [serviceIds.get(slug)!],
      locations: facts.locations.map((location) => locationIds.get(location)!),
    }
  }

  payload.logger.info('Seeding before/after pairs, job photos and case studies')
  for (const [index, pair] of proofPairs.entries()) {
    const after = serviceIllustration(pair.service)
    await ensureBilingual(
      'before-after-pairs',
      ['caption', pair.caption.en],
      async () => ({
        before: await ensureImage(beforeCleaning(after, pair.beforeAlt.en)),
        after: await ensureImage(after),
        beforeAlt: pair.beforeAlt.en,
        afterAlt: pair.afterAlt.en,
        ...tagsOf(pair.service),
        sortOrder: index,
      }),
      { caption: pair.caption.es, beforeAlt: pair.beforeAlt.es, afterAlt: pair.afterAlt.es },
    )
  }

  for (const photo of jobPhotos) {
    await ensureBilingual(
      'job-photos',
      ['alt', photo.alt.en],
      async () => ({
        photo: await ensureImage(jobPhotoIllustration(photo.service, photo.alt.en)),
        caption: photo.caption.en,
        takenOn: photo.takenOn,
        ...tagsOf(photo.service),
      }),
      { alt: photo.alt.es, caption: photo.caption.es },
    )
  }

  for (const [index, story] of caseStudies.entries()) {
    await ensureBilingual(
      'case-studies',
      ['title', story.title.en],
      async () => {
        const industry = await payload.find({
          collection: 'industries',
          where: { slug: { equals: industrySlug(story.industry) } },
          limit: 1,
          depth: 0,
          req,
          overrideAccess: true,
        })
        return {
          clientType: story.clientType.en,
          industry: industry.docs[0]?.id,
          problem: story.problem.en,
          work: story.work.en,
          result: story.result.en,
          quote: { text: story.quote.text.en, name: story.quote.name, role: story.quote.role.en },
          services: story.services.map((slug) => serviceIds.get(slug)!),
          locations: story.locations.map((slug) => locationIds.get(slug)!),
          sortOrder: index,
        }
      },
      {
        title: story.title.es,
        clientType: story.clientType.es,
        problem: story.problem.es,
        work: story.work.es,
        result: story.result.es,
        quote: { text: story.quote.text.es, role: story.quote.role.es },
      },
    )
  }
}
