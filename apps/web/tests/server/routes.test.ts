import { SEED_PASSWORD, startStack, type Stack } from '@ecs/test-stack'
import { allConcretePaths, LOCALES, localePath, paths, sitemapPaths, type Locale } from '@ecs/shared/routes'
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TITLE_MAX_LENGTH } from '@ecs/shared/seo'
import { isProblemDetails, PROBLEM_MEDIA_TYPE, type ProblemDetails } from '@ecs/shared/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadPromise } from '@ecs/shared/leads'
import { hasLanguageTwin, navLabelIn } from '@ecs/shared/navigation'
import { LOCATIONS } from '@ecs/shared/catalog'
import { englishWordsTranslatedIn } from '../helpers/catalogue-words'
import { publicSitePaths } from '../helpers/public-pages'

let stack: Stack
let site: string

beforeAll(async () => {
  stack = await startStack()
  site = stack.site!.url
})

afterAll(async () => {
  await stack?.stop()
})

async function get(path: string) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual' })
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
    type: response.headers.get('content-type'),
  }
}

/** What a visitor can read: the page without its scripts (boot data, JSON-LD) and styles. */
function visibleText(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
}

/** The not-found view's heading, as the server renders it. */
const NOT_FOUND_HEADINGS: Record<Locale, string> = {
  en: 'We couldn&#x27;t find that page',
  es: 'No encontramos esa página',
}

/**
 * The site's own words a page shows or says to assistive technology: each text between tags and each
 * label, title, alternative text and placeholder, whole; not the CMS's words (a Spanish page shows a
 * word not yet translated in English), which the page's boot data carries as whole strings.
 */
/** Pages that show one component with made-up words to try it out, never linked to a visitor. */
const COMPONENT_HARNESSES = new Set([
  'tooltip-test',
  'autocomplete-test',
  'address-autocomplete-test',
  'zapier-test',
  'mockup-preview',
])

/** Whether the boot data has the word as a whole string, spaces around it or not (a rich text's " and "). */
function inBootData(bootData: string, word: string): boolean {
  const quoted = JSON.stringify(word)
    .slice(1, -1)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`"\\s*${quoted}\\s*"`).test(bootData)
}

