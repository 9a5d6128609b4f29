import { paths } from '@ecs/shared/routes'
import { useLocation } from 'react-router-dom'
import { jobsQuery, useJobs } from '../../api/jobs'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { CareerApplicationForm } from '../../features/careers'
import type { PageModule, PageProps } from '../../lib/page-module'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'
import { useMessages } from '../../lib/messages'

/** /careers/apply, linked from each open role as ?role=<slug>. */
function CareerApplyPage({ match }: PageProps) {
  const context = usePageContext(match)
  const jobs = useJobs()
  const { search } = useLocation()
  const said = useMessages().careers
  if (match.page === 'not-found') return <NotFoundContent match={match} />
  const crumbs = [
    ...context.baseCrumbs,
    { label: said.careers, href: paths.careers() },
    { label: said.apply, href: match.pagePath },
  ]
  return (
    <main id="main">
      <Seo match={match} title={context.titleFor(said.applySeoTitle)} description={said.applyDescription} />
      <PageHeader title={said.applyTitle} intro={said.applyIntro} crumbs={crumbs} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <CareerApplicationForm
          roles={jobs.map((job) => ({
            slug: job.slug,
            title: job.title,
            resumeRequired: job.resumeRequired !== false,
          }))}
          initialRole={new URLSearchParams(search).get('role') ?? undefined}
          sourcePage={match.pagePath}
        />
      </div>
    </main>
  )
}

export default CareerApplyPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [jobsQuery()]
