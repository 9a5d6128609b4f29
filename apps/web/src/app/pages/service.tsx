import { hoursText } from '@ecs/shared/hours'
import { runsServiceLine, type ServiceType } from '@ecs/shared/catalog'
import { paths, type RouteMatch } from '@ecs/shared/routes'
import { formatUsd, fromPriceAt, servicePrice } from '@ecs/shared/schemas'
import { SiteLink } from '../../components/site-link'
import type { Location, Service } from '@ecs/shared/cms'
import { locationsQuery } from '../../api/locations'
import { proofQueries, type ProofChoice } from '../../api/proof'
import { ratingsQuery } from '../../api/review-ratings'
import {
  serviceExists,
  serviceLocationSlugs,
  serviceQuery,
  servicesQuery,
  useService,
  useServices,
} from '../../api/services'
import { CallToActionBand, HeroActions } from '../../components/call-to-action'
import { ServiceCard } from '../../components/cards'
import { PageHeader, Section } from '../../components/page-header'
import { ProofSection } from '../../components/proof-section'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { TrustBand } from '../../components/trust-band'
import { breadcrumbJsonLd, faqJsonLd, locationJsonLd, serviceJsonLd } from '../../lib/json-ld'
import { imageSource } from '../../lib/media'
import type { PageModule, PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { useMessages } from '../../lib/messages'
import { useLocale } from '../../lib/locale'
import { useSiteUrl } from '../../lib/site-url'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'
import { brandButton } from '../../components/button-styles'

function serviceParams(match: RouteMatch): { type: ServiceType; serviceSlug: string } | undefined {
  if (match.page !== 'service' && match.page !== 'location-service') return undefined
  return { type: match.params.type, serviceSlug: match.params.serviceSlug }
}

/** The service's proof; on a location's service page, the location's first (both by id). */
const proofOf = (service: Service, location: Location | undefined): ProofChoice => ({
  by: 'tags',
  service: service.id,
  locationFirst: location?.id,
})

/**
 * A service page, site-wide (/commercial-services/graffiti-removal) or in a location's context
 * (/locations/dmv/services/commercial/graffiti-removal: the location's phone, hours and service area).
 */
function ServicePage({ match }: PageProps) {
  const params = serviceParams(match)
  const service = useService(params?.serviceSlug ?? '')
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const related = useServices(params?.type)
  const words = useMessages()
  const said = words.service
  const locale = useLocale()
  const area = words.serviceArea
  if (!params || !service || match.page === 'not-found') return <NotFoundContent match={match} />
  const { location } = context
  const hrefOf = (slug: string) =>
    location
      ? paths.location.service(location.slug, params.type, slug as never)
      : paths.service(params.type, slug as never)
  const offeredAt = context.locations.filter((candidate) => serviceLocationSlugs(service).includes(candidate.slug))
  // Houston sells Residential Soft Wash without running a residential line: no landing to link to.
  const lineHref = location
    ? runsServiceLine(location.slug, params.type)
      ? paths.serviceLineAt(params.type, location.slug)
      : undefined
    : paths.serviceLine(params.type)
  const crumbs = [
    ...context.baseCrumbs,
    ...(lineHref ? [{ label: said.lines[params.type], href: lineHref }] : []),
    { label: service.name, href: match.pagePath },
  ]
  const hero = imageSource(service.image, 'hero')
  const localNote = location
    ? service.localNotes?.find((note) => typeof note.location === 'object' && note.location.slug === location.slug)
    : undefined
  const { unit, factors } = service.pricing ?? {}
  // The location's own from-price where marketing set one.
  const fromPrice = fromPriceAt(servicePrice(service), location?.slug)
  const otherServices = related.filter(
    (candidate) =>
      candidate.id !== service.id && (!location || serviceLocationSlugs(candidate).includes(location.slug)),
  )
  return (
    <main id="main">
      <Seo
        match={match}
        title={
          location
            ? `${said.inLocation(service.name, location.label)} | ${context.company.shortName}`
            : (service.seo?.title ?? `${service.name} | ${context.company.name}`)
        }
        description={
          location
            ? `${said.inLocation(service.name, location.label)}, ${location.phone}. ${localNote?.text ?? service.description}`
            : (service.seo?.description ?? service.description)
        }
        image={hero?.src}
        jsonLd={[
          serviceJsonLd(siteUrl, service, match.canonicalPath, location ? [location] : offeredAt, location),
          ...(location ? [locationJsonLd(siteUrl, context.company, location)] : []),
          breadcrumbJsonLd(siteUrl, crumbs),
          ...(service.faqs?.length ? [faqJsonLd(service.faqs)] : []),
        ]}
      />
      <PageHeader
        eyebrow={location ? `${said.lines[params.type]} · ${location.label}` : said.lines[params.type]}
        title={location ? said.inLocation(service.name, location.label) : service.name}
        intro={service.intro ?? service.description}
        crumbs={crumbs}
        actions={<HeroActions estimateHref={context.estimateHref} phone={context.phone} />}
        below={
          <p className="mt-5 text-brand-50" data-testid="hero-price">
            {typeof fromPrice === 'number' ? (
              <>
                {said.from} <strong className="text-2xl text-white">{formatUsd(fromPrice)}</strong>
                {unit ? ` ${unit}` : ''}.{' '}
              </>
            ) : (
              `${said.pricedAfterWalkThrough} `
            )}
            <a href="#price-heading" className="font-semibold text-white underline underline-offset-2">
              {said.whatItCosts}
            </a>
          </p>
        }
        image={service.image}
      />
      <TrustBand location={location} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          {location && (localNote || location.areasServed?.length) ? (
            <section aria-labelledby="local-heading" className="mb-8 rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <h2 id="local-heading" className="text-xl font-bold text-slate-900">
                {said.inLocation(service.name, location.label)}
              </h2>
              {localNote ? <p className="mt-2 leading-relaxed text-slate-700">{localNote.text}</p> : null}
              {location.areasServed?.length ? (
                <p className="mt-3 text-sm text-slate-700">
                  {said.crewsServe(location.label, location.areasServed.map((served) => served.name).join(', '))}
                </p>
              ) : null}
            </section>
          ) : null}
          {service.highlights?.length ? (
            <ul className="grid gap-3 sm:grid-cols-2">
              {service.highlights.map((highlight) => (
                <li
                  key={highlight.id ?? highlight.text}
                  className="flex gap-3 rounded-lg bg-brand-50 p-4 text-slate-800"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0 fill-brand-700">
                    <path d="M8 13.2 4.8 10l-1.3 1.3L8 15.8l9-9-1.3-1.3z" />
                  </svg>
                  {highlight.text}
                </li>
              ))}
            </ul>
          ) : null}
          <RichText value={service.body} className="mt-8" />
          <section aria-labelledby="price-heading" className="mt-12">
            <h2 id="price-heading" className="scroll-mt-36 text-2xl font-bold text-slate-900">
              {said.whatItCosts}
            </h2>
            {typeof fromPrice === 'number' ? (
              <p className="mt-3 text-slate-800">
                {said.from} <strong className="text-2xl text-slate-900">{formatUsd(fromPrice)}</strong>
                {unit ? ` ${unit}` : ''}.
              </p>
            ) : (
              // No starting price (each commercial site differs): say how it gets one instead of a number.
              <p className="mt-3 text-slate-800">
                {said.walkThrough}{' '}
                <SiteLink
                  to={context.estimateHref}
                  className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  {said.requestWalkThrough}
                </SiteLink>
              </p>
            )}
            {factors?.length ? (
              <>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{said.priceDependsOn}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                  {factors.map((factor) => (
                    <li key={factor.id ?? factor.text}>{factor.text}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          {service.faqs?.length ? (
            <section aria-labelledby="faq-heading" className="mt-12">
              <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
                {said.faq}
              </h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
                {service.faqs.map((faq) => (
                  <details key={faq.id ?? faq.question} className="group p-4">
                    <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">
                      {faq.question}
                    </summary>
                    <p className="mt-2 leading-relaxed text-slate-700">{faq.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ) : null}
        </div>
        <aside
          aria-label={location ? said.office(location.label) : said.whereOffered}
          className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-36"
        >
          {location ? (
            <>
              <h2 className="text-lg font-semibold text-slate-900">{said.yourTeam(location.label)}</h2>
              <p className="mt-2 text-sm font-medium text-emerald-700">{area.availableIn(location.label)}</p>
              <p className="mt-3">
                <PhoneLink phone={location.phone} className="text-xl font-bold text-brand-800 hover:underline" />
              </p>
              <p className="mt-1 text-sm text-slate-600">{hoursText(location.hours, locale)}</p>
              <p className="mt-4 text-sm text-slate-700">
                {area.within(location.serviceRadius, location.address.city, location.address.region)}
              </p>
            </>
          ) : (
            <>
              <h2 className="text-lg font-semibold text-slate-900">{said.offeredIn}</h2>
              <ul className="mt-3 space-y-2">
                {offeredAt.map((candidate) => (
                  <li key={candidate.id}>
                    <SiteLink
                      to={paths.location.service(candidate.slug, params.type, service.slug as never)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {said.inLocation(service.name, candidate.label)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )}
          <SiteLink to={context.estimateHref} className={`mt-6 block text-center ${brandButton.large}`}>
            {words.callToAction.freeEstimate}
          </SiteLink>
        </aside>
      </div>
      <ProofSection choice={proofOf(service, context.location)} title={said.ourWorkWith(service.name)} id="proof" />
      {otherServices.length > 0 && (
        <Section title={said.moreOfLine[params.type]} tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {otherServices.slice(0, 3).map((candidate) => (
              <ServiceCard key={candidate.id} service={candidate} href={hrefOf(candidate.slug)} />
            ))}
          </ul>
        </Section>
      )}
      <CallToActionBand
        title={said.need(service.name)}
        text={words.callToAction.readyText}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default ServicePage satisfies PageModule['default']
export const queries: PageModule['queries'] = (match) => [
  ratingsQuery(),
  servicesQuery(),
  serviceQuery(serviceParams(match)?.serviceSlug ?? ''),
]
/** The proof, once the service's id is read (and the location's, from the locations every page reads). */
export const followUp: PageModule['followUp'] = (queryClient, match) => {
  const service = queryClient.getQueryData(serviceQuery(serviceParams(match)?.serviceSlug ?? '').queryKey)?.docs[0]
  const location =
    match.page === 'location-service'
      ? queryClient.getQueryData(locationsQuery().queryKey)?.docs.find(({ slug }) => slug === match.location)
      : undefined
  return service ? proofQueries(queryClient, proofOf(service, location)) : []
}
export const exists: PageModule['exists'] = (queryClient, match) => {
  const params = serviceParams(match)
  return params ? serviceExists(queryClient, params.serviceSlug) : false
}
