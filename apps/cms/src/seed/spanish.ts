import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { LOCATIONS } from '@ecs/shared/catalog'
import { navLabelIn } from '@ecs/shared/navigation'
import { DEFAULT_TEXT_WORDS } from '../texts/text-words'
import { databasePool } from '../utilities/database'
import {
  spanishArticles,
  spanishCompany,
  spanishIndustries,
  spanishJobs,
  spanishLeadEmails,
  spanishLeadTexts,
  spanishLocations,
  spanishPages,
  spanishPlans,
  spanishReviewReplies,
  spanishServices,
  spanishSiteSettings,
} from './content/spanish'
import { spanishCommunityPrograms } from './content/spanish-programs'
import { spanishRoleBodies } from './content/spanish-roles'
import { spanishServicePages } from './content/spanish-services'
import type { markdownConverter } from './rich-text'

interface SpanishSeedArgs {
  payload: Payload
  req?: PayloadRequest
  created: Record<string, number>
  toLexical: Awaited<ReturnType<typeof markdownConverter>>
}

type Row = { id?: string | null }

/** Each location's label in Spanish, as the navigation says it (its table keeps place names as they are). */
const spanishLocationLabels = Object.fromEntries(
  LOCATIONS.map((facts) => [facts.slug, navLabelIn(facts.label, 'es') ?? facts.label]),
)
/**
 * The part of `data` whose fields have no value in `stored`, group by group (a rich text, an array or a
 * word is one field). A field given as a function (a rich text to convert) is made only when missing.
 */
function missingFields(data: Record<string, unknown>, stored: Record<string, unknown> | null | undefined) {
  const missing: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue
    const current = stored?.[name]
    const group = typeof value === 'object' && value !== null && !Array.isArray(value) && !('root' in value)
    if (group) {
      const inner = missingFields(value as Record<string, unknown>, current as Record<string, unknown> | null)
      if (Object.keys(inner).length > 0) missing[name] = inner
    } else if (current === null || current === undefined || (typeof current === 'string' && current.trim() === ''))
      missing[name] = typeof value === 'function' ? (value as () => unknown)() : value
  }
  return missing
}

const rowIds = (rows: unknown) => ((rows ?? []) as Row[]).map((row) => row.id)

/**
 * Writes the Spanish of the seed's documents and globals that have none yet (an editor's Spanish, or a
 * second run, is left as it is). Runs after the English seed, on the same documents.
 */