function siteWordsShown(html: string): string[] {
  const page = visibleText(html)
  const bootData = html.match(/<script[\s\S]*?<\/script>/g)?.join('') ?? ''
  return [
    ...[...page.matchAll(/>([^<]+)</g)].map((found) => found[1] ?? ''),
    ...[...page.matchAll(/ (?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map((found) => found[1] ?? ''),
  ]
    .map((word) => decode(word).trim())
    .filter((word) => word !== '' && !inBootData(bootData, word))
}

function headings(html: string): number {
  return (html.match(/<h1[\s>]/g) ?? []).length
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The JSON-LD each kind of page must carry (written out here, not read from the pages' code). */
const EXPECTED_JSON_LD: Record<string, string[]> = {
  home: ['LocalBusiness'],
  'location-home': ['LocalBusiness'],
  'location-about': ['LocalBusiness', 'BreadcrumbList'],
  'location-reviews': ['LocalBusiness', 'BreadcrumbList'],
  service: ['Service', 'FAQPage', 'BreadcrumbList'],
  'location-service': ['Service', 'FAQPage', 'LocalBusiness', 'BreadcrumbList'],
  article: ['Article', 'BreadcrumbList'],
  plans: ['OfferCatalog', 'BreadcrumbList'],
  'plans-enhanced': ['OfferCatalog', 'BreadcrumbList'],
  'career-role': ['JobPosting', 'BreadcrumbList'],
}

/** What search engines need of each type to use it (Google's required properties). */
const REQUIRED_PROPERTIES: Record<string, string[]> = {
  LocalBusiness: ['name', 'address'],
  Service: ['name', 'provider'],
  Article: ['headline', 'datePublished'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  OfferCatalog: ['itemListElement'],
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'hiringOrganization',
    'jobLocation',
    'employmentType',
    'baseSalary',
  ],
}

interface PageEntry {
  path: string
  locale: Locale
  page: string
  canonicalPath: string
  flags: { noindex: boolean }
}

let rendering: Promise<{ entry: PageEntry; status: number; body: string }[]> | undefined

/**
 * Every public page once, fetched for the tests that read them: each path of the route table, and
 * each open role's page (its slug comes from the CMS, so the table cannot list it).
 */
function renderedPages() {
  rendering ??= (async () => {
    const jobs = (await (await fetch(`${site}/api/jobs?depth=0&limit=100`)).json()) as { docs: { slug: string }[] }
    const entries: PageEntry[] = [
      ...publicSitePaths(),
      ...jobs.docs.flatMap(({ slug }) =>
        LOCALES.map((locale) => ({
          path: localePath(locale, `/careers/roles/${slug}`),
          locale,
          page: 'career-role',
          canonicalPath: localePath(locale, `/careers/roles/${slug}`),
          flags: { noindex: false },
        })),
      ),
    ]
    const pages = []
    for (const entry of entries) pages.push({ entry, ...(await get(entry.path)) })
    return pages
  })()
  return rendering
}

describe('every route of the public site', () => {
  it('covers the route table (sanity: the list is not empty or tiny)', () => {
    expect(publicSitePaths().length).toBeGreaterThan(150)
  })

  it('answers 200 with a title, one h1 and a canonical link for each concrete path', async () => {
    const failures: string[] = []
    for (const { entry, status, body } of await renderedPages()) {
      const title = body.match(/<title>([^<]+)<\/title>/)?.[1]
      const canonical = body.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      if (status !== 200) failures.push(`${entry.path}: status ${status}`)
      else if (!title) failures.push(`${entry.path}: no title`)
      else if (headings(body) !== 1) failures.push(`${entry.path}: ${headings(body)} h1`)
      else if (body.includes(NOT_FOUND_HEADINGS[entry.locale]))
        failures.push(`${entry.path}: the not-found page's content with a 200 (a soft 404)`)
      else if (canonical !== `${site}${entry.canonicalPath}`) failures.push(`${entry.path}: canonical ${canonical}`)
      else if (entry.flags.noindex && !body.includes('<meta name="robots" content="noindex"'))
        failures.push(`${entry.path}: missing noindex`)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('gives each page valid JSON-LD of the types its kind of page needs, and unique titles and descriptions of a searchable length', async () => {
    const failures: string[] = []
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    for (const { entry, status, body } of await renderedPages()) {
      if (status !== 200 || entry.flags.noindex) continue
      const types: string[] = []
      for (const [, json] of body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
        let data: Record<string, unknown>
        try {
          data = JSON.parse(json!) as Record<string, unknown>
        } catch {
          failures.push(`${entry.path}: JSON-LD that does not parse`)
          continue
        }
        if (data['@context'] !== 'https://schema.org' || typeof data['@type'] !== 'string')
          failures.push(`${entry.path}: JSON-LD without the schema.org context or a type`)
        else types.push(data['@type'])
        const missing = (REQUIRED_PROPERTIES[data['@type'] as string] ?? []).filter((key) => data[key] == null)
        if (missing.length) failures.push(`${entry.path}: ${String(data['@type'])} without ${missing.join(', ')}`)
      }
      for (const type of EXPECTED_JSON_LD[entry.page] ?? ['BreadcrumbList'])
        if (!types.includes(type))
          failures.push(`${entry.path}: no ${type} JSON-LD (has ${types.join(', ') || 'none'})`)
      const title = decode(body.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')
      const description = decode(body.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '')
      if (description.length < DESCRIPTION_MIN_LENGTH || description.length > DESCRIPTION_MAX_LENGTH)
        failures.push(`${entry.path}: description of ${description.length} characters`)
      if (title.length > TITLE_MAX_LENGTH) failures.push(`${entry.path}: title of ${title.length} characters`)
      // A location's copy of a site-wide page, or an alias, points search engines elsewhere: only the
      // pages that are their own canonical compete in results, so only those must differ (within a
      // language: a page not yet translated has its English title in both).
      if (entry.canonicalPath !== entry.path) continue
      const sameTitle = titles.get(`${entry.locale} ${title}`)
      if (sameTitle) failures.push(`${entry.path}: the title of ${sameTitle} ("${title}")`)
      titles.set(`${entry.locale} ${title}`, entry.path)
      const sameDescription = descriptions.get(`${entry.locale} ${description}`)
      if (sameDescription) failures.push(`${entry.path}: the description of ${sameDescription}`)
      descriptions.set(`${entry.locale} ${description}`, entry.path)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it.each([
    '/no-such-page',
    '/commercial-services/window-cleaning',
    '/locations/atlanta/services/commercial/commercial-window-cleaning',
    '/houston/seasonal-protection-plans-enhanced',
    '/seattle/condos/montebello',
    '/learn/not-an-article',
    '/locations/houston/services/residential/residential-window-cleaning',
    '/residential-services/houston',
    '/dmv/nope',
  ])('answers 404 with the not-found page for the near miss %s', async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(404)
    expect(body).toMatch(/We couldn(&#x27;|')t find that page/)
    expect(headings(body)).toBe(1)
    expect(body).toContain('<meta name="robots" content="noindex"')
  })

  it.each([
    ['/About-Us', '/about-us'],
    ['/about-us/', '/about-us'],
    ['/DMV/learn/soft-washing/', '/dmv/learn/soft-washing'],
    [
      '/locations/dmv/services/commercial-services/graffiti-removal',
      '/locations/dmv/services/commercial/graffiti-removal',
    ],
    ['/Commercial-Services?utm_source=x', '/commercial-services?utm_source=x'],
  ])('redirects %s permanently to %s', async (path, target) => {
    const { status, location } = await get(path)
    expect(status).toBe(301)
    expect(location).toBe(target)
  })

  it.each(['/es/no-such-page', '/es/dmv/nope', '/es/learn/not-an-article', '/es/admin/leads', '/es/login'])(
    'answers 404 with the Spanish not-found page for %s',
    async (path) => {
      const { status, body } = await get(path)
      expect(status).toBe(404)
      expect(body).toMatch(/<html lang="es"/)
      expect(body).toContain(NOT_FOUND_HEADINGS.es)
      expect(body).toContain('<meta name="robots" content="noindex"')
    },
  )

  it.each([
    ['/ES/Houston/', '/es/houston'],
    ['/es/', '/es'],
    ['/es/About-Us?utm_source=x', '/es/about-us?utm_source=x'],
  ])('redirects the Spanish %s permanently to %s', async (path, target) => {
    const { status, location } = await get(path)
    expect(status).toBe(301)
    expect(location).toBe(target)
  })

  it('serves aliases without redirecting, with the canonical route as canonical link', async () => {
    const { status, body } = await get('/blog/soft-washing')
    expect(status).toBe(200)
    expect(body).toContain(`<link rel="canonical" href="${site}/learn/soft-washing"`)
  })
})

let walking: Promise<{ path: string; words: string[]; englishWords: string[] | undefined; text: string }[]> | undefined

/**
 * The words shown on every Spanish page a visitor can open (forms and thank-you pages too, and each
 * open role's page), with its English twin's where it has one, and the page's whole visible text (the
 * CMS's words too), read once for the tests that compare them.
 * Each page's words are picked out as it arrives: done for all pages at once, the work held this
 * process for longer than the site keeps an idle connection (5 s) on a busy machine, and the next
 * request went out on the connection the site had closed meanwhile ("other side closed", CI at 800c5d8).
 */
function spanishWalk() {
  walking ??= (async () => {
    const jobs = (await (await fetch(`${site}/api/jobs?depth=0&limit=100`)).json()) as { docs: { slug: string }[] }
    const spanishPaths = [
      ...allConcretePaths()
        .filter((entry) => entry.locale === 'es' && !COMPONENT_HARNESSES.has(entry.page))
        .map((entry) => entry.path),
      ...jobs.docs.map(({ slug }) => localePath('es', `/careers/roles/${slug}`)),
    ]
    const pages = []
    const siteContent = new Map<string, string>()
    // The CMS's words a page reads from its site content file (addresses, pictures' descriptions) count
    // as its boot data's: they are content, in Spanish where the CMS has it.
    const withSiteContent = async (body: string) => {
      const file = body.match(/"siteContent":"([^"]+)"/)?.[1]
      if (file && !siteContent.has(file)) siteContent.set(file, await (await fetch(`${site}${file}`)).text())
      return `${body}<script>${file ? siteContent.get(file) : ''}</script>`
    }
    for (const path of spanishPaths) {
      const english = path === '/es' ? '/' : path.slice('/es'.length)
      const { body } = await get(path)
      pages.push({
        path,
        words: siteWordsShown(await withSiteContent(body)),
        englishWords: siteWordsShown(await withSiteContent((await get(english)).body)),
        text: decode(visibleText(body)),
      })
    }
    const notFound = (await get('/es/no-such-page')).body
    pages.push({
      path: '/es/no-such-page',
      words: siteWordsShown(notFound),
      englishWords: undefined,
      text: decode(visibleText(notFound)),
    })
    return pages
  })()
  return walking
}

/**
 * Text a language says in words: two words of letters at least, so a name ("Clearview"), a number, a
 * price, a phone number or an address line of the CMS's data is not taken for an untranslated sentence.
 */
const isProse = (text: string) =>
  (withoutNames(text).match(/\p{L}{2,}/gu) ?? []).length >= 2 && !/@|https?:\/\//.test(text)

/** The text without the names of places: the locations' (which the site names alike in both) and "City, ST". */
const withoutNames = (text: string) =>
  LOCATIONS.reduce((rest, location) => rest.replaceAll(location.label, ''), text).replace(
    /\b\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)*, [A-Z]{2}\b/gu,
    '',
  )

/** The site's own words that read the same in Spanish: names, and the forms' examples. */
const SAME_IN_BOTH_LANGUAGES = new Set<string>([])

/** A page's hreflang alternates: language -> address. */
function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((found) => [
      found[1]!,
      found[2]!,
    ]),
  )
}

describe('the site in Spanish', () => {
  it('has a Spanish twin of every public route: 200, lang="es", its own canonical, and an hreflang pair both ways', async () => {
    const pages = await renderedPages()
    const byPath = new Map(pages.map((page) => [page.entry.path, page]))
    const spanish = pages.filter(({ entry }) => entry.locale === 'es')
    const withTwins = pages.filter(({ entry }) => entry.locale === 'en' && hasLanguageTwin(entry.path))
    expect(spanish.length).toBe(withTwins.length)
    const failures: string[] = []
    for (const { entry, status, body } of spanish) {
      const english = byPath.get(entry.path === '/es' ? '/' : entry.path.slice('/es'.length))
      if (!english) {
        failures.push(`${entry.path}: no English page`)
        continue
      }
      const canonical = body.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      const englishCanonical = english.body.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      const ours = alternatesOf(body)
      const theirs = alternatesOf(english.body)
      if (status !== 200) failures.push(`${entry.path}: status ${status}`)
      else if (!/<html lang="es"/.test(body)) failures.push(`${entry.path}: not lang="es"`)
      else if (!/<html lang="en"/.test(english.body)) failures.push(`${english.entry.path}: not lang="en"`)
      else if (canonical !== `${site}${entry.canonicalPath}` || canonical === englishCanonical)
        failures.push(`${entry.path}: canonical ${canonical}`)
      else if (ours.es !== canonical || ours.en !== englishCanonical || ours['x-default'] !== englishCanonical)
        failures.push(`${entry.path}: alternates ${JSON.stringify(ours)}`)
      else if (theirs.es !== canonical || theirs.en !== englishCanonical || theirs['x-default'] !== englishCanonical)
        failures.push(`${english.entry.path}: alternates ${JSON.stringify(theirs)}`)
      else if (!body.includes('"inLanguage":"es-US"')) failures.push(`${entry.path}: no JSON-LD inLanguage es-US`)
    }
    expect(failures).toEqual([])
  }, 120_000)

  it("shows none of the site's own English words on any Spanish page, forms and thank-you pages too", async () => {
    const english = englishWordsTranslatedIn('es')
    const shown = new Map<string, string[]>()
    for (const { path, words } of await spanishWalk()) {
      for (const word of words) {
        const key = english.get(word)
        if (key) shown.set(`${key}: ${word}`, [...(shown.get(`${key}: ${word}`) ?? []), path])
      }
    }
    // Each English word with the first pages it is on.
    expect(Object.fromEntries([...shown].map(([word, paths]) => [word, paths.slice(0, 3)]))).toEqual({})
  }, 240_000)

  it('shows on no Spanish page words of its own that its English twin shows too (words written outside the catalogue)', async () => {
    const shown = new Map<string, string[]>()
    for (const { path, words, englishWords } of await spanishWalk()) {
      if (englishWords === undefined) continue
      const inEnglish = new Set(englishWords)
      for (const word of words)
        if (inEnglish.has(word) && isProse(word) && !SAME_IN_BOTH_LANGUAGES.has(word))
          shown.set(word, [...(shown.get(word) ?? []), path])
    }
    expect(Object.fromEntries([...shown].map(([word, paths]) => [word, paths.slice(0, 3)]))).toEqual({})
  }, 240_000)

  it('names the locations in Spanish on every Spanish page, in the CMS’s words and its own', async () => {
    // The labels Spanish says otherwise ("DMV Area"); the others are place names, alike in both languages.
    const english = LOCATIONS.map(({ label }) => label).filter((label) => navLabelIn(label, 'es') !== label)
    expect(english).not.toEqual([])
    // An office's business name ("Clearview Exterior Cleaning – DMV Area") is a name, and kept as it is.
    const { docs } = (await (await fetch(`${site}/api/locations?depth=0&limit=20&locale=es`)).json()) as {
      docs: { name: string; label: string }[]
    }
    expect(docs.map(({ label }) => label)).toEqual(expect.arrayContaining(['DC, Maryland y Virginia']))
    const shown = new Map<string, string[]>()
    for (const { path, text } of await spanishWalk()) {
      const unnamed = docs.reduce((rest, { name }) => rest.replaceAll(name, ''), text)
      for (const label of english) if (unnamed.includes(label)) shown.set(label, [...(shown.get(label) ?? []), path])
    }
    expect(Object.fromEntries([...shown].map(([label, paths]) => [label, paths.slice(0, 3)]))).toEqual({})
  }, 240_000)

  it('promises on the Spanish thank-you page, in Spanish, who will be in touch and when', async () => {
    const unrouted = { team: null, assignee: null, withinMinutes: null, dueAt: null, timeZone: null }
    const text = decode(visibleText((await get('/es/thank-you')).body))
    expect(text).toContain(leadPromise('estimate', unrouted, new Date(), 'es'))
    expect(text).not.toContain(leadPromise('estimate', unrouted, new Date(), 'en'))
  })

  it('gives the English-only staff pages no Spanish twin and no alternates', async () => {
    expect(allConcretePaths().filter((entry) => entry.flags.staffOnly && entry.locale === 'es')).toEqual([])
    const { body } = await get('/login')
    expect(alternatesOf(body)).toEqual({})
  })

  it('names a site content file of its own language, each at its own address', async () => {
    const english = (await get('/houston')).body.match(/"siteContent":"([^"]+)"/)?.[1]
    const spanish = (await get('/es/houston')).body.match(/"siteContent":"([^"]+)"/)?.[1]
    expect(english).toMatch(/^\/site-content\.json\?v=/)
    expect(spanish).toMatch(/^\/site-content\.json\?lang=es&v=/)
    const file = await fetch(`${site}${spanish}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toContain('immutable')
  })
})

describe('findability', () => {
  it('describes the company, locations, services, articles and breadcrumbs in JSON-LD', async () => {
    const jsonLd = async (path: string) =>
      [...(await get(path)).body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (found) => JSON.parse(found[1]!) as Record<string, unknown>,
      )
    const home = await jsonLd('/')
    expect(home.map((entry) => entry['@id'])).toEqual(
      expect.arrayContaining([`${site}/#organization`, `${site}/dmv#localbusiness`, `${site}/houston#localbusiness`]),
    )
    const service = await jsonLd('/locations/houston/services/commercial/graffiti-removal')
    const described = service.find((entry) => entry['@type'] === 'Service')
    expect(described).toMatchObject({
      name: 'Graffiti Removal',
      provider: { '@id': `${site}/houston#localbusiness` },
      areaServed: [{ name: 'Houston TX' }],
    })
    expect(service.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
    const article = await jsonLd('/learn/soft-washing')
    expect(article.find((entry) => entry['@type'] === 'Article')).toMatchObject({
      publisher: { '@id': `${site}/#organization` },
    })
  })

  it('describes each open role as a JobPosting, the plans as offers at the CMS prices and the FAQs as an FAQPage', async () => {
    const jsonLdOf = async (path: string, type: string) =>
      [...(await get(path)).body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((found) => JSON.parse(found[1]!) as Record<string, unknown>)
        .find((entry) => entry['@type'] === type)
    const cms = async <T>(path: string) => ((await (await fetch(`${site}${path}`)).json()) as { docs: T[] }).docs
    const [crewLead] = await cms<{ postedAt: string }>('/api/jobs?where[slug][equals]=crew-lead&depth=0')
    expect(await jsonLdOf('/careers/roles/crew-lead', 'JobPosting')).toMatchObject({
      title: 'Crew Lead',
      employmentType: 'FULL_TIME',
      datePosted: crewLead!.postedAt,
      hiringOrganization: { name: 'Clearview Exterior Cleaning' },
      jobLocation: [
        { '@type': 'Place', address: { addressLocality: 'Arlington', addressRegion: 'VA' } },
        { '@type': 'Place', address: { addressLocality: 'Seattle', addressRegion: 'WA' } },
      ],
      baseSalary: { currency: 'USD', value: { minValue: 25, maxValue: 32, unitText: 'HOUR' } },
    })
    expect((await get('/careers/roles/no-such-role')).status).toBe(404)

    const plans = await cms<{ name: string; prices: Record<string, number>; enhancedPrices: Record<string, number> }>(
      '/api/plans?depth=0&sort=sortOrder',
    )
    for (const [path, priceList] of [
      ['/seasonal-protection-plans', 'prices'],
      ['/dmv/seasonal-protection-plans-enhanced', 'enhancedPrices'],
    ] as const) {
      const offers = (await jsonLdOf(path, 'OfferCatalog'))?.itemListElement as {
        name: string
        priceSpecification: { price: number }[]
      }[]
      expect(
        offers.map((offer) => [offer.name, offer.priceSpecification.map((spec) => spec.price)]),
        path,
      ).toEqual(plans.map((plan) => [plan.name, ['small', 'medium', 'large'].map((size) => plan[priceList][size])]))
    }

    const [service] = await cms<{ faqs: { question: string; answer: string }[] }>(
      '/api/services?where[slug][equals]=graffiti-removal&depth=0',
    )
    const faq = await jsonLdOf('/locations/dmv/services/commercial/graffiti-removal', 'FAQPage')
    expect(faq?.mainEntity).toEqual(
      service!.faqs.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    )
  })

  it("gives each location's office (address, phone, hours, directions) in the footer of its pages, the head office elsewhere", async () => {
    const footer = (body: string) => body.slice(body.indexOf('data-testid="footer-office"'))
    for (const path of [
      '/dmv',
      '/dmv/reviews',
      '/dmv/learn/soft-washing',
      '/locations/dmv/services/commercial/graffiti-removal',
    ]) {
      const office = footer((await get(path)).body)
      expect(office, path).toContain('2200 Wilson Blvd, Suite 310')
      expect(office, path).toContain('(703) 555-0101')
      expect(office, path).toContain('Mon–Fri 7:00 am – 6:00 pm')
      expect(office, path).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=2200%20Wilson%20Blvd')
      // Nowhere that a visitor reads on a DMV page do the Kennewick head office's number or address appear.
      const shown = visibleText((await get(path)).body)
      expect(/\(509\) 555-0100|Kennewick, WA 99336/.test(shown), path).toBe(false)
    }
    const home = footer((await get('/about-us')).body)
    expect(home).toContain('Head office')
    expect(home).toContain('8524 W Gage Blvd, Suite 210')
    expect(home).toContain('(509) 555-0100')
  })

  it('says under "What it costs" a starting price, or for a service priced per property how to get a quote', async () => {
    const costs = (body: string) => {
      const section = visibleText(body).split('id="price-heading"')[1] ?? ''
      return section.slice(0, section.indexOf('</section>')).replace(/<[^>]+>/g, ' ')
    }
    expect(costs((await get('/residential-services/residential-window-cleaning')).body)).toMatch(
      /From\s+\$189\.00\s+per home/,
    )
    const commercial = costs((await get('/locations/dmv/services/commercial/commercial-window-cleaning')).body)
    expect(commercial).toContain('we price it after a free walk-through')
    expect(commercial).toContain('What the price depends on')
    expect((await get('/locations/dmv/services/commercial/commercial-window-cleaning')).body).toMatch(
      /href="\/dmv\/contact\?service=commercial-window-cleaning"[^>]*>Request a free walk-through/,
    )
  })

  it("gives search engines each office's hours as opening hours and its own coordinates, and no self-rating", async () => {
    const entries = [
      ...(await get('/seattle')).body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
    ].map((found) => JSON.parse(found[1]!) as Record<string, unknown>)
    const business = entries.find((entry) => entry['@id'] === `${site}/seattle#localbusiness`)
    expect(business).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 47.6332, longitude: -122.3398 },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', opens: '07:30', closes: '17:30' },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Saturday'],
          opens: '09:00',
          closes: '13:00',
        },
      ],
    })
    expect(business).not.toHaveProperty('openingHours')
    // Google shows no review stars for a business's ratings of itself on its own site.
    for (const path of ['/', '/seattle', '/seattle/reviews'])
      expect((await get(path)).body).not.toContain('aggregateRating')
  })

  it('serves robots.txt that keeps crawlers out of staff and test pages', async () => {
    const { status, body } = await get('/robots.txt')
    expect(status).toBe(200)
    for (const path of [
      '/admin',
      '/cms',
      '/login',
      '/tooltip-test',
      '/autocomplete-test',
      '/address-autocomplete-test',
      '/mockup-preview',
      '/zapier-test',
    ]) {
      expect(body).toContain(`Disallow: ${path}\n`)
    }
    expect(body).not.toMatch(/Disallow: \/\n/)
    expect(body).toContain(`Sitemap: ${site}/sitemap.xml`)
  })

  it('serves a sitemap index whose sitemaps list exactly the indexable canonical paths', async () => {
    const index = await get('/sitemap.xml')
    expect(index.type).toContain('xml')
    const sitemaps = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]!)
    expect([...sitemaps].sort()).toEqual(
      ['general', 'dmv', 'tri-cities', 'seattle', 'houston']
        .flatMap((group) => [group, `es-${group}`])
        .map((group) => `${site}/sitemaps/${group}.xml`)
        .sort(),
    )
    const listed: string[] = []
    for (const sitemap of sitemaps) {
      const { status, body } = await get(new URL(sitemap).pathname)
      expect(status).toBe(200)
      listed.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => new URL(found[1]!).pathname))
    }
    // The route table's indexable paths, and a page per open role (their slugs are the CMS's).
    const jobs = (await (await fetch(`${site}/api/jobs?pagination=false&depth=0`)).json()) as {
      docs: { slug: string }[]
    }
    expect(jobs.docs.length).toBeGreaterThan(0)
    const rolePaths = jobs.docs.flatMap((job) =>
      LOCALES.map((locale) => localePath(locale, paths.careerRole(job.slug))),
    )
    expect(listed.sort()).toEqual([...sitemapPaths(), ...rolePaths].sort())
    expect(listed.filter((path) => path.startsWith('/es/') || path === '/es').length).toBe(listed.length / 2)
    // Each page names its twin in the other language, and English as the default.
    const houston = (await get('/sitemaps/es-houston.xml')).body
    expect(houston).toContain(
      `<url><loc>${site}/es/houston</loc><xhtml:link rel="alternate" hreflang="en" href="${site}/houston"/><xhtml:link rel="alternate" hreflang="es" href="${site}/es/houston"/><xhtml:link rel="alternate" hreflang="x-default" href="${site}/houston"/></url>`,
    )
    const dmv = (await get('/sitemaps/dmv.xml')).body
    expect(dmv).toContain(`${site}/dmv/reviews`)
    expect(dmv).not.toContain(`${site}/houston`)
    // A location's copies of site-wide pages point search engines at those pages, and are not listed.
    expect(dmv).not.toContain(`${site}/dmv/learn/soft-washing`)
    expect(dmv).not.toContain(`${site}/dmv/seasonal-protection-plans-enhanced`)
  })

  it('gives hashed assets a long immutable cache lifetime', async () => {
    const { body } = await get('/')
    const script = body.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(script).toBeDefined()
    const response = await fetch(`${site}${script}`)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
  })
})

