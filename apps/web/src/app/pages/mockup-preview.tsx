import { reviewsQuery, useReviews } from '../../api/reviews'
import { servicesQuery, useServices } from '../../api/services'
import { useToast } from '../../components/toast'
import { useHydrated } from '../../lib/use-hydrated'
import { LocationCard, ReviewCard, ServiceCard } from '../../components/cards'
import type { PageModule, PageProps } from '../../lib/page-module'
import { DemoPage } from '../page-kit/demo-page'
import { usePageContext } from '../page-kit/use-page-context'
import { brandButton } from '../../components/button-styles'

/** A preview of the site's building blocks with live content, for reviewing the design. */
function MockupPreviewPage({ match }: PageProps) {
  const [service] = useServices()
  const [review] = useReviews()
  const { locations } = usePageContext(match)
  const toast = useToast()
  const hydrated = useHydrated()
  return (
    <DemoPage match={match} title="Mockup preview" intro="The site's building blocks with live content from the CMS.">
      <h2 className="text-xl font-bold text-slate-900">Cards</h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {service && <ServiceCard service={service} href={service.path} />}
        {review && <ReviewCard review={review} />}
        {locations[0] && <LocationCard location={locations[0]} />}
      </ul>
      <h2 className="mt-10 text-xl font-bold text-slate-900">Notifications</h2>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() =>
          toast({
            title: 'Estimate request sent',
            description: 'We will be in touch within one business day.',
            tone: 'success',
          })
        }
        className={`mt-4 ${brandButton.medium}`}
      >
        Show a toast
      </button>
    </DemoPage>
  )
}

export default MockupPreviewPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [servicesQuery(), reviewsQuery()]
