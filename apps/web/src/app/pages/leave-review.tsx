import { isLocationSlug } from '@ecs/shared/catalog'
import { useLocation } from 'react-router-dom'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { ReviewForm } from '../../features/reviews'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { usePageContext } from '../page-kit/use-page-context'

/**
 * /services/review: a customer leaves a review, shown once staff approve it. The location is the one
 * the visitor came from (`?location=`, the location pages' links), else none chosen.
 */
function LeaveReviewPage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const cameFrom = new URLSearchParams(useLocation().search).get('location')
  const crumbs = [...context.baseCrumbs, { label: 'Leave a review', href: match.pagePath }]
  return (
    <main id="main">
      <Seo
        match={match}
        title={context.titleFor('Leave a Review')}
        description="Tell us and other customers how your Clearview cleaning went."
      />
      <PageHeader
        title="How did we do?"
        intro="Your review helps neighbors choose, and helps our crews get better."
        crumbs={crumbs}
      />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ReviewForm sourcePage={match.pagePath} initialLocation={isLocationSlug(cameFrom) ? cameFrom : undefined} />
      </div>
    </main>
  )
}

export default LeaveReviewPage satisfies PageModule['default']
