import { describe, expect, it } from 'vitest'
import { allConcretePaths, match, paths, redirectKey, redirectStatus, redirectTarget, sitePathOf } from '../src/routes'

describe('landing pages (/lp/{slug})', () => {
  it('match any slug-shaped value, which content decides exists', () => {
    const found = match('/lp/spring-roof-wash-2027')
    expect(found.page).toBe('landing-page')
    if (found.page === 'landing-page') expect(found.params.landingPageSlug).toBe('spring-roof-wash-2027')
  })

  it('send other spellings to the lowercase one and refuse what is not a slug', () => {
    const found = match('/LP/Spring-Sale/')
    expect(found.page === 'landing-page' && found.redirectTo).toBe('/lp/spring-sale')
    for (const path of ['/lp', '/lp/a/b', '/lp/-x', '/lp/a--b', '/lp/a_b'])
      expect(match(path).page, path).toBe('not-found')
  })

  it('are never listed: no sitemap entry, no start-up render', () => {
    expect(allConcretePaths().some((entry) => entry.page === 'landing-page')).toBe(false)
    expect(paths.landingPage('fall-gutters')).toBe('/lp/fall-gutters')
    expect(() => paths.landingPage('Not A Slug')).toThrow(RangeError)
  })
})

describe('sitePathOf', () => {
  it('gives the page that shows each kind of document', () => {
    expect(sitePathOf('services', { slug: 'graffiti-removal', type: 'commercial' })).toBe(
      '/commercial-services/graffiti-removal',
    )
    expect(sitePathOf('articles', { slug: 'soft-washing' })).toBe('/learn/soft-washing')
    expect(sitePathOf('locations', { slug: 'dmv' })).toBe('/dmv')
    expect(sitePathOf('pages', { slug: 'about-us' })).toBe('/about-us')
    expect(sitePathOf('pages', { slug: 'home' })).toBe('/')
    expect(sitePathOf('pages', { slug: 'montebello' })).toBe('/dmv/condos/montebello')
    expect(sitePathOf('landing-pages', { slug: 'spring' })).toBe('/lp/spring')
    expect(sitePathOf('plans', {})).toBe('/seasonal-protection-plans')
    expect(sitePathOf('site-settings', {})).toBe('/')
  })

  it('gives nothing for a slug no route has', () => {
    expect(sitePathOf('services', { slug: 'moss-removal', type: 'commercial' })).toBeUndefined()
    expect(sitePathOf('articles', { slug: 'not-an-article' })).toBeUndefined()
    expect(sitePathOf('reviews', {})).toBeUndefined()
  })
})

describe('redirects', () => {
  it('compare old addresses the way routes do', () => {
    expect(redirectKey('/Old-Promo/')).toBe('/old-promo')
    expect(redirectKey('/a//b?x=1')).toBe('/a/b')
    expect(redirectKey('/')).toBe('/')
    expect(redirectKey('https://elsewhere.example/a')).toBeUndefined()
    expect(redirectKey('//elsewhere.example/a')).toBeUndefined()
  })

  it('lead to the referenced page or the URL given', () => {
    const reference = { relationTo: 'landing-pages', value: { slug: 'spring' } }
    expect(redirectTarget({ to: { type: 'reference', reference } })).toBe('/lp/spring')
    expect(redirectTarget({ to: { type: 'reference', reference: { relationTo: 'landing-pages', value: 4 } } })).toBe(
      undefined,
    )
    expect(redirectTarget({ to: { type: 'custom', url: ' /about-us ' } })).toBe('/about-us')
    expect(redirectStatus({ type: '302' })).toBe(302)
    expect(redirectStatus({ type: null })).toBe(301)
  })
})
