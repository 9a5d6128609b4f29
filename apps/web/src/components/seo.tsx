import { DEFAULT_LOCALE, INTL_LOCALES, LOCALES, localePath, type RouteMatch } from '@ecs/shared/routes'
import { clampAtWord, fittedTitle } from '@ecs/shared/seo'
import type { JsonLd } from '../lib/json-ld'
import { useLocale } from '../lib/locale'
import { absoluteUrl, useSiteUrl } from '../lib/site-url'

/** JSON inside a script element must not be able to close it. */
function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * A page's head: title and description (each fitted to what search results show), canonical URL (aliases point at their canonical route), Open
 * Graph and robots. React 19 hoists these into <head>. JSON-LD goes in `application/ld+json`
 * elements, which browsers never execute, so the CSP (inline scripts only by hash) allows them.
 *
 * Each language's page is canonical in its language, and names the others as its `hreflang`
 * alternates (English as `x-default`, for a reader of none of them), so search engines show each
 * reader the page in their language by these links, never by a redirect. The page itself is a
 * `WebPage` in the JSON-LD with its `inLanguage`.
 */
export function Seo({
  match,
  title: fullTitle,
  description,
  image,
  type = 'website',
  jsonLd = [],
  noindex = false,
}: {
  match: RouteMatch
  title: string
  description: string
  image?: string
  type?: 'website' | 'article'
  jsonLd?: JsonLd[]
  noindex?: boolean
}) {
  const siteUrl = useSiteUrl()
  // The page's language: its path's, or a private page's customer's (the same path in every language).
  const language = INTL_LOCALES[useLocale()]
  const title = fittedTitle(fullTitle)
  const snippet = clampAtWord(description)
  const found = match.page === 'not-found' ? undefined : match
  const canonical = found && absoluteUrl(siteUrl, localePath(found.locale, found.canonicalPath))
  const alternates =
    found && !found.flags.englishOnly
      ? [
          ...LOCALES.map((locale) => [locale, localePath(locale, found.canonicalPath)] as const),
          ['x-default', localePath(DEFAULT_LOCALE, found.canonicalPath)] as const,
        ]
      : []
  const hidden = noindex || match.page === 'not-found' || match.flags.noindex === true
  const webPage: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: title,
    ...(canonical && { url: canonical }),
    inLanguage: language,
  }
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={snippet} />
      {canonical && <link rel="canonical" href={canonical} />}
      {alternates.map(([hreflang, path]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absoluteUrl(siteUrl, path)} />
      ))}
      {hidden && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={language.replace('-', '_')} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={snippet} />
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={absoluteUrl(siteUrl, image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {[webPage, ...jsonLd].map((entry, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(entry) }} />
      ))}
    </>
  )
}
