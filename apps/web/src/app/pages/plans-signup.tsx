import { useLocation } from 'react-router-dom'
import { plansQuery, usePlans } from '../../api/plans'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { PlanSignupForm } from '../../features/plan-signup'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { usePageContext } from '../page-kit/use-page-context'
import { useMessages } from '../../lib/messages'

/**
 * /seasonal-plans-signup and /{location}/seasonal-plans-signup; `?plan=plus&size=large` (the plans page's
 * links) preselects the plan and the home size the visitor chose there, `&enhanced=1` the enhanced plan.
 */
function PlansSignupPage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const plans = usePlans()
  const query = new URLSearchParams(useLocation().search)
  const said = useMessages().plans
  const crumbs = [...context.baseCrumbs, { label: said.signupCrumb, href: match.pagePath }]
  return (
    <main id="main">
      <Seo match={match} title={context.titleFor(said.signupSeoTitle)} description={said.signupDescription} />
      <PageHeader title={said.signupTitle} intro={said.signupIntro} crumbs={crumbs} />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <PlanSignupForm
          plans={plans}
          location={context.location?.slug}
          sourcePage={match.pagePath}
          initialPlan={query.get('plan') ?? undefined}
          initialSize={query.get('size') ?? undefined}
          initialEnhanced={query.get('enhanced') === '1'}
        />
      </div>
    </main>
  )
}

export default PlansSignupPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [plansQuery()]
