import { locationBySlug, type LocationSlug, type ServiceType } from '@ecs/shared/catalog'
import { useState } from 'react'
import type { RouteMatch } from '@ecs/shared/routes'
import { industryNamesQuery, useIndustryNames } from '../../api/industries'
import { servicePricesQuery } from '../../api/services'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { EstimateWizard } from '../../features/estimate'
import { useMessages } from '../../lib/messages'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { usePageContext } from '../page-kit/use-page-context'
import { WizardPhotos } from '../page-kit/wizard-photos'
import { useCampaignLocation } from '../page-kit/use-campaign-location'

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
  const businessTypes = useIndustryNames()
  const campaignLocation = useCampaignLocation()
  // The office to call: the page's, else the one the visitor's ZIP (or campaign) found, else the head office.
  const [servingSlug, setServingSlug] = useState<LocationSlug | null>(null)
  const location = context.location ?? context.locations.find((candidate) => candidate.slug === servingSlug)
  const phone = location?.phone ?? context.phone
  const serviceType = presetServiceType(match)
  const words = useMessages().estimatePage
  const where = context.location?.label ?? null
  const crumbs = [...context.baseCrumbs, { label: words.crumb, href: match.pagePath }]
  return (
    <main id="main">
      <Seo
        match={match}
        title={context.titleFor(words.seoTitle)}
        description={words.description(where)}
        noindex={match.flags.noindex}
      />
      <PageHeader title={words.title(serviceType, where)} intro={words.intro} crumbs={crumbs} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <EstimateWizard
          pageLocation={
            context.location?.slug ?? (match.location && locationBySlug(match.location) ? match.location : undefined)
          }
          campaignLocation={campaignLocation}
          serviceType={serviceType}
          businessTypes={businessTypes}
          sourcePage={match.pagePath}
          onLocationChange={setServingSlug}
          photos={<WizardPhotos />}
        />
        <aside aria-label={words.preferToTalk} className="h-fit rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{words.preferToTalk}</h2>
          <p className="mt-2 text-slate-700">{words.callUs(location?.label ?? null)}</p>
          <p className="mt-3">
            <PhoneLink phone={phone} className="font-semibold text-brand-800 underline hover:text-brand-900" />
          </p>
          <p className="mt-4 text-sm text-slate-600">{words.noObligation}</p>
        </aside>
      </div>
    </main>
  )
}

export default EstimatePage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [industryNamesQuery(), servicePricesQuery()]
