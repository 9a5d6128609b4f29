import { isLocationSlug } from '@ecs/shared/catalog'
import { useLocation } from 'react-router-dom'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { ReviewForm } from '../../features/reviews'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { usePageContext } from '../page-kit/use-page-context'
import { useMessages } from '../../lib/messages'

/**
 * /services/review: a customer leaves a review, shown once staff approve it. The location is the one
 * the visitor came from (`?location=`, the location pages' links), else none chosen; a review request's
 * link also names the job's service and reference (`?service=&reference=`).
 */
function LeaveReviewPage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const query = new URLSearchParams(useLocation().search)
  const cameFrom = query.get('location')
  const said = useMessages().review
  const crumbs = [...context.baseCrumbs, { label: said.crumb, href: match.pagePath }]
  return (
    <main id="main">
      <Seo match={match} title={context.titleFor(said.seoTitle)} description={said.description} />
      <PageHeader title={said.title} intro={said.intro} crumbs={crumbs} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ReviewForm
          sourcePage={match.pagePath}
          initialLocation={isLocationSlug(cameFrom) ? cameFrom : undefined}
          initialService={query.get('service') ?? undefined}
          reference={query.get('reference') ?? undefined}
        />
      </div>
    </main>
  )
}

export default LeaveReviewPage satisfies PageModule['default']
