import { HOME_SIZES, isLocationSlug, servicesAt, type LocationSlug } from '@ecs/shared/catalog'
import type { LandingPage, Location } from '@ecs/shared/cms'
import type { QueryClient } from '@tanstack/react-query'
import { paths } from '@ecs/shared/routes'
import { formatUsd, planPrice, type PlanPriceTable } from '@ecs/shared/schemas'
import { industryNamesQuery, useIndustryNames } from '../../api/industries'
import { proofQueries, type ProofChoice } from '../../api/proof'
import { useMessages } from '../../lib/messages'
import { usePlans } from '../../api/plans'
import { plansQuery } from '../../api/plans'
import { ratingsQuery } from '../../api/review-ratings'
import { reviewsQuery, useReviews } from '../../api/reviews'
import { servicePricesQuery, servicesQuery, useServices } from '../../api/services'
import { primaryButton, secondaryButton } from '../../components/call-to-action'
import { ReviewCard, ServiceCard } from '../../components/cards'
import { PageHeader, Section } from '../../components/page-header'
import { ProofSection } from '../../components/proof-section'
import { RichText } from '../../components/rich-text'
import { TrustBand } from '../../components/trust-band'
import { EstimateWizard } from '../../features/estimate'
import { WizardPhotos } from './wizard-photos'
import { useCampaignLocation } from './use-campaign-location'
import type { PrefetchQuery } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'

export type LandingBlock = LandingPage['layout'][number]

/** Where a landing page's buttons lead: its own estimate form when it has one, else the estimate page. */
export const ESTIMATE_ANCHOR = 'estimate'

export interface BlockContext {
  /** The page's address: leads sent from it carry it as their source page. */
  sourcePage: string
  /** The office the page speaks for (its phone), if marketing chose one. */
  location: Location | undefined
  phone: string
  estimateHref: string
}

const slugOf = (location: number | Location | null | undefined): LocationSlug | undefined => {
  const slug = typeof location === 'object' && location ? location.slug : undefined
  return isLocationSlug(slug) ? slug : undefined
}

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

type ProofBlock = Extract<LandingBlock, { blockType: 'proof' }>

/** What a Proof section shows: the documents marketing picked, or those of its service and location (by ids). */
function proofChoiceOf(block: ProofBlock): ProofChoice {
  if (block.choose === 'byHand')
    return {
      by: 'hand',
      pairs: (block.pairs ?? []).map(idOf),
      photos: (block.photos ?? []).map(idOf),
      caseStudies: (block.caseStudies ?? []).map(idOf),
    }
  return {
    by: 'tags',
    service: block.service ? idOf(block.service) : undefined,
    location: block.location ? idOf(block.location) : undefined,
  }
}

function Proof({ block }: { block: ProofBlock }) {
  const said = useMessages().proof
  return (
    <ProofSection
      choice={proofChoiceOf(block)}
      title={block.heading ?? said.ourWork}
      id={block.id ? `section-${block.id}` : 'proof'}
    />
  )
}

/** The data each kind of section reads besides the page itself, given what is read so far. */
export function blockQueries(queryClient: QueryClient, block: LandingBlock): PrefetchQuery[] {
  switch (block.blockType) {
    case 'serviceList':
      return [servicesQuery()]
    case 'reviews':
      return [reviewsQuery(slugOf(block.location))]
    case 'planTable':
      return [plansQuery()]
    case 'estimateForm':
      return [industryNamesQuery(), servicePricesQuery()]
    case 'trustBand':
      return [ratingsQuery()]
    case 'proof':
      return proofQueries(queryClient, proofChoiceOf(block))
    default:
      return []
  }
}

function Actions({ label, context }: { label?: string | null; context: BlockContext }) {
  const words = useMessages()
  return (
    <>
      <a href={context.estimateHref} className={primaryButton}>
        {label || words.landing.getEstimate}
      </a>
      <PhoneLink phone={context.phone} className={secondaryButton}>
        {(shown) => words.callToAction.call(shown)}
      </PhoneLink>
    </>
  )
}

function ServiceList({ block }: { block: Extract<LandingBlock, { blockType: 'serviceList' }> }) {
  const services = useServices()
  const location = slugOf(block.location)
  const type = block.serviceType === 'commercial' || block.serviceType === 'residential' ? block.serviceType : undefined
  const sold = new Set(location ? servicesAt(location, type).map((service) => service.slug) : [])
  const shown = services.filter((service) => sold.has(service.slug as never))
  const said = useMessages().landing
  if (!location) return null
  return (
    <Section title={block.heading ?? said.whatWeClean} id={block.id ? `section-${block.id}` : undefined}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            href={paths.location.service(location, service.type, service.slug as never)}
          />
        ))}
      </ul>
    </Section>
  )
}

