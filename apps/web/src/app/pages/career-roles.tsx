import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { jobsQuery, useJobs } from '../../api/jobs'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { payText } from '../../features/careers'
import { breadcrumbJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useSiteUrl } from '../../lib/site-url'
import { useMessages } from '../../lib/messages'
import { usePageContext } from '../page-kit/use-page-context'
import { brandButton } from '../../components/button-styles'

/** The open roles from the CMS, each with pay, type, locations and a link to apply for it. */
function CareerRolesPage({ match }: PageProps) {
  const jobs = useJobs()
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const said = useMessages().careers
  const crumbs = [
    ...context.baseCrumbs,
    { label: said.careers, href: paths.careers() },
    { label: said.openRoles, href: paths.careerRoles() },
  ]
  return (
    <main id="main">
      <Seo
        match={match}
        title={said.rolesSeoTitle(context.company.name)}
        description={said.rolesDescription(jobs.length, context.company.name)}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <PageHeader title={said.rolesTitle} intro={said.rolesIntro} crumbs={crumbs} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        {jobs.length === 0 ? (
          <p className="text-slate-700">{said.noRoles}</p>
        ) : (
          <ul className="space-y-8">
            {jobs.map((job) => {
              const locations = job.locations.flatMap((location) =>
                typeof location === 'object' ? [location.label] : [],
              )
              const headingId = `role-${job.slug}`
              return (
                <li key={job.id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <article aria-labelledby={headingId}>
                    <h2 id={headingId} className="text-xl font-bold text-slate-900">
                      <SiteLink to={paths.careerRole(job.slug)} className="hover:text-brand-800 hover:underline">
                        {job.title}
                      </SiteLink>
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">
                      {said.employment[job.employmentType]} · {payText(job, said.payPer)}
                      {locations.length > 0 && ` · ${locations.join(', ')}`}
                    </p>
                    <p className="mt-3 text-slate-700">{job.summary}</p>
                    <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
                      <SiteLink
                        to={`${paths.careerApply()}?role=${encodeURIComponent(job.slug)}`}
                        className={brandButton.medium}
                      >
                        {said.applyFor(job.title)}
                      </SiteLink>
                      <SiteLink
                        to={paths.careerRole(job.slug)}
                        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {said.fullDescription}
                        <span className="sr-only">{said.ofRole(job.title)}</span>
                      </SiteLink>
                    </div>
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </main>
  )
}

export default CareerRolesPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [jobsQuery()]
