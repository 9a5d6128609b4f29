import type { RouteMatch } from '@ecs/shared/routes'
import { paths } from '@ecs/shared/routes'
import { landingPageListed, landingPageQuery, landingPageSlugsQuery, useLandingPage } from '../../api/landing-pages'
import { Seo } from '../../components/seo'
import type { PageModule, PageProps } from '../../lib/page-module'
import { ESTIMATE_ANCHOR, LandingBlockView, blockQueries } from '../page-kit/landing-blocks'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

const slugOf = (match: RouteMatch) => (match.page === 'landing-page' ? match.params.landingPageSlug : '')

/**
 * A campaign landing page (/lp/{slug}), built by marketing from sections in the CMS. Its address is
 * its leads' source page; its robots meta follows the page's "hide from search engines" switch.
 */
function LandingPageView({ match }: PageProps) {
  const page = useLandingPage(slugOf(match))
  const context = usePageContext(match)
  if (!page || match.page === 'not-found') return <NotFoundContent match={match} />
  const location = typeof page.location === 'object' && page.location ? page.location : undefined
  const office = location ? context.locations.find((candidate) => candidate.id === location.id) : undefined
  const hasForm = page.layout.some((block) => block.blockType === 'estimateForm')
  const blockContext = {
    sourcePage: match.canonicalPath,
    location: office,
    phone: office?.phone ?? context.company.phone,
    estimateHref: hasForm ? `#${ESTIMATE_ANCHOR}` : office ? paths.location.contact(office.slug) : paths.estimate(),
  }
  const hero = page.layout.find((block) => block.blockType === 'hero')
  const heading = hero ? undefined : <h1 className="sr-only">{page.title}</h1>
  return (
    <main id="main">
      <Seo
        match={match}
        title={page.seo?.title ?? `${page.title} | ${context.company.name}`}
        description={page.seo?.description ?? (hero?.blockType === 'hero' ? (hero.text ?? page.title) : page.title)}
        noindex={page.noindex !== false}
      />
      {heading}
      {page.layout.map((block, index) => (
        <LandingBlockView key={block.id ?? index} block={block} context={blockContext} first={index === 0} />
      ))}
    </main>
  )
}

export default LandingPageView satisfies PageModule['default']

export const queries: PageModule['queries'] = () => [landingPageSlugsQuery()]

export const followUp: PageModule['followUp'] = (queryClient, match) => {
  const slug = slugOf(match)
  if (!landingPageListed(queryClient, slug)) return []
  const page = queryClient.getQueryData(landingPageQuery(slug).queryKey)?.docs[0]
  return [landingPageQuery(slug), ...(page?.layout.flatMap((block) => blockQueries(queryClient, block)) ?? [])]
}

export const exists: PageModule['exists'] = (queryClient, match) =>
  landingPageListed(queryClient, slugOf(match)) &&
  (queryClient.getQueryData(landingPageQuery(slugOf(match)).queryKey)?.docs.length ?? 0) > 0
