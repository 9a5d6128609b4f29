import { describe, expect, it } from 'vitest'
import {
  FOOTER_EXTRA_LINKS,
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICES,
  GLOBAL_NAV,
  MENU_TIMINGS,
  TOAST_SETTINGS,
  detectLocation,
  estimateTarget,
  findLocationLink,
  hasLanguageTwin,
  localizeNav,
  locationNav,
  logoHref,
  navigationFor,
  navLabelIn,
  locationTwin,
  showsActionBar,
  showsBanner,
  type NavLink,
} from '../src/navigation'
import { allConcretePaths, match } from '../src/routes'

const labels = (links: readonly NavLink[]) => links.map((link) => link.label)

function allLinks(links: readonly NavLink[]): NavLink[] {
  return links.flatMap((link) => [link, ...allLinks(link.children ?? [])])
}

describe('global navigation', () => {
  it('has About Us, Commercial, Residential, Learn and Locations', () => {
    expect(GLOBAL_NAV.map(({ label, href }) => [label, href])).toEqual([
      ['About Us', '/about-us'],
      ['Commercial', '/commercial-services'],
      ['Residential', '/residential-services'],
      ['Learn', '/learn'],
      ['Locations', '/locations'],
    ])
  })

  it('names the overview link of every menu with children in plain words', () => {
    const menus = GLOBAL_NAV.filter((link) => link.children?.length)
    expect(menus.map((link) => link.overviewLabel)).toEqual(['All articles', 'All locations'])
  })

  it('lists the six articles under Learn, in order', () => {
    const learn = GLOBAL_NAV.find((link) => link.label === 'Learn')
    expect(learn?.children?.map((link) => link.href)).toEqual([
      '/learn/building-maintenance',
      '/learn/budget-curb-appeal',
      '/learn/luxury-window-cleaning',
      '/learn/soft-washing',
      '/learn/holiday-lighting',
      '/learn/protecting-exterior-surfaces',
    ])
  })

  it('lists the four locations, each with its pages, Houston without Residential Services', () => {
    const locations = GLOBAL_NAV.find((link) => link.label === 'Locations')?.children ?? []
    expect(locations.map(({ label, href }) => [label, href])).toEqual([
      ['DMV Area', '/dmv'],
      ['Tri-Cities WA', '/tri-cities'],
      ['Houston TX', '/houston'],
      ['Seattle WA', '/seattle'],
    ])
    const childrenOf = (href: string) =>
      locations.find((link) => link.href === href)?.children?.map(({ label, href }) => [label, href])
    expect(childrenOf('/dmv')).toEqual([
      ['About', '/dmv/about'],
      ['Commercial Services', '/commercial-services/dmv'],
      ['Residential Services', '/residential-services/dmv'],
      ['Contact', '/dmv/contact'],
      ['Reviews', '/dmv/reviews'],
    ])
    expect(childrenOf('/houston')).toEqual([
      ['About', '/houston/about'],
      ['Commercial Services', '/commercial-services/houston'],
      ['Contact', '/houston/contact'],
      ['Reviews', '/houston/reviews'],
    ])
    expect(labels(locations.find((link) => link.href === '/seattle')?.children ?? [])).toContain('Residential Services')
    expect(labels(locations.find((link) => link.href === '/tri-cities')?.children ?? [])).toContain(
      'Residential Services',
    )
  })
})

describe('location-scoped navigation', () => {
  it.each([
    ['dmv', true],
    ['tri-cities', true],
    ['seattle', true],
    ['houston', false],
  ] as const)('%s (residential: %s)', (location, residential) => {
    const expected: [string, string][] = [
      ['Overview', `/${location}`],
      ['About Us', `/${location}/about`],
      ['Commercial Services', `/commercial-services/${location}`],
      ...(residential ? [['Residential Services', `/residential-services/${location}`] as [string, string]] : []),
      ['Learn', `/${location}/learn`],
      ['Contact', `/${location}/contact`],
      ['Reviews', `/${location}/reviews`],
    ]
    expect(locationNav(location).map(({ label, href }) => [label, href])).toEqual(expected)
    expect(navigationFor(`/${location}/reviews`)).toEqual(locationNav(location))
  })

  it('shows the global navigation where no location is detected', () => {
    expect(navigationFor('/')).toBe(GLOBAL_NAV)
    expect(navigationFor('/commercial-services/graffiti-removal')).toBe(GLOBAL_NAV)
  })
})

describe('detectLocation', () => {
  it.each([
    ['/dmv', 'dmv'],
    ['/tri-cities/learn/soft-washing', 'tri-cities'],
    ['/Seattle/About/', 'seattle'],
    ['/houston/seasonal-plans-signup', 'houston'],
    ['/commercial-services/houston', 'houston'],
    ['/residential-services/seattle', 'seattle'],
    ['/locations/dmv/services/commercial/graffiti-removal', 'dmv'],
    ['/locations/tri-cities/services/residential-services/residential-soft-wash', 'tri-cities'],
    ['/dmv/no-such-page', 'dmv'],
    ['/dmv/contact?utm_source=x', 'dmv'],
  ])('%s -> %s', (path, location) => {
    expect(detectLocation(path)).toBe(location)
  })

  it.each([
    '/',
    '/about-us',
    '/locations',
    '/learn/soft-washing',
    '/boston',
    '/residential-services/houston',
    '/dmvx',
    '/learn/dmv',
    '/%E0',
  ])('%s -> none', (path) => {
    expect(detectLocation(path)).toBeUndefined()
  })
})

