import type { LocationSlug } from '@ecs/shared/catalog'
import { allConcretePaths, paths, sitemapPaths } from '@ecs/shared/routes'
import { Router } from 'express'
import type { ContentReader } from './content-cache'

const GENERAL = 'general'

/** Pages that thank a visitor are noindex but harmless to crawl; every other noindex page is kept out. */
const CRAWLABLE_NOINDEX_PAGES = new Set(['thank-you', 'plans-thank-you'])

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The sitemap's paths grouped by location ('general' for site-wide pages), all from the route table. */
function sitemapGroups(): Map<string, string[]> {
  const locationOf = new Map<string, LocationSlug | undefined>(
    allConcretePaths().map((entry) => [entry.path, entry.location]),
  )
  const groups = new Map<string, string[]>([[GENERAL, []]])
  for (const path of sitemapPaths()) {
    const group = locationOf.get(path) ?? GENERAL
    groups.set(group, [...(groups.get(group) ?? []), path])
  }
  return groups
}

/**
 * Pages whose addresses come from the CMS rather than the route table, each read through the content
 * cache (so a change notice refreshes them and a CMS outage keeps the last list): the open roles.
 */
const CMS_LISTED_PAGES: { cmsPath: string; pathOf: (slug: string) => string }[] = [
  { cmsPath: '/api/jobs?pagination=false&depth=0&select[slug]=true', pathOf: paths.careerRole },
]

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

/** robots.txt, /sitemap.xml (an index) and one sitemap per group under /sitemaps/. */
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
    const all = req.params.group === GENERAL ? [...listed, ...(await cmsListedPaths(content))] : listed
    const entries = all.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    res
      .type('application/xml')
      .setHeader('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`,
      )
  })
  return router
}
