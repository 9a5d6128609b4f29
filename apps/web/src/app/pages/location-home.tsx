import { hoursText } from '@ecs/shared/hours'
import { runsServiceLine, type ServiceType } from '@ecs/shared/catalog'
import { paths } from '@ecs/shared/routes'
import { formatUsd, fromPriceAt, servicePrice } from '@ecs/shared/schemas'
import { SiteLink } from '../../components/site-link'
import type { Location } from '@ecs/shared/cms'
import { locationPicturesQuery, locationsQuery, useLocationPictures } from '../../api/locations'
import { proofQueries, type ProofChoice } from '../../api/proof'
import { ratingsQuery, useRating } from '../../api/review-ratings'
import { reviewsQuery, useReviews } from '../../api/reviews'
import { serviceLocationSlugs, servicesQuery, useServices } from '../../api/services'
import { CallToActionBand, HeroActions } from '../../components/call-to-action'
import { ReviewCard, ServiceCard } from '../../components/cards'
import { PageHeader, Section } from '../../components/page-header'
import { PhoneText } from '../../components/phone-link'
import { ProofSection } from '../../components/proof-section'
import { Seo } from '../../components/seo'
import { TrustBand } from '../../components/trust-band'
import { locationJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useMessages } from '../../lib/messages'
import { formatRating, useLocale } from '../../lib/locale'
import { useSiteUrl } from '../../lib/site-url'
import { AreasServedSection } from '../page-kit/areas-served-section'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

/** The chooser's two doors and the sections' order, homes first: a location's visitors are homeowners more often than not. */
const AUDIENCES: readonly ServiceType[] = ['residential', 'commercial']

const lineSectionId = (type: ServiceType) => `${type}-services`

/** The location's own proof, by its id. */
const proofOf = (location: Location): ProofChoice => ({ by: 'tags', location: location.id })

/**
 * A location's home: what that office does, its reviews and how to reach it. Right under the header a
 * homeowner and a facility manager each find their door side by side (one tap to their services, with
 * where prices start), instead of scrolling past the other's cards.
 */
function LocationHomePage({ match }: PageProps) {
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const services = useServices()
  const reviews = useReviews(match.page === 'not-found' ? undefined : match.location)
  const { location } = context
  const picture = useLocationPictures().get(location?.slug ?? '')
  const rating = useRating(location?.slug)
  const words = useMessages()
  const said = words.location
  const locale = useLocale()
  if (!location || match.page === 'not-found') return <NotFoundContent match={match} />
  const sold = services.filter((service) => serviceLocationSlugs(service).includes(location.slug))
  const lines = AUDIENCES.map((type) => {
    const ofType = sold.filter((service) => service.type === type)
    const prices = ofType.flatMap((service) => fromPriceAt(servicePrice(service), location.slug) ?? [])
    return {
      type,
      ...said.audiences[type],
      services: ofType,
      fromPrice: prices.length ? Math.min(...prices) : undefined,
    }
  }).filter((line) => line.services.length > 0)
  return (
    <main id="main">
      <Seo
        match={match}
        title={location.seo?.title ?? said.seoTitle(location.name)}
        description={location.seo?.description ?? location.intro}
        jsonLd={[locationJsonLd(siteUrl, context.company, location)]}
      />
      <PageHeader
        eyebrow={
          <>
            {location.label} · <PhoneText phone={location.phone} />
          </>
        }
        title={location.headline}
        intro={location.intro}
        actions={<HeroActions estimateHref={context.estimateHref} phone={context.phone} />}
        below={
          lines.length > 1 ? (
            <nav aria-labelledby="audience-heading" className="mt-6 max-w-2xl">
              <p id="audience-heading" className="font-semibold text-white">
                {said.whatToClean}
              </p>
              <ul className="mt-2 grid grid-cols-2 gap-3">
                {lines.map((line) => (
                  <li key={line.type}>
                    <a
                      href={`#${lineSectionId(line.type)}`}
                      className="flex h-full flex-col rounded-xl bg-white p-3 text-left shadow-sm ring-1 ring-slate-200 hover:ring-2 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:p-4"
                      data-testid={`audience-${line.type}`}
                    >
                      <span className="font-bold text-brand-800 sm:text-lg">{line.title}</span>
                      <span className="mt-1 hidden text-sm text-slate-700 sm:block">{line.text}</span>
                      <span className="mt-1 text-sm text-slate-700">
                        {line.fromPrice === undefined
                          ? said.walkThroughQuote
                          : said.fromPrice(formatUsd(line.fromPrice))}
                      </span>
                      <span className="mt-auto pt-2 text-sm font-semibold text-brand-700">
                        {said.servicesCount(line.services.length)}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : undefined
        }
        image={picture}
      />
      <TrustBand location={location} />
      {lines.map(({ type, services: ofType }) => (
        <Section
          key={type}
          id={lineSectionId(type)}
          title={said.lineIn(words.service.lines[type], location.label)}
          tone={type === 'residential' ? 'muted' : 'plain'}
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ofType.map((service) => (
              <ServiceCard
                key={service.id}
                service={service}
                href={paths.location.service(location.slug, type, service.slug as never)}
              />
            ))}
          </ul>
          {runsServiceLine(location.slug, type) && (
            <SiteLink
              to={paths.serviceLineAt(type, location.slug)}
              className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
            >
              {said.allOfLineIn(words.service.lines[type], location.label)}
            </SiteLink>
          )}
        </Section>
      ))}
      <ProofSection choice={proofOf(location)} title={words.proof.ourWorkIn(location.label)} id="proof" />
      {reviews.length > 0 && (
        <Section
          title={said.reviewsFrom(location.label)}
          intro={rating ? said.rated(formatRating(rating.average), rating.count) : undefined}
        >
          <ul className="grid gap-6 md:grid-cols-3">
            {reviews.slice(0, 3).map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
          <SiteLink
            to={paths.location.reviews(location.slug)}
            className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
          >
            {said.readAllReviews}
          </SiteLink>
        </Section>
      )}
      <AreasServedSection location={location} />
      <Section title={said.plansAndResources}>
        <ul className="flex flex-wrap gap-3">
          {[
            { label: said.plans, href: paths.plans(location.slug) },
            { label: words.article.learn, href: paths.learn(location.slug) },
            { label: said.aboutTeam(location.label), href: paths.location.about(location.slug) },
          ].map((link) => (
            <li key={link.href}>
              <SiteLink
                to={link.href}
                className="inline-block rounded-full bg-brand-50 px-4 py-2 font-medium text-brand-800 hover:bg-brand-100"
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBand
        title={said.estimateIn(location.label)}
        text={said.callOrSend(location.phone, hoursText(location.hours, locale))}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default LocationHomePage satisfies PageModule['default']
export const queries: PageModule['queries'] = (match) => [
  locationPicturesQuery(),
  ratingsQuery(),
  servicesQuery(),
  reviewsQuery(match.page === 'not-found' ? undefined : match.location),
]
/** The proof, by the location's id (from the locations every page reads). */
export const followUp: PageModule['followUp'] = (queryClient, match) => {
  const location =
    match.page === 'not-found'
      ? undefined
      : queryClient.getQueryData(locationsQuery().queryKey)?.docs.find(({ slug }) => slug === match.location)
  return location ? proofQueries(queryClient, proofOf(location)) : []
}
