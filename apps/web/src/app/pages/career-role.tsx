import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { jobExists, jobsQuery, useJob } from '../../api/jobs'
import { primaryButton } from '../../components/call-to-action'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { payText } from '../../features/careers'
import { breadcrumbJsonLd, jobPostingJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { richTextHtml } from '../../lib/rich-text-html'
import { useSiteUrl } from '../../lib/site-url'
import { useMessages } from '../../lib/messages'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'
import { brandButton } from '../../components/button-styles'

const jobSlugOf = (match: PageProps['match']) => (match.page === 'career-role' ? match.params.jobSlug : '')

/**
 * One open role (/careers/roles/{slug}): what the job is, its pay, where, and the way to apply. Search
 * engines list jobs from a page like this one (JobPosting), never from the list of roles.
 */
function CareerRolePage({ match }: PageProps) {
  const job = useJob(jobSlugOf(match))
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const said = useMessages().careers
  if (!job || match.page === 'not-found') return <NotFoundContent match={match} />
  const hiringAt = new Set(job.locations.map((location) => (typeof location === 'object' ? location.slug : '')))
  const offices = context.locations.filter((location) => hiringAt.has(location.slug))
  const crumbs = [
    ...context.baseCrumbs,
    { label: said.careers, href: paths.careers() },
    { label: said.openRoles, href: paths.careerRoles() },
    { label: job.title, href: match.pagePath },
  ]
  const pay = payText(job, said.payPer)
  // At the top for those who know they want it, and again beside the facts for those who read first.
  const applyHref = `${paths.careerApply()}?role=${encodeURIComponent(job.slug)}`
  return (
    <main id="main">
      <Seo
        match={match}
        title={said.roleSeoTitle(job.title, context.company.shortName)}
        description={`${job.title} (${said.employment[job.employmentType].toLowerCase()}), ${pay}. ${job.summary}`}
        jsonLd={[
          jobPostingJsonLd(siteUrl, context.company, job, offices, `<p>${job.summary}</p>${richTextHtml(job.body)}`),
          breadcrumbJsonLd(siteUrl, crumbs),
        ]}
      />
      <PageHeader
        title={job.title}
        intro={job.summary}
        crumbs={crumbs}
        actions={
          <SiteLink to={applyHref} className={primaryButton}>
            {said.applyForThis}
          </SiteLink>
        }
      />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <RichText value={job.body} />
        <aside
          aria-label={said.aboutRole}
          className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-36"
        >
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{said.pay}</dt>
              <dd className="text-slate-700">{pay}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{said.type}</dt>
              <dd className="text-slate-700">{said.employment[job.employmentType]}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{said.where}</dt>
              <dd className="text-slate-700">
                {offices.map((office) => `${office.address.city}, ${office.address.region}`).join('; ')}
              </dd>
            </div>
          </dl>
          <SiteLink to={applyHref} className={`mt-6 block text-center ${brandButton.large}`}>
            {said.applyForThis}
          </SiteLink>
        </aside>
      </div>
    </main>
  )
}

export default CareerRolePage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [jobsQuery()]
export const exists: PageModule['exists'] = (queryClient, match) => jobExists(queryClient, jobSlugOf(match))
