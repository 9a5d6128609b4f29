import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { pageQuery, usePage } from '../../api/pages'
import { ratingsQuery, useRating } from '../../api/review-ratings'
import { reviewsQuery, useReviews } from '../../api/reviews'
import { CallToActionBand } from '../../components/call-to-action'
import { SortedReviews } from '../page-kit/sorted-reviews'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { breadcrumbJsonLd, locationJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useSiteUrl } from '../../lib/site-url'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'
import { brandButton } from '../../components/button-styles'
import { formatRating } from '../../lib/locale'
import { useMessages } from '../../lib/messages'

/** A location's approved reviews, with the average rating, and a way to leave one. */
function LocationReviewsPage({ match }: PageProps) {
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const page = usePage('reviews')
  const reviews = useReviews(match.page === 'not-found' ? undefined : match.location)
  const { location } = context
  const rating = useRating(location?.slug)
  const words = useMessages()
  const said = words.locationReviews
  if (!location || match.page === 'not-found') return <NotFoundContent match={match} />
  const crumbs = [...context.baseCrumbs, { label: said.crumb, href: match.pagePath }]
  return (
    <main id="main">
      <Seo
        match={match}
        title={said.seoTitle(location.label, context.company.name)}
        description={said.description(location.label)}
        // No aggregateRating: Google shows no stars for a business's reviews of itself on its own site
        // ("self-serving", review snippet guidelines since 2019), so the rating is for visitors only.
        jsonLd={[locationJsonLd(siteUrl, context.company, location), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <PageHeader
        title={said.title(location.label)}
        intro={page?.intro}
        crumbs={crumbs}
        eyebrow={rating ? said.rating(formatRating(rating.average), rating.count) : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {reviews.length > 0 ? (
          <SortedReviews reviews={reviews} />
        ) : (
          <p className="text-slate-700">{said.none(location.label)}</p>
        )}
        <div className="mx-auto mt-12 max-w-3xl">
          <RichText value={page?.content} />
          <SiteLink to={paths.leaveReview(location.slug)} className={`mt-6 inline-block ${brandButton.large}`}>
            {said.leave}
          </SiteLink>
        </div>
      </div>
      <CallToActionBand
        title={words.location.estimateIn(location.label)}
        text={said.ctaText}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default LocationReviewsPage satisfies PageModule['default']
export const queries: PageModule['queries'] = (match) => [
  pageQuery('reviews'),
  ratingsQuery(),
  reviewsQuery(match.page === 'not-found' ? undefined : match.location),
]
