import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { jobsQuery, useJobs } from '../../api/jobs'
import { Section } from '../../components/page-header'
import { contentPage } from '../page-kit/content-page'
import { brandButton } from '../../components/button-styles'
import { useMessages } from '../../lib/messages'

/** After the careers copy: how many roles are open, with the way to them and to applying. */
function OpenRolesTeaser() {
  const jobs = useJobs()
  const said = useMessages().careers
  return (
    <Section title={said.joinCrew} tone="muted">
      <p className="max-w-2xl text-slate-700">{said.openCount(jobs.length)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <SiteLink to={paths.careerRoles()} className={brandButton.large}>
          {said.seeOpenRoles}
        </SiteLink>
        <SiteLink
          to={paths.careerApply()}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {said.applyNow}
        </SiteLink>
      </div>
    </Section>
  )
}

const page = contentPage({ slug: 'careers', queries: () => [jobsQuery()], Extra: OpenRolesTeaser, callToAction: false })

export default page.default
export const queries = page.queries
export const exists = page.exists
