import type { LocationSlug } from '@ecs/shared/catalog'
import { allConcretePaths, sitemapPaths } from '@ecs/shared/routes'
import { Router } from 'express'

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
export function seoFiles(siteUrl: string): Router {
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

  router.get('/sitemaps/:group.xml', (req, res, next) => {
    const paths = groups.get(req.params.group)
    if (!paths) return next()
    const entries = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    res
      .type('application/xml')
      .setHeader('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`,
      )
  })
  return router
}
