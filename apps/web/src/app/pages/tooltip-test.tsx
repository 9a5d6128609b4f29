import { usePlans, plansQuery } from '../../api/plans'
import { Tooltip } from '../../components/tooltip'
import type { PageModule, PageProps } from '../../lib/page-module'
import { DemoPage } from '../page-kit/demo-page'

/** Tooltips on the plan names, explaining each plan in one line. */
function TooltipTestPage({ match }: PageProps) {
  const plans = usePlans()
  return (
    <DemoPage match={match} title="Tooltip test" intro="Hover or focus a plan to see its tooltip; Escape hides it.">
      <div className="flex flex-wrap gap-4 pt-16">
        {plans.map((plan) => (
          <Tooltip key={plan.id} content={plan.description}>
            {plan.name}
          </Tooltip>
        ))}
      </div>
    </DemoPage>
  )
}

export default TooltipTestPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [plansQuery()]