export async function seedSpanish({ payload, req, created, toLexical }: SpanishSeedArgs): Promise<void> {
  const context = { skipSiteNotify: true }
  const count = () => (created.spanish = (created.spanish ?? 0) + 1)

  /**
   * Each document of `collection` whose `key` has Spanish to write: its English, its Spanish as stored
   * (none where a field has none: no fallback) and the seed's Spanish for it.
   */
  async function seeded<Spanish>(
    collection: CollectionSlug,
    key: string,
    words: Record<string, Spanish>,
  ): Promise<{ id: number; english: Record<string, unknown>; stored: Record<string, unknown>; spanish: Spanish }[]> {
    const read = (locale: 'en' | 'es') =>
      payload.find({
        collection,
        where: { [key]: { in: Object.keys(words) } },
        locale,
        fallbackLocale: false,
        depth: 0,
        pagination: false,
        draft: true,
        overrideAccess: true,
        req,
      })
    const [spanish, english] = await Promise.all([read('es'), read('en')])
    return spanish.docs.map((doc) => {
      const stored = doc as unknown as Record<string, unknown>
      return {
        id: doc.id as number,
        english: english.docs.find((candidate) => candidate.id === doc.id) as unknown as Record<string, unknown>,
        stored,
        spanish: words[String(stored[key])]!,
      }
    })
  }

  /** The documents of `seeded` with no Spanish yet in `probe` (a field, or a dotted path into a group). */
  async function untranslated<Spanish>(
    collection: CollectionSlug,
    key: string,
    words: Record<string, Spanish>,
    probe: string,
  ): Promise<{ id: number; english: Record<string, unknown>; spanish: Spanish }[]> {
    return (await seeded(collection, key, words)).filter(
      ({ stored }) =>
        !probe.split('.').reduce<unknown>((value, name) => (value as Record<string, unknown> | null)?.[name], stored),
    )
  }

  async function write(collection: CollectionSlug, id: number, data: Record<string, unknown>) {
    await payload.update({ collection, id, locale: 'es', data: data as never, overrideAccess: true, context, req })
    count()
  }

  /**
   * Writes, field by field, the seed's Spanish of every document of `collection` where the stored Spanish
   * has none: a field added to the seed since the last start is filled, an editor's Spanish is kept.
   */
  async function writeMissing<Spanish>(
    collection: CollectionSlug,
    key: string,
    words: Record<string, Spanish>,
    build: (spanish: Spanish) => Record<string, unknown>,
  ) {
    for (const { id, stored, spanish } of await seeded(collection, key, words)) {
      const missing = missingFields(build(spanish), stored)
      if (Object.keys(missing).length > 0) await write(collection, id, missing)
    }
  }

  payload.logger.info('Seeding Spanish')
  await writeMissing('services', 'slug', spanishServices, (spanish) => ({
    name: spanish.name,
    description: spanish.description,
    intro: spanish.intro,
    ...((spanish.unit || spanish.scope) && { pricing: { unit: spanish.unit, estimate: { scope: spanish.scope } } }),
    seo: { title: spanish.seoTitle, description: spanish.seoDescription },
  }))
  // A loop of its own: a service written in Spanish before its page's body was gets the body at the next
  // start. Each row keeps its id (and a local note its location).
  const locationSlugs = new Map(
    (
      await payload.find({ collection: 'locations', depth: 0, pagination: false, select: { slug: true }, req })
    ).docs.map((location) => [location.id, location.slug]),
  )
  for (const { id, english, spanish } of await untranslated('services', 'slug', spanishServicePages, 'body')) {
    const { pricing, faqs, localNotes } = english as {
      pricing?: { factors?: Row[] | null } | null
      faqs?: Row[] | null
      localNotes?: (Row & { location: number })[] | null
    }
    await write('services', id, {
      highlights: rowIds(english.highlights).map((rowId, index) => ({ id: rowId, text: spanish.highlights[index] })),
      pricing: {
        factors: rowIds(pricing?.factors).map((rowId, index) => ({ id: rowId, text: spanish.priceFactors[index] })),
      },
      localNotes: (localNotes ?? []).map((row) => ({
        id: row.id,
        location: row.location,
        text: spanish.localNotes[locationSlugs.get(row.location)!],
      })),
      body: toLexical(spanish.bodyMarkdown),
      faqs: rowIds(faqs).map((rowId, index) => ({ id: rowId, ...spanish.faqs[index] })),
    })
  }
  await writeMissing('locations', 'slug', spanishLocations, (spanish) => ({
    headline: spanish.headline,
    intro: spanish.intro,
    about: () => toLexical(spanish.aboutMarkdown),
    seo: { title: spanish.seoTitle, description: spanish.seoDescription },
  }))
  await writeMissing('locations', 'slug', spanishLocationLabels, (label) => ({ label }))
  for (const { id, english, spanish } of await untranslated('plans', 'planId', spanishPlans, 'name'))
    await write('plans', id, {
      name: spanish.name,
      description: spanish.description,
      features: rowIds(english.features).map((rowId, index) => ({ id: rowId, text: spanish.features[index] })),
    })
  await writeMissing('pages', 'slug', spanishPages, (spanish) => ({
    title: spanish.title,
    intro: spanish.intro,
    seo: { title: spanish.title, description: spanish.seoDescription },
    ...(spanish.bodyMarkdown && { content: () => toLexical(spanish.bodyMarkdown!) }),
  }))
  await writeMissing('industries', 'slug', spanishIndustries, (spanish) => ({
    name: spanish.name,
    description: spanish.description,
  }))
  for (const { id, english, spanish } of await untranslated('jobs', 'slug', spanishJobs, 'title'))
    await write('jobs', id, {
      title: spanish.title,
      summary: spanish.summary,
      payNote: spanish.payNote,
      body: toLexical(spanishRoleBodies[String(english.slug)]!),
    })
  for (const { id, english, spanish } of await untranslated(
    'community-programs',
    'programId',
    spanishCommunityPrograms,
    'name',
  ))
    await write('community-programs', id, {
      name: spanish.name,
      // A price row keeps its id and key; its words are found by the key.
      prices: ((english.prices ?? []) as (Row & { key: string })[]).map((row) => ({
        id: row.id,
        ...spanish.prices[row.key],
      })),
      schedule: spanish.schedule,
      terms: spanish.terms,
      confirmation: spanish.confirmation,
    })
  await writeMissing('reviews', 'author', spanishReviewReplies, (text) => ({ reply: { text } }))
  await writeMissing('articles', 'slug', spanishArticles, (spanish) => ({
    title: spanish.title,
    excerpt: spanish.excerpt,
    content: () => toLexical(spanish.bodyMarkdown),
    seo: { title: spanish.seoTitle, description: spanish.seoDescription },
  }))

  /** Whether a global has any Spanish stored (a read would give an unsaved word its English default). */
  const hasSpanish = async (slug: GlobalSlug) => {
    const { rows } = await databasePool(payload).query(
      `SELECT 1 FROM "${slug.replaceAll('-', '_')}_locales" WHERE _locale = 'es' LIMIT 1`,
    )
    return rows.length > 0
  }
  const writeGlobal = async (slug: GlobalSlug, locale: 'en' | 'es', data: Record<string, unknown>) => {
    await payload.updateGlobal({ slug, locale, data: data as never, overrideAccess: true, context, req })
    if (locale === 'es') count()
  }

  if (!(await hasSpanish('company-info'))) await writeGlobal('company-info', 'es', spanishCompany)
  if (!(await hasSpanish('site-settings'))) {
    const english = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
    await writeGlobal('site-settings', 'es', {
      banner: spanishSiteSettings.banner,
      trustBand: {
        items: rowIds(english.trustBand?.items).map((rowId, index) => ({
          id: rowId,
          ...spanishSiteSettings.trustBand[index],
        })),
      },
      textConsentWording: spanishSiteSettings.textConsentWording,
    })
  }

  // English reads the defaults until marketing saves words (send-lead-email.ts): only Spanish is written.
  if (!(await hasSpanish('lead-emails')))
    await writeGlobal(
      'lead-emails',
      'es',
      Object.fromEntries(Object.entries(spanishLeadEmails).map(([group, customer]) => [group, { customer }])),
    )
  if (!(await hasSpanish('lead-texts'))) {
    // The ready-made texts are rows shared by both languages: a global never saved gets its English rows first.
    const saved = await payload.findGlobal({ slug: 'lead-texts', depth: 0, overrideAccess: true, req })
    if (!saved.updatedAt) await writeGlobal('lead-texts', 'en', { ...DEFAULT_TEXT_WORDS })
    const english = await payload.findGlobal({ slug: 'lead-texts', depth: 0, overrideAccess: true, req })
    await writeGlobal('lead-texts', 'es', {
      customerConfirmation: spanishLeadTexts.customerConfirmation,
      templates: rowIds(english.templates).map((rowId, index) => ({
        id: rowId,
        label: english.templates?.[index]?.label,
        body: spanishLeadTexts.templates[index] ?? english.templates?.[index]?.body,
      })),
    })
  }
}