function Reviews({ block }: { block: Extract<LandingBlock, { blockType: 'reviews' }> }) {
  const location = typeof block.location === 'object' && block.location ? block.location : undefined
  const reviews = useReviews(slugOf(location)).slice(0, block.count ?? 3)
  const said = useMessages().landing
  if (reviews.length === 0) return null
  return (
    <Section
      title={block.heading ?? said.whatCustomersSay}
      tone="muted"
      id={block.id ? `section-${block.id}` : undefined}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {reviews.map((review) => (
          <ReviewCard key={review.id} review={review} showLocation={!location} />
        ))}
      </ul>
    </Section>
  )
}

/** The plans side by side with their price per visit for each home size, linking to the signup. */
function PlanTable({
  block,
  context,
}: {
  block: Extract<LandingBlock, { blockType: 'planTable' }>
  context: BlockContext
}) {
  const plans = usePlans()
  const prices = Object.fromEntries(plans.map((plan) => [plan.planId, plan.prices])) as unknown as PlanPriceTable
  const location = slugOf(context.location)
  const said = useMessages().plans
  return (
    <Section
      title={block.heading ?? said.tableHeading}
      intro={block.text ?? undefined}
      id={block.id ? `section-${block.id}` : undefined}
    >
      <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">{said.tableCaption}</caption>
          <thead className="bg-brand-50 text-sm text-slate-700">
            <tr>
              <th scope="col" className="p-4">
                {said.plan}
              </th>
              {HOME_SIZES.map((size) => (
                <th key={size} scope="col" className="p-4">
                  {said.sizeNames[size]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {plans.map((plan) => (
              <tr key={plan.id}>
                <th scope="row" className="p-4 font-semibold text-slate-900">
                  <a href={paths.plansSignup(location)} className="underline hover:text-brand-800">
                    {plan.name}
                  </a>
                  <span className="block text-sm font-normal text-slate-600">
                    {said.offAdditional(plan.discountPercent)}
                  </span>
                </th>
                {HOME_SIZES.map((size) => (
                  <td key={size} className="p-4 text-slate-900">
                    {formatUsd(planPrice(prices, plan.planId, size))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}

function EstimateForm({
  block,
  context,
}: {
  block: Extract<LandingBlock, { blockType: 'estimateForm' }>
  context: BlockContext
}) {
  const businessTypes = useIndustryNames()
  const campaignLocation = useCampaignLocation()
  const words = useMessages()
  const serviceType =
    block.serviceType === 'commercial' || block.serviceType === 'residential' ? block.serviceType : undefined
  return (
    <Section title={block.heading ?? words.home.estimateTitle} intro={block.text ?? undefined} id={ESTIMATE_ANCHOR}>
      <div className="mx-auto max-w-3xl">
        <EstimateWizard
          pageLocation={slugOf(context.location)}
          campaignLocation={campaignLocation}
          serviceType={serviceType}
          businessTypes={businessTypes}
          sourcePage={context.sourcePage}
          photos={<WizardPhotos />}
        />
      </div>
    </Section>
  )
}

/** One section of a landing page, as marketing built it in the CMS. */
export function LandingBlockView({
  block,
  context,
  first,
}: {
  block: LandingBlock
  context: BlockContext
  first: boolean
}) {
  const sectionId = block.id ? `section-${block.id}` : undefined
  switch (block.blockType) {
    case 'hero':
      return (
        <PageHeader
          title={block.heading}
          intro={block.text}
          image={block.image}
          actions={<Actions label={block.buttonLabel} context={context} />}
        />
      )
    case 'serviceList':
      return <ServiceList block={block} />
    case 'reviews':
      return <Reviews block={block} />
    case 'proof':
      return <Proof block={block} />
    case 'planTable':
      return <PlanTable block={block} context={context} />
    case 'estimateForm':
      return <EstimateForm block={block} context={context} />
    case 'faq':
      return (
        <Section title={block.heading ?? 'Frequently asked questions'} id={sectionId}>
          <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {block.items.map((item) => (
              <details key={item.id ?? item.question} className="p-4">
                <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">
                  {item.question}
                </summary>
                <p className="mt-2 leading-relaxed text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      )
    case 'trustBand':
      return <TrustBand location={context.location} />
    case 'richText':
      return (
        <div className={`mx-auto max-w-3xl px-4 ${first ? 'pt-12' : ''} py-8`}>
          <RichText value={block.content} />
        </div>
      )
    case 'callToAction':
      return (
        <section aria-labelledby={`${sectionId}-heading`} className="mx-auto max-w-7xl px-4 py-12">
          <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:flex lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id={`${sectionId}-heading`} className="text-2xl font-bold">
                {block.heading}
              </h2>
              {block.text && <p className="mt-2 text-brand-50">{block.text}</p>}
            </div>
            <div className="mt-6 flex flex-wrap gap-3 lg:mt-0">
              <Actions label={block.buttonLabel} context={context} />
            </div>
          </div>
        </section>
      )
  }
}
