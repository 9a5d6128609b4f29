import type { ContentOverview } from '@ecs/shared/api'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

/** The content types marketing edits, in the order the dashboard lists them. */
const CONTENT_COLLECTIONS = [
  'locations',
  'services',
  'plans',
  'industries',
  'articles',
  'pages',
  'reviews',
  'jobs',
  'media',
] as const
const CONTENT_GLOBALS = ['company-info', 'site-settings'] as const

function titleOf(doc: Record<string, unknown>, useAsTitle: string | undefined): string {
  const value = (useAsTitle && doc[useAsTitle]) ?? doc.title ?? doc.name ?? doc.id
  return String(value)
}

async function collectionSummary(payload: Payload, slug: CollectionSlug) {
  const collection = payload.collections[slug]
  const config = collection.config
  const hasDrafts = Boolean(config.versions && typeof config.versions === 'object' && config.versions.drafts)
  const [count, latest, drafts] = await Promise.all([
    payload.count({ collection: slug, overrideAccess: true }),
    payload.find({
      collection: slug,
      overrideAccess: true,
      limit: 1,
      sort: '-updatedAt',
      depth: 0,
      draft: hasDrafts,
      pagination: false,
    }),
    // A draft waiting is a document whose newest version is an unpublished draft.
    hasDrafts
      ? payload.countVersions({
          collection: slug,
          overrideAccess: true,
          where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }] },
        })
      : null,
  ])
  const last = latest.docs[0] as (Record<string, unknown> & { id: number | string; updatedAt: string }) | undefined
  return {
    slug,
    label: typeof config.labels?.plural === 'string' ? config.labels.plural : slug,
    count: count.totalDocs,
    draftsWaiting: drafts?.totalDocs ?? null,
    lastEdit: last ? { id: last.id, title: titleOf(last, config.admin?.useAsTitle), updatedAt: last.updatedAt } : null,
  }
}

/**
 * What the /cms dashboard lists of the content: each content type's count, drafts waiting and last
 * edit, and the globals' last edits (its leads come from the desk's overview). Counts run with overrideAccess (staff may not read drafts
 * themselves), so only counts, titles and dates are answered.
 */
export async function contentOverview(payload: Payload): Promise<ContentOverview> {
  const collections = await Promise.all(
    CONTENT_COLLECTIONS.filter((slug) => payload.collections[slug]).map((slug) => collectionSummary(payload, slug)),
  )
  const globals = await Promise.all(
    CONTENT_GLOBALS.map(async (slug: GlobalSlug) => {
      const global = (await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })) as unknown as Record<
        string,
        unknown
      >
      const config = payload.globals.config.find((candidate) => candidate.slug === slug)
      return {
        slug,
        label: typeof config?.label === 'string' ? config.label : slug,
        updatedAt: (global.updatedAt as string | undefined) ?? null,
      }
    }),
  )

  return { collections, globals }
}
