import { locationBySlug, type LocationSlug, type ServiceType } from '@ecs/shared/catalog'
import { useState } from 'react'
import type { RouteMatch } from '@ecs/shared/routes'
import { industriesQuery, useIndustries } from '../../api/industries'
import { servicePricesQuery } from '../../api/services'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { EstimateWizard } from '../../features/estimate'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { usePageContext } from '../page-kit/use-page-context'

function presetServiceType(match: RouteMatch): ServiceType | undefined {
  return match.page === 'service-line-contact' ? match.params.type : undefined
}

/**
 * The free-estimate wizard's pages: /contact (and /estimate), each location's contact and estimate
 * pages, the residential and commercial contact pages (type preset) and /dmv/test-contact.
 */
function EstimatePage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const industries = useIndustries()
  // The office to call: the page's, else the one the visitor's ZIP found, else the head office.
  const [servingSlug, setServingSlug] = useState<LocationSlug | null>(null)
  const location = context.location ?? context.locations.find((candidate) => candidate.slug === servingSlug)
  const phone = location?.phone ?? context.phone
  const serviceType = presetServiceType(match)
  const where = context.location ? ` in ${context.location.label}` : ''
  const title =
    serviceType === 'commercial'
      ? `Free commercial cleaning estimate${where}`
      : serviceType === 'residential'
        ? `Free home cleaning estimate${where}`
        : `Get a free estimate${where}`
  const crumbs = [...context.baseCrumbs, { label: 'Free estimate', href: match.pagePath }]
  return (
    <main id="main">
      <Seo
        match={match}
        title={context.titleFor('Free Estimate')}
        description={`Tell us about your property and get a free, written exterior cleaning estimate${where}. About two minutes.`}
        noindex={match.flags.noindex}
      />
      <PageHeader
        title={title}
        intro="A few short questions, about two minutes. We answer within one business day."
        crumbs={crumbs}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <EstimateWizard
          pageLocation={
            context.location?.slug ?? (match.location && locationBySlug(match.location) ? match.location : undefined)
          }
          serviceType={serviceType}
          businessTypes={industries.map((industry) => industry.name)}
          sourcePage={match.pagePath}
          onLocationChange={setServingSlug}
        />
        <aside aria-label="Prefer to talk?" className="h-fit rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">Prefer to talk?</h2>
          <p className="mt-2 text-slate-700">
            Call{location ? ` our ${location.label} office` : ' us'} and we will take your details over the phone.
          </p>
          <p className="mt-3">
            <PhoneLink phone={phone} className="font-semibold text-brand-800 underline hover:text-brand-900" />
          </p>
          <p className="mt-4 text-sm text-slate-600">
            Estimates are free, with no obligation. We never share your details.
          </p>
        </aside>
      </div>
    </main>
  )
}

export default EstimatePage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [industriesQuery(), servicePricesQuery()]
