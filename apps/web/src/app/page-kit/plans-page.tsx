import {
  HOME_SIZES,
  locationsWithExtraPage,
  PLAN_VISITS_PER_YEAR,
  type HomeSize,
  type PlanId,
} from '@ecs/shared/catalog'
import type { Plan } from '@ecs/shared/cms'
import { paths } from '@ecs/shared/routes'
import { formatCents, formatUsd, planPrice, yearlyPlanCents, type PlanPriceTable } from '@ecs/shared/schemas'
import { useId, useState } from 'react'
import { SiteLink } from '../../components/site-link'
import { pageExists, pageQuery, usePage } from '../../api/pages'
import { plansQuery, usePlans } from '../../api/plans'
import { CallToActionBand } from '../../components/call-to-action'
import { CmsImage } from '../../components/cms-image'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { breadcrumbJsonLd, planOffersJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useSiteUrl } from '../../lib/site-url'
import { useMessages } from '../../lib/messages'
import { NotFoundContent } from './not-found-content'
import { usePageContext } from './use-page-context'

/** The home-size selector: a radio group, so it works with keyboard and screen readers. */
function HomeSizeSelector({ size, onChange }: { size: HomeSize; onChange: (size: HomeSize) => void }) {
  const name = useId()
  const said = useMessages().plans
  return (
    <fieldset className="mx-auto max-w-3xl">
      <legend className="text-center text-lg font-semibold text-slate-900">{said.chooseSize}</legend>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        {HOME_SIZES.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer flex-col rounded-lg border border-slate-300 bg-white p-4 text-center has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={size === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            <span className="font-semibold text-slate-900">{said.sizeNames[option]}</span>
            <span className="text-sm text-slate-600 first-letter:uppercase">{said.sizeAreas[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function PlanCard({
  plan,
  price,
  signupHref,
  featured,
  enhanced,
}: {
  plan: Plan
  price: number
  signupHref: string
  featured: boolean
  enhanced: boolean
}) {
  const headingId = `plan-${plan.planId}`
  const said = useMessages().plans
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${featured ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200'}`}
    >
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        {featured && (
          <p className="absolute -top-3 left-6 z-10 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
            {said.mostPopular}
          </p>
        )}
        <CmsImage
          media={plan.image}
          size="card"
          decorative
          className="-mx-6 -mt-6 mb-5 aspect-[5/2] w-[calc(100%+3rem)] max-w-none rounded-t-2xl bg-brand-100 object-cover"
        />
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {plan.name}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{plan.description}</p>
        <p className="mt-5">
          <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid={`price-${plan.planId}`}>
            {formatUsd(price)}
          </span>{' '}
          <span className="text-sm text-slate-600">{said.perVisit[plan.frequency]}</span>
        </p>
        <p className="mt-1 text-sm text-slate-700" data-testid={`yearly-${plan.planId}`}>
          <span className="font-semibold text-slate-900">
            {said.perYear(formatCents(yearlyPlanCents(price, plan.frequency)))}
          </span>{' '}
          {said.visitsAYear(PLAN_VISITS_PER_YEAR[plan.frequency])}
        </p>
        <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
          <li className="font-semibold text-brand-800">{said.offAdditional(plan.discountPercent)}</li>
          {enhanced && (
            <>
              <li className="font-semibold text-brand-800">{said.fallGutters}</li>
              <li className="font-semibold text-brand-800">{said.inspections}</li>
            </>
          )}
          {plan.prioritySchedule && <li className="font-semibold text-brand-800">{said.priority}</li>}
          {plan.annualDeepClean && <li className="font-semibold text-brand-800">{said.deepClean}</li>}
          {plan.features?.map((feature) => (
            <li key={feature.id ?? feature.text} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {feature.text}
            </li>
          ))}
        </ul>
        <SiteLink
          to={signupHref}
          className={`mt-6 block rounded-md px-4 py-3 text-center font-semibold ${featured ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-brand-700 text-brand-800 hover:bg-brand-50'}`}
        >
          {said.choose(plan.name)}
        </SiteLink>
      </article>
    </li>
  )
}

/** A plan's price list on a plans page: the enhanced prices on the enhanced page. */
const priceList = (plan: Plan, enhanced: boolean) => (enhanced ? plan.enhancedPrices : plan.prices)

const pricedForEverySize = (plan: Plan, enhanced: boolean) =>
  HOME_SIZES.every((size) => typeof priceList(plan, enhanced)?.[size] === 'number')

/**
 * The protection plans page (site-wide or per location) and its enhanced variant: the CMS page copy,
 * a home-size selector and the plans priced from the CMS's table for that size. The enhanced page
 * shows the plans that have enhanced prices, at those prices, and signs up for the enhanced plan.
 */
export function plansPage(
  slug: 'seasonal-protection-plans' | 'seasonal-protection-plans-enhanced',
): Required<Pick<PageModule, 'default' | 'queries' | 'exists'>> {
  function PlansPage({ match }: PageProps) {
    const page = usePage(slug)
    const enhanced = slug === 'seasonal-protection-plans-enhanced'
    const plans = usePlans().filter((plan) => pricedForEverySize(plan, enhanced))
    const context = usePageContext(match)
    const siteUrl = useSiteUrl()
    const said = useMessages().plans
    const [size, setSize] = useState<HomeSize>('medium')
    if (!page || match.page === 'not-found') return <NotFoundContent match={match} />
    const prices: PlanPriceTable = Object.fromEntries(
      plans.map((plan) => [plan.planId, priceList(plan, enhanced)]),
    ) as Record<PlanId, Record<HomeSize, number>>
    const crumbs = [...context.baseCrumbs, { label: page.title, href: match.pagePath }]
    const signupBase = paths.plansSignup(context.location?.slug)
    // The standard page points to the enhanced one wherever there is one: site-wide, or the location's own.
    const enhancedOffered =
      !enhanced &&
      (!context.location ||
        locationsWithExtraPage('seasonal-protection-plans-enhanced').includes(context.location.slug))
    return (
      <main id="main">
        <Seo
          match={match}
          title={page.seo?.title ?? context.titleFor(page.title)}
          description={page.seo?.description ?? page.intro ?? page.title}
          jsonLd={[
            planOffersJsonLd(
              siteUrl,
              match.canonicalPath,
              page.title,
              plans,
              (plan) => priceList(plan, enhanced),
              context.location,
            ),
            breadcrumbJsonLd(siteUrl, crumbs),
          ]}
        />
        <PageHeader
          title={context.location ? said.inLocation(page.title, context.location.label) : page.title}
          intro={page.intro}
          crumbs={crumbs}
        />
        <div className="mx-auto max-w-7xl px-4 py-12">
          {enhancedOffered ? (
            <p className="mx-auto mb-8 max-w-3xl rounded-lg bg-brand-50 p-4 text-center text-slate-800 ring-1 ring-brand-100">
              {said.enhancedOffer(context.location?.label ?? null)}{' '}
              <SiteLink
                to={paths.plansEnhanced(context.location?.slug)}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {said.seeEnhanced}
              </SiteLink>
            </p>
          ) : null}
          <HomeSizeSelector size={size} onChange={setSize} />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                price={planPrice(prices, plan.planId, size)}
                featured={plan.planId === 'plus'}
                enhanced={enhanced}
                signupHref={`${signupBase}?plan=${plan.planId}&size=${size}${enhanced ? '&enhanced=1' : ''}`}
              />
            ))}
          </ul>
        </div>
        <div className="mx-auto max-w-3xl px-4 pb-12">
          <RichText value={page.content} />
        </div>
        <CallToActionBand
          title={said.questions}
          text={said.questionsText}
          estimateHref={context.estimateHref}
          phone={context.phone}
        />
      </main>
    )
  }
  return {
    default: PlansPage,
    queries: () => [pageQuery(slug), plansQuery()],
    exists: (queryClient) => pageExists(queryClient, slug),
  }
}