describe('the banner', () => {
  const SPEC_BANNER_PATHS = [
    '/',
    '/about-us',
    '/commercial-services',
    '/commercial-services/industries',
    '/residential-services',
    '/locations',
    '/seasonal-protection-plans',
  ]

  it('shows on exactly the seven banner paths', () => {
    const shown = allConcretePaths()
      .filter((entry) => entry.locale === 'en')
      .map((entry) => entry.path)
      .filter((path) => showsBanner(path))
    expect(shown.sort()).toEqual([...SPEC_BANNER_PATHS].sort())
  })

  it('follows the path however it is spelled, and not to aliases or unknown paths', () => {
    expect(showsBanner('/About-Us/')).toBe(true)
    expect(showsBanner('/flexible-pricing-plans')).toBe(false)
    expect(showsBanner('/dmv')).toBe(false)
    expect(showsBanner('/nope')).toBe(false)
  })
})

describe('the language switch', () => {
  it('is offered on every page with a Spanish twin and on no private or staff page', () => {
    const english = allConcretePaths().filter((entry) => entry.locale === 'en')
    const twins = new Set(
      allConcretePaths()
        .filter((entry) => entry.locale === 'es')
        .map((entry) => entry.path),
    )
    for (const entry of english) {
      expect(hasLanguageTwin(entry.path), entry.path).toBe(twins.has(entry.path === '/' ? '/es' : `/es${entry.path}`))
    }
    for (const path of ['/quote/q1a2b3', '/visit/v1a2b3', '/admin/leads', '/login']) {
      expect(hasLanguageTwin(path), path).toBe(false)
    }
    expect(hasLanguageTwin('/houston/about')).toBe(true)
    expect(hasLanguageTwin('/es/houston/about')).toBe(true)
    expect(hasLanguageTwin('/no-such-page')).toBe(true)
    expect(hasLanguageTwin('/payment/received')).toBe(true)
  })
})

describe("the 'Free Estimate' button", () => {
  it.each([
    ['/', '/contact'],
    ['/about-us', '/contact'],
    ['/learn/soft-washing', '/contact'],
    ['/commercial-services/graffiti-removal', '/contact?service=graffiti-removal'],
    ['/residential-services/residential-window-cleaning', '/contact?service=residential-window-cleaning'],
    [
      '/locations/seattle/services/residential/residential-window-cleaning',
      '/seattle/contact?service=residential-window-cleaning',
    ],
    ['/no-such-page', '/contact'],
    ['/dmv', '/dmv/contact'],
    ['/houston/learn', '/houston/contact'],
    ['/commercial-services/seattle', '/seattle/contact'],
    ['/locations/tri-cities/services/commercial/graffiti-removal', '/tri-cities/contact?service=graffiti-removal'],
    ['/dmv/unknown', '/dmv/contact'],
  ])('on %s goes to %s', (path, target) => {
    expect(estimateTarget(path)).toBe(target)
    expect(match(target.split('?')[0]!).page).toMatch(/^(estimate|location-contact)$/)
  })

  it.each([
    '/contact',
    '/estimate',
    '/dmv/contact',
    '/houston/estimate',
    '/commercial-services/contact',
    '/residential-services/contact',
    '/dmv/test-contact',
    '/Contact/',
  ])('is hidden on the estimate page %s', (path) => {
    expect(estimateTarget(path)).toBeNull()
  })
})

describe('header links', () => {
  it('reads Find Location until a location is detected, then Change Location', () => {
    expect(findLocationLink(undefined)).toEqual({ label: 'Find Location', href: '/locations' })
    expect(findLocationLink('houston')).toEqual({ label: 'Change Location', href: '/locations' })
  })

  it('links the logo to the location home', () => {
    expect(logoHref(undefined)).toBe('/')
    expect(logoHref('tri-cities')).toBe('/tri-cities')
  })
})

describe('footer', () => {
  it('has Careers with Open Roles and Apply Now, Learn, and Pricing & Protection Plans', () => {
    expect(FOOTER_EXTRA_LINKS).toEqual([
      {
        label: 'Careers',
        href: '/careers',
        children: [
          { label: 'Open Roles', href: '/careers/roles' },
          { label: 'Apply Now', href: '/careers/apply' },
        ],
      },
      { label: 'Learn', href: '/learn' },
      { label: 'Pricing & Protection Plans', href: '/seasonal-protection-plans' },
    ])
  })

  it('lists services as plain text', () => {
    expect(FOOTER_SERVICES.length).toBeGreaterThan(0)
    for (const entry of FOOTER_SERVICES) expect(entry).not.toHaveProperty('href')
  })
})