describe('the site in front of the CMS', () => {
  it('limits sign-in attempts per address (10 a minute), whichever accounts they name', async () => {
    // A new account each time: the CMS pauses one account for one address after five failures (doors.test.ts).
    const attempt = (count: number) =>
      fetch(`${site}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${count}@clearview.example`, password: 'wrong-password' }),
      })
    const statuses: number[] = []
    for (let count = 0; count < 11; count += 1) statuses.push((await attempt(count)).status)
    expect(statuses).toEqual([...Array(10).fill(401), 429])
  })
})

describe('error answers through the site: one shape whoever wrote them', () => {
  const problemAt = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${site}${path}`, init)
    expect(response.headers.get('content-type'), path).toBe(PROBLEM_MEDIA_TYPE)
    const body: unknown = await response.json()
    expect(isProblemDetails(body), JSON.stringify(body)).toBe(true)
    expect((body as ProblemDetails).status).toBe(response.status)
    return body as ProblemDetails
  }

  it("translates Payload's own errors (access, unknown route) at the forward", async () => {
    expect(await problemAt('/api/users')).toMatchObject({ status: 403, type: '/problems/forbidden' })
    expect(await problemAt('/api/no-such-thing')).toMatchObject({ status: 404 })
  })

  it('passes our own problems through (a lead that needs fixing, a bad filter, an unknown ZIP)', async () => {
    const lead = await problemAt('/api/leads/review', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(lead).toMatchObject({
      status: 422,
      errors: expect.arrayContaining([{ field: 'rating', message: expect.any(String) }]),
    })
    expect(await problemAt('/api/locations?where[slug][like]=dm')).toMatchObject({ status: 400 })
    expect(await problemAt('/locate?zip=00000')).toMatchObject({ status: 404 })
  })

  it('refuses a content-change notice without the secret with a 403 problem', async () => {
    expect(await problemAt('/__content-changed', { method: 'POST' })).toMatchObject({ status: 403 })
  })
})

describe('proof of our work where a visitor decides', () => {
  /** The pictures of the page's proof section: each with its alt text, lazy, below the first screen. */
  function proofOf(html: string) {
    const page = visibleText(html)
    const at = page.indexOf('data-testid="proof"')
    const section = at < 0 ? '' : page.slice(page.lastIndexOf('<section', at), page.indexOf('</section>', at))
    const pictures = [...section.matchAll(/<img [^>]*>/g)].map((found) => found[0])
    return {
      section,
      pictures,
      alts: pictures.map((picture) => decode(picture.match(/ alt="([^"]*)"/)?.[1] ?? '')),
    }
  }

  const WORDS = {
    en: {
      beforeAndAfter: 'Before and after',
      before: 'Before',
      after: 'After',
      illustration: 'Illustration',
      fromOurJobs: 'From our jobs',
    },
    es: {
      beforeAndAfter: 'Antes y después',
      before: 'Antes',
      after: 'Después',
      illustration: 'Ilustración',
      fromOurJobs: 'De nuestros trabajos',
    },
  }

  it.each(LOCALES)(
    'a service page shows its before/after pairs with alt text for each picture (%s)',
    async (locale) => {
      const { status, body } = await get(localePath(locale, paths.service('residential', 'residential-soft-wash')))
      expect(status).toBe(200)
      const proof = proofOf(body)
      expect(proof.section).toContain(WORDS[locale].beforeAndAfter)
      expect(proof.section).toContain(`>${WORDS[locale].before}<`)
      expect(proof.section).toContain(`>${WORDS[locale].after}<`)
      expect(proof.section).toContain(WORDS[locale].illustration)
      expect(proof.pictures.length).toBeGreaterThanOrEqual(2)
      for (const [index, alt] of proof.alts.entries()) {
        expect(alt.length, proof.pictures[index]).toBeGreaterThan(15)
        expect(proof.pictures[index]).toContain('loading="lazy"')
      }
      // The pair's own words in the page's language: the Spanish page's alt texts are Spanish.
      expect(proof.alts.some((alt) => (locale === 'es' ? /techo|tejas/i : /roof|shingle/i).test(alt))).toBe(true)
    },
  )

  it.each(LOCALES)(
    'a service page shows its job photo under "From our jobs", with its own alt text (%s)',
    async (locale) => {
      const { status, body } = await get(localePath(locale, paths.service('commercial', 'graffiti-removal')))
      expect(status).toBe(200)
      const proof = proofOf(body)
      const jobs = proof.section.slice(proof.section.indexOf(WORDS[locale].fromOurJobs))
      expect(jobs).toContain(WORDS[locale].fromOurJobs)
      // The seed's close-up of the graffiti job, described in the page's language.
      expect(jobs).toMatch(
        locale === 'es'
          ? /<img [^>]*alt="Primer plano de un técnico que quita con agua grafitis rosados y azules de un muro de ladrillo/
          : /<img [^>]*alt="Close-up of a technician spraying pink and blue spray-paint tags off a brick wall/,
      )
    },
  )

  it.each(LOCALES)('a commercial service page shows the case studies tagged with it (%s)', async (locale) => {
    const { status, body } = await get(localePath(locale, paths.service('commercial', 'commercial-window-cleaning')))
    expect(status).toBe(200)
    const proof = proofOf(body)
    expect(proof.section).toContain(locale === 'es' ? 'Casos de éxito' : 'Case studies')
    // The DMV office tower is the window cleaning's case study; the Houston garage is another service's.
    expect(proof.section).toContain(locale === 'es' ? 'doce pisos' : 'twelve-story')
    expect(proof.section).not.toContain(
      locale === 'es' ? 'estacionamiento de cuatro niveles' : 'four-level parking garage',
    )
  })

  it.each(LOCALES)('a location home shows that location’s proof, its case study among it (%s)', async (locale) => {
    const { status, body } = await get(localePath(locale, paths.location.home('houston')))
    expect(status).toBe(200)
    const proof = proofOf(body)
    expect(proof.pictures.length).toBeGreaterThanOrEqual(2)
    expect(proof.alts.every((alt) => alt.length > 15)).toBe(true)
    // The seed's Houston case study is the garage cleaned overnight; the DMV's office tower is not Houston's.
    expect(proof.section).toContain(locale === 'es' ? 'estacionamiento de cuatro niveles' : 'four-level parking garage')
    expect(proof.section).not.toContain(locale === 'es' ? 'doce pisos' : 'twelve-story')
  })

  it('a landing page shows its Proof section, chosen by service and location, in both languages', async () => {
    const login = await fetch(`${stack.cms.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'marketing@clearview.example', password: SEED_PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }
    const cms = (path: string, init: RequestInit = {}) =>
      fetch(`${stack.cms.url}${path}`, {
        ...init,
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      }).then((response) => response.json() as Promise<{ docs: { id: number }[]; doc: { id: number } }>)
    const [garage, houston] = await Promise.all([
      cms('/api/services?where[slug][equals]=parking-garage-pressure-wash&depth=0'),
      cms('/api/locations?where[slug][equals]=houston&depth=0'),
    ])
    const slug = `proof-${Date.now()}`
    const created = await cms('/api/landing-pages', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Garage cleaning in Houston',
        slug,
        _status: 'published',
        layout: [
          { blockType: 'hero', heading: 'Garage cleaning in Houston' },
          { blockType: 'proof', choose: 'byTags', service: garage.docs[0]!.id, location: houston.docs[0]!.id },
        ],
      }),
    })
    try {
      for (const locale of LOCALES) {
        const path = localePath(locale, paths.landingPage(slug))
        await expect.poll(async () => (await get(path)).status, { timeout: 10_000 }).toBe(200)
        const proof = proofOf((await get(path)).body)
        expect(proof.section).toContain(WORDS[locale].beforeAndAfter)
        expect(proof.pictures.length).toBeGreaterThanOrEqual(2)
        expect(proof.alts.every((alt) => alt.length > 15)).toBe(true)
        expect(proof.section).toContain(
          locale === 'es' ? 'estacionamiento de cuatro niveles' : 'four-level parking garage',
        )
        // Only the garage service's proof: not the soft-washed roofs.
        expect(proof.section).not.toContain(locale === 'es' ? 'tejas' : 'shingle')
      }
    } finally {
      await cms(`/api/landing-pages/${created.doc.id}`, { method: 'DELETE' })
    }
  })
})
