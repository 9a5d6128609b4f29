import { paths } from '@ecs/shared/routes'
import { Link } from 'react-router-dom'
import { jobsQuery, useJobs } from '../../api/jobs'
import { Section } from '../../components/page-header'
import { contentPage } from '../page-kit/content-page'
import { brandButton } from '../../components/button-styles'

/** After the careers copy: how many roles are open, with the way to them and to applying. */
function OpenRolesTeaser() {
  const jobs = useJobs()
  return (
    <Section title="Join the crew" tone="muted">
      <p className="max-w-2xl text-slate-700">
        We have {jobs.length} open {jobs.length === 1 ? 'role' : 'roles'} right now across our locations.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.careerRoles()} className={brandButton.large}>
          See open roles
        </Link>
        <Link
          to={paths.careerApply()}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Apply now
        </Link>
      </div>
    </Section>
  )
}

const page = contentPage({ slug: 'careers', queries: () => [jobsQuery()], Extra: OpenRolesTeaser, callToAction: false })

export default page.default
export const queries = page.queries
export const exists = page.exists