describe('every navigation link leads to a canonical, indexable page', () => {
  const everyNav = [
    ...GLOBAL_NAV,
    ...FOOTER_EXTRA_LINKS,
    ...FOOTER_QUICK_LINKS,
    ...(['dmv', 'tri-cities', 'seattle', 'houston'] as const).flatMap(locationNav),
  ]
  it.each(allLinks(everyNav).map((link) => [link.label, link.href]))('%s -> %s', (_label, href) => {
    const result = match(href)
    expect(result).toMatchObject({ pagePath: href })
    if (result.page !== 'not-found') expect(result.flags).toMatchObject({ noindex: false, staffOnly: false })
  })
})

describe('the navigation in Spanish', () => {
  const everyLabel = [
    ...allLinks([
      ...GLOBAL_NAV,
      ...FOOTER_EXTRA_LINKS,
      ...FOOTER_QUICK_LINKS,
      ...(['dmv', 'tri-cities', 'seattle', 'houston'] as const).flatMap(locationNav),
    ]).flatMap((link) => [link.label, ...(link.overviewLabel ? [link.overviewLabel] : [])]),
    ...FOOTER_SERVICES.map((entry) => entry.label),
    findLocationLink(undefined).label,
    findLocationLink('dmv').label,
  ]

  it.each([...new Set(everyLabel)])('has a Spanish label for %s', (label) => {
    expect(navLabelIn(label, 'es')).toMatch(/\S/)
  })

  it('keeps the links and translates every level', () => {
    const spanish = localizeNav(GLOBAL_NAV, 'es')
    expect(spanish.map(({ href }) => href)).toEqual(GLOBAL_NAV.map(({ href }) => href))
    expect(spanish.find((link) => link.href === '/learn')).toMatchObject({
      label: 'Aprenda',
      overviewLabel: 'Todos los artículos',
    })
    expect(spanish.find((link) => link.href === '/locations')?.children?.[0]?.children?.[0]?.label).toBe('Acerca de')
  })
})

describe('ui constants', () => {
  it('hold the menu hover delays and the toast settings', () => {
    expect(MENU_TIMINGS).toEqual({ openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 })
    expect(TOAST_SETTINGS).toEqual({
      limit: 1,
      durationMs: 5000,
      removeDelayMs: 1_000_000,
      swipeDirection: 'right',
      swipeThreshold: 50,
      hotkey: ['F8'],
    })
  })
})

describe('showsActionBar', () => {
  it('is on the pages visitors arrive at, off on staff, personal, sign-in, test and thank-you pages', () => {
    for (const path of [
      '/',
      '/dmv',
      '/residential-services/seattle',
      '/commercial-services/commercial-window-cleaning',
      '/dmv/contact',
      '/careers/apply',
    ])
      expect(showsActionBar(path), path).toBe(true)
    for (const path of [
      '/admin/leads',
      '/login',
      '/quote/abc',
      '/visit/abc',
      '/thank-you',
      '/dmv/thank-you',
      '/tooltip-test',
      '/nope',
    ])
      expect(showsActionBar(path), path).toBe(false)
  })
})

describe('locationTwin', () => {
  it('leads site-wide links to the same page inside the location', () => {
    expect(locationTwin('/commercial-services/industries', 'seattle')).toBe('/seattle/commercial-services/industries')
    expect(locationTwin('/commercial-services/contact', 'seattle')).toBe('/seattle/contact')
    expect(locationTwin('/contact', 'dmv')).toBe('/dmv/contact')
    expect(locationTwin('/commercial-services', 'houston')).toBe('/commercial-services/houston')
    expect(locationTwin('/seasonal-protection-plans', 'tri-cities')).toBe('/tri-cities/seasonal-protection-plans')
    expect(locationTwin('/learn/soft-washing?from=x#top', 'dmv')).toBe('/dmv/learn/soft-washing?from=x#top')
    expect(locationTwin('/commercial-services/graffiti-removal', 'houston')).toBe(
      '/locations/houston/services/commercial/graffiti-removal',
    )
  })

  it('keeps a link whose page the location lacks, a link already in a location, and outside links', () => {
    // Houston runs no residential line.
    expect(locationTwin('/residential-services', 'houston')).toBe('/residential-services')
    expect(locationTwin('/dmv/about', 'seattle')).toBe('/dmv/about')
    expect(locationTwin('/careers', 'seattle')).toBe('/careers')
    expect(locationTwin('/no-such-page', 'seattle')).toBe('/no-such-page')
    expect(locationTwin('https://example.com/contact', 'seattle')).toBe('https://example.com/contact')
    expect(locationTwin('//example.com/contact', 'seattle')).toBe('//example.com/contact')
  })

  it('always leads to a page that exists, in the location asked for', () => {
    // Links in the CMS and on pages are paths within the page's language.
    const englishPaths = allConcretePaths().filter((entry) => entry.locale === 'en')
    for (const { path } of englishPaths) {
      for (const location of ['dmv', 'tri-cities', 'houston', 'seattle'] as const) {
        const twin = locationTwin(path, location)
        const matched = match(twin)
        expect(matched.page, `${path} in ${location}`).not.toBe('not-found')
        if (twin !== path && matched.page !== 'not-found') expect(matched.location, path).toBe(location)
      }
    }
  })
})
