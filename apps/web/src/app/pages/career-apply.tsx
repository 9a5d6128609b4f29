import { paths } from '@ecs/shared/routes'
import { useLocation } from 'react-router-dom'
import { jobsQuery, useJobs } from '../../api/jobs'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { CareerApplicationForm } from '../../features/careers'
import type { PageModule, PageProps } from '../../lib/page-module'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

/** /careers/apply, linked from each open role as ?role=<slug>. */
function CareerApplyPage({ match }: PageProps) {
  const context = usePageContext(match)
  const jobs = useJobs()
  const { search } = useLocation()
  if (match.page === 'not-found') return <NotFoundContent match={match} />
  const crumbs = [
    ...context.baseCrumbs,
    { label: 'Careers', href: paths.careers() },
    { label: 'Apply', href: match.pagePath },
  ]
  return (
    <main id="main">
      <Seo
        match={match}
        title={context.titleFor('Apply to Join Our Crew')}
        description="Apply for an open role at Clearview Exterior Cleaning: a short form, and your resume where the role asks for one."
      />
      <PageHeader
        title="Apply to join our crew"
        intro="A short form, and your resume where the role asks for one. We reply to every application."
        crumbs={crumbs}
      />
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
