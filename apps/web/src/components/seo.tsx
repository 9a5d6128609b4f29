import type { RouteMatch } from '@ecs/shared/routes'
import { clampAtWord } from '@ecs/shared/seo'
import type { JsonLd } from '../lib/json-ld'
import { absoluteUrl, useSiteUrl } from '../lib/site-url'

/** JSON inside a script element must not be able to close it. */
function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * A page's head: title, description (cut at a word to what search results show), canonical URL (aliases point at their canonical route), Open
 * Graph and robots. React 19 hoists these into <head>. JSON-LD goes in `application/ld+json`
 * elements, which browsers never execute, so the CSP (no inline scripts) allows them.
 */
export function Seo({
  match,
  title,
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
  const snippet = clampAtWord(description)
  const canonical = match.page === 'not-found' ? undefined : absoluteUrl(siteUrl, match.canonicalPath)
  const hidden = noindex || match.page === 'not-found' || match.flags.noindex === true
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={snippet} />
      {canonical && <link rel="canonical" href={canonical} />}
      {hidden && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={snippet} />
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={absoluteUrl(siteUrl, image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd.map((entry, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(entry) }} />
      ))}
    </>
  )
}
