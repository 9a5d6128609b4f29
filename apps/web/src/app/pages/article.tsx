import type { ArticleSlug } from '@ecs/shared/catalog'
import { paths, type RouteMatch } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { articleExists, articleQuery, articlesQuery, useArticle, useArticles } from '../../api/articles'
import { CallToActionBand } from '../../components/call-to-action'
import { CmsImage } from '../../components/cms-image'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { articleJsonLd, breadcrumbJsonLd } from '../../lib/json-ld'
import { imageSource } from '../../lib/media'
import { longDate } from '@ecs/shared/schemas'
import { useLocale } from '../../lib/locale'
import { useMessages } from '../../lib/messages'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useSiteUrl } from '../../lib/site-url'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

function articleSlugOf(match: RouteMatch): string | undefined {
  return match.page === 'article' ? match.params.articleSlug : undefined
}

/** One learn article (rich text from the CMS), site-wide or inside a location's section. */
function ArticlePage({ match }: PageProps) {
  const articles = useArticles()
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const locale = useLocale()
  const words = useMessages()
  const article = useArticle(articleSlugOf(match) ?? '')
  if (!article || match.page === 'not-found') return <NotFoundContent match={match} />
  const learnHref = paths.learn(context.location?.slug)
  const crumbs = [
    ...context.baseCrumbs,
    { label: words.article.learn, href: learnHref },
    { label: article.title, href: match.pagePath },
  ]
  const hero = imageSource(article.heroImage, 'hero')
  const more = articles.filter((candidate) => candidate.id !== article.id).slice(0, 3)
  return (
    <main id="main">
      <Seo
        match={match}
        type="article"
        title={article.seo?.title ?? `${article.title} | ${context.company.name}`}
        description={article.seo?.description ?? article.excerpt}
        image={hero?.src}
        jsonLd={[articleJsonLd(siteUrl, article, match.canonicalPath, hero?.src), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <PageHeader
        title={article.title}
        intro={article.excerpt}
        crumbs={crumbs}
        eyebrow={longDate(article.publishedAt, locale)}
      />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <CmsImage
          media={article.heroImage}
          size="hero"
          sizes="(min-width: 768px) 736px, 100vw"
          priority
          className="aspect-[2/1] w-full rounded-xl bg-brand-100 object-cover"
        />
        <RichText value={article.content} className="mt-8 text-lg" />
      </article>
      <nav aria-labelledby="more-articles" className="mx-auto max-w-3xl px-4 pb-4">
        <h2 id="more-articles" className="text-xl font-bold text-slate-900">
          {words.article.keepReading}
        </h2>
        <ul className="mt-4 space-y-2">
          {more.map((candidate) => (
            <li key={candidate.id}>
              <SiteLink
                to={paths.article(candidate.slug as ArticleSlug, context.location?.slug)}
                className="font-medium text-brand-700 hover:underline"
              >
                {candidate.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <CallToActionBand
        title={words.article.ctaTitle}
        text={words.article.ctaText}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default ArticlePage satisfies PageModule['default']
export const queries: PageModule['queries'] = (match) => [articlesQuery(), articleQuery(articleSlugOf(match) ?? '')]
export const exists: PageModule['exists'] = (queryClient, match) =>
  articleExists(queryClient, articleSlugOf(match) ?? '')
