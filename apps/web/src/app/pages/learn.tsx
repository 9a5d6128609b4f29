import type { ArticleSlug } from '@ecs/shared/catalog'
import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { articlesQuery, useArticles } from '../../api/articles'
import { CmsImage } from '../../components/cms-image'
import { Section } from '../../components/page-header'
import { longDate } from '@ecs/shared/schemas'
import { useLocale } from '../../lib/locale'
import { useMessages } from '../../lib/messages'
import type { PageProps } from '../../lib/page-module'
import { contentPage } from '../page-kit/content-page'
import { usePageContext } from '../page-kit/use-page-context'

/** Every article, newest first; inside a location the links stay in that location's section. */
function ArticleList({ match }: PageProps) {
  const articles = useArticles()
  const { location } = usePageContext(match)
  const locale = useLocale()
  return (
    <Section title={useMessages().article.guides} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li
            key={article.id}
            className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:shadow-md"
          >
            <CmsImage
              media={article.heroImage}
              size="card"
              decorative
              className="aspect-[3/2] w-full bg-brand-100 object-cover"
            />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-xs text-slate-600">{longDate(article.publishedAt, locale)}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">
                <SiteLink
                  to={paths.article(article.slug as ArticleSlug, location?.slug)}
                  className="after:absolute after:inset-0 group-hover:text-brand-800"
                >
                  {article.title}
                </SiteLink>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{article.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const page = contentPage({ slug: 'learn', queries: () => [articlesQuery()], Extra: ArticleList })

export default page.default
export const queries = page.queries
export const exists = page.exists
