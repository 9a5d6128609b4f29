import { paths } from '@ecs/shared/routes'
import { Link } from 'react-router-dom'
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

/** A location's approved reviews, with the average rating, and a way to leave one. */
function LocationReviewsPage({ match }: PageProps) {
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const page = usePage('reviews')
  const reviews = useReviews(match.page === 'not-found' ? undefined : match.location)
  const { location } = context
  const rating = useRating(location?.slug)
  if (!location || match.page === 'not-found') return <NotFoundContent match={match} />
  const crumbs = [...context.baseCrumbs, { label: 'Reviews', href: match.pagePath }]
  return (
    <main id="main">
      <Seo
        match={match}
        title={`Customer Reviews in ${location.label} | ${context.company.name}`}
        description={`What customers in ${location.label} say about Clearview's window cleaning and pressure washing.`}
        // No aggregateRating: Google shows no stars for a business's reviews of itself on its own site
        // ("self-serving", review snippet guidelines since 2019), so the rating is for visitors only.
        jsonLd={[locationJsonLd(siteUrl, context.company, location), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <PageHeader
        title={`Customer reviews in ${location.label}`}
        intro={page?.intro}
        crumbs={crumbs}
        eyebrow={rating ? `${rating.average.toFixed(1)} out of 5 · ${rating.count} reviews` : undefined}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {reviews.length > 0 ? (
          <SortedReviews reviews={reviews} />
        ) : (
          <p className="text-slate-700">No reviews for {location.label} yet.</p>
        )}
        <div className="mx-auto mt-12 max-w-3xl">
          <RichText value={page?.content} />
          <Link to={paths.leaveReview(location.slug)} className={`mt-6 inline-block ${brandButton.large}`}>
            Leave a review
          </Link>
        </div>
      </div>
      <CallToActionBand
        title={`Get a free estimate in ${location.label}`}
        text="Join the customers above: free, written estimates from a local crew."
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
