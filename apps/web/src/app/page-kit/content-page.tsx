import type { RouteMatch } from '@ecs/shared/routes'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { pageExists, pageQuery, usePage } from '../../api/pages'
import { CallToActionBand, HeroActions } from '../../components/call-to-action'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { breadcrumbJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps, PrefetchQuery } from '../../lib/page-module'
import { useMessages } from '../../lib/messages'
import { useSiteUrl } from '../../lib/site-url'
import { NotFoundContent } from './not-found-content'
import { usePageContext } from './use-page-context'

interface ContentPageOptions {
  /** The CMS `pages` document to show. */
  slug: string
  /** More queries for `Extra`. */
  queries?: (match: RouteMatch) => PrefetchQuery[]
  /** Content shown before the page's rich text (the card form on /payment). */
  Above?: ComponentType<PageProps>
  /** Content shown after the page's rich text (e.g. the open roles link on Careers). */
  Extra?: ComponentType<PageProps>
  /** Legal pages read better without the sales band. */
  callToAction?: boolean
  /** The header's buttons, in place of the estimate and call pair (e.g. Pay online on /payment). */
  HeaderActions?: ComponentType<PageProps>
}

/**
 * A page whose copy is one CMS `pages` document (about, legal, tenets, careers, community programs):
 * header with the title and intro, the rich text, optional extra content and a closing call to action.
 */
export function contentPage({
  slug,
  queries,
  Above,
  Extra,
  callToAction = true,
  HeaderActions,
}: ContentPageOptions): Required<Pick<PageModule, 'default' | 'queries' | 'exists'>> {
  function ContentPage({ match }: PageProps) {
    const page = usePage(slug)
    const context = usePageContext(match)
    const siteUrl = useSiteUrl()
    const words = useMessages().callToAction
    if (!page || match.page === 'not-found') return <NotFoundContent match={match} />
    const crumbs = [...context.baseCrumbs, { label: page.title, href: match.pagePath }]
    return (
      <main id="main">
        <Seo
          match={match}
          title={page.seo?.title ?? context.titleFor(page.title)}
          description={page.seo?.description ?? page.intro ?? page.title}
          jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]}
        />
        <PageHeader
          title={page.title}
          intro={page.intro}
          crumbs={crumbs}
          image={page.heroImage}
          actions={
            HeaderActions ? (
              <HeaderActions match={match} />
            ) : callToAction ? (
              <HeroActions estimateHref={context.estimateHref} phone={context.phone} />
            ) : undefined
          }
        />
        {Above && <Above match={match} />}
        <div className="mx-auto max-w-3xl px-4 py-12">
          <RichText value={page.content} />
        </div>
        {Extra && <Extra match={match} />}
        {callToAction && (
          <CallToActionBand
            title={words.readyTitle}
            text={words.readyText}
            estimateHref={context.estimateHref}
            phone={context.phone}
          />
        )}
      </main>
    )
  }
  return {
    default: ContentPage,
    queries: (match) => [pageQuery(slug), ...(queries?.(match) ?? [])],
    exists: (queryClient: QueryClient) => pageExists(queryClient, slug),
  }
}
