import { describe, expect, it } from 'vitest'
import { ROUTES, allConcretePaths, localePath, match, routeById, sitemapPaths } from '../src/routes'

// The English paths: the Spanish twins share their routes and flags (routes-spec.test.ts checks them).
const entries = allConcretePaths().filter((entry) => entry.locale === 'en')
const pathsWhere = (predicate: (entry: (typeof entries)[number]) => boolean) =>
  entries
    .filter(predicate)
    .map((entry) => entry.path)
    .sort()

describe('the route table', () => {
  it('has unique route ids', () => {
    const ids = ROUTES.map((route) => route.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('answers every concrete path with the route it was generated from, with no redirect', () => {
    for (const entry of entries) {
      const result = match(entry.path)
      expect(result.page === 'not-found' ? undefined : result.routeId, entry.path).toBe(entry.routeId)
      expect(result).not.toHaveProperty('redirectTo')
    }
  })

  it('lists every concrete path once', () => {
    const all = entries.map((entry) => entry.path)
    expect(new Set(all).size).toBe(all.length)
  })

  it('points every alias at a canonical route of the same page', () => {
    for (const route of ROUTES) {
      if (!('aliasOf' in route) || route.aliasOf === undefined) continue
      const target = routeById(route.aliasOf)
      expect(target?.page, route.id).toBe(route.page)
      expect(target && 'aliasOf' in target ? target.aliasOf : undefined, route.id).toBeUndefined()
    }
  })

  it("points every location's copy at the site-wide route of the same page, which is canonical", () => {
    const copies = ROUTES.filter((route) => 'copyOf' in route && route.copyOf !== undefined)
    expect(copies.length).toBeGreaterThan(0)
    for (const route of copies) {
      const target = routeById((route as { copyOf: string }).copyOf)
      expect(target?.page, route.id).toBe(route.page)
      expect(target?.segments.some((segment) => typeof segment !== 'string' && segment.name === 'location')).toBe(false)
      expect(target && ('aliasOf' in target || 'copyOf' in target), route.id).toBe(false)
    }
  })

  it('gives patterns in the router format', () => {
    expect(routeById('location-commercial-service')?.pattern).toBe('/locations/:location/services/:type/:serviceSlug')
    expect(routeById('home')?.pattern).toBe('/')
    expect(routeById('location-condos-montebello')?.pattern).toBe('/:location/condos/montebello')
  })
})

describe('route flags', () => {
  it('puts /cms and every /admin/* page behind the staff login', () => {
    expect(pathsWhere((entry) => entry.flags.staffOnly)).toEqual([
      '/admin/attribution-dashboard',
      '/admin/calendar',
      '/admin/columbia-river-walk-payments',
      '/admin/leads',
      '/admin/montebello-payments',
      '/admin/seasonal-payments',
      '/admin/zapier-integration',
      '/cms',
    ])
  })

  it('keeps test, staff, login and thank-you pages out of search engines', () => {
    const noindex = pathsWhere((entry) => entry.flags.noindex)
    for (const path of [
      '/tooltip-test',
      '/autocomplete-test',
      '/address-autocomplete-test',
      '/mockup-preview',
      '/zapier-test',
      '/dmv/test-contact',
      '/cms',
      '/admin/seasonal-payments',
      '/login',
      '/thank-you',
      '/payment/received',
      '/seasonal-plans-thank-you',
      '/houston/thank-you',
      '/seattle/seasonal-plans-thank-you',
    ]) {
      expect(noindex).toContain(path)
    }
    for (const path of ['/', '/about-us', '/dmv', '/learn/soft-washing', '/commercial-services/graffiti-removal']) {
      expect(noindex).not.toContain(path)
    }
  })

  it('marks the estimate and contact forms as estimate pages', () => {
    expect(pathsWhere((entry) => entry.flags.estimatePage)).toEqual(
      [
        '/contact',
        '/estimate',
        '/commercial-services/contact',
        '/residential-services/contact',
        '/dmv/test-contact',
        ...['dmv', 'tri-cities', 'seattle', 'houston'].flatMap((location) => [
          `/${location}/contact`,
          `/${location}/estimate`,
        ]),
      ].sort(),
    )
  })
})

describe('sitemap', () => {
  const sitemap = sitemapPaths()

  it('lists canonical public pages only', () => {
    expect(sitemap).toContain('/')
    expect(sitemap).toContain('/learn/soft-washing')
    expect(sitemap).toContain('/locations/houston/services/residential/residential-soft-wash')
    expect(sitemap).toContain('/tri-cities/apartments/columbia-river-walk')
    for (const path of [
      '/blog',
      '/blog/soft-washing',
      '/estimate',
      '/dmv/estimate',
      '/flexible-pricing-plans',
      '/cms',
      '/tooltip-test',
      '/login',
      '/thank-you',
    ]) {
      expect(sitemap).not.toContain(path)
    }
  })

  it('has no duplicates and every entry is its own canonical path', () => {
    expect(new Set(sitemap).size).toBe(sitemap.length)
    for (const path of sitemap) {
      const found = match(path)
      if (found.page === 'not-found') throw new Error(`${path} is in the sitemap but has no page`)
      expect(localePath(found.locale, found.canonicalPath)).toBe(path)
    }
  })

  it('lists every page in both languages', () => {
    const english = sitemap.filter((path) => match(path).locale === 'en')
    expect(english.length).toBeGreaterThan(100)
    expect(sitemap.filter((path) => match(path).locale === 'es')).toEqual(english.map((path) => localePath('es', path)))
  })
})
