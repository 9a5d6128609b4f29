import type { LocationSlug } from '@ecs/shared/catalog'
import {
  allConcretePaths,
  DEFAULT_LOCALE,
  LOCALES,
  localePath,
  paths,
  sitemapPaths,
  type ConcretePath,
  type Locale,
} from '@ecs/shared/routes'
import { Router } from 'express'
import type { ContentReader } from './content-cache'

const GENERAL = 'general'

/** Pages that thank a visitor are noindex but harmless to crawl; every other noindex page is kept out. */
const CRAWLABLE_NOINDEX_PAGES = new Set(['thank-you', 'plans-thank-you'])

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** A sitemap group's name: its location ('general' for site-wide pages), after its language's prefix but English's. */
function groupName(locale: Locale, location: LocationSlug | undefined): string {
  const name = location ?? GENERAL
  return locale === DEFAULT_LOCALE ? name : `${locale}-${name}`
}

/** The sitemap's pages grouped by language and location, all from the route table. */
function sitemapGroups(): Map<string, ConcretePath[]> {
  const entryOf = new Map(allConcretePaths().map((entry) => [entry.path, entry]))
  const groups = new Map<string, ConcretePath[]>(LOCALES.map((locale) => [groupName(locale, undefined), []]))
  for (const path of sitemapPaths()) {
    const entry = entryOf.get(path)
    if (!entry) continue
    const group = groupName(entry.locale, entry.location)
    groups.set(group, [...(groups.get(group) ?? []), entry])
  }
  return groups
}

/** A sitemap entry: the page and, for search engines, the same page in each language (hreflang). */
function urlEntry(origin: string, languages: Partial<Record<Locale, string>>, path: string): string {
  const alternates = Object.entries(languages).map(
    ([locale, alternate]) =>
      `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${origin}${alternate}`)}"/>`,
  )
  const fallback = languages[DEFAULT_LOCALE]
  const xDefault =
    alternates.length > 1 && fallback
      ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${fallback}`)}"/>`
      : ''
  return `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${alternates.length > 1 ? alternates.join('') : ''}${xDefault}</url>`
}

function languagesOf(path: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>
}

/**
 * Pages whose addresses come from the CMS rather than the route table, each read through the content
 * cache (so a change notice refreshes them and a CMS outage keeps the last list): the open roles.
 */
const CMS_LISTED_PAGES: { cmsPath: string; pathOf: (slug: string) => string }[] = [
  { cmsPath: '/api/jobs?pagination=false&depth=0&select[slug]=true', pathOf: paths.careerRole },
]

/** The CMS-listed pages' English paths (each has its twin in every language). */
async function cmsListedPaths(content: ContentReader): Promise<string[]> {
  const lists = await Promise.all(
    CMS_LISTED_PAGES.map(async ({ cmsPath, pathOf }) => {
      // A CMS that never answered yet lists nothing more than the route table; the next read tries again.
      const answer = (await content.get(cmsPath).catch(() => undefined)) as { docs?: { slug?: string }[] } | undefined
      return (answer?.docs ?? []).flatMap((doc) => (doc.slug ? [pathOf(doc.slug)] : []))
    }),
  )
  return lists.flat()
}

/** Paths crawlers are asked to skip: staff pages, /login and the test pages (route flags). */
function disallowedPaths(): string[] {
  const prefixes = new Set(['/admin', '/cms', '/login'])
  for (const entry of allConcretePaths()) {
    if (entry.flags.noindex && !CRAWLABLE_NOINDEX_PAGES.has(entry.page) && !entry.path.startsWith('/admin/'))
      prefixes.add(entry.path)
  }
  return [...prefixes].sort()
}

/**
 * robots.txt, /sitemap.xml (an index) and one sitemap per language and group under /sitemaps/
 * (`houston.xml`, `es-houston.xml`), each page with its alternates in the other languages.
 */
export function seoFiles(siteUrl: string, content: ContentReader): Router {
  const origin = siteUrl.replace(/\/+$/, '')
  const groups = sitemapGroups()
  const router = Router()

  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      ...disallowedPaths().map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ]
    res.type('text/plain').setHeader('cache-control', 'public, max-age=3600').send(lines.join('\n'))
  })

  router.get('/sitemap.xml', (_req, res) => {
    const entries = [...groups.keys()].map(
      (group) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${group}.xml`)}</loc></sitemap>`,
    )
    res
      .type('application/xml')
      .setHeader('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`,
      )
  })

  router.get('/sitemaps/:group.xml', async (req, res, next) => {
    const listed = groups.get(req.params.group)
    if (!listed) return next()
    const locale = LOCALES.find((candidate) => req.params.group === groupName(candidate, undefined))
    const fromCms = locale
      ? (await cmsListedPaths(content)).map((path) => ({
          path: localePath(locale, path),
          languages: languagesOf(path),
        }))
      : []
    const entries = [...listed, ...fromCms].map((entry) => urlEntry(origin, entry.languages, entry.path))
    res
      .type('application/xml')
      .setHeader('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`,
      )
  })
  return router
}
