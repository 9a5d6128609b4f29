import { locationsRunning, type ServiceType } from '@ecs/shared/catalog'
import { paths, type RouteMatch } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { pageExists, pageQuery, usePage } from '../../api/pages'
import { serviceLocationSlugs, servicesQuery, useServices } from '../../api/services'
import { CallToActionBand, HeroActions } from '../../components/call-to-action'
import { ServiceCard } from '../../components/cards'
import { PageHeader, Section } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { breadcrumbJsonLd, locationJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useMessages } from '../../lib/messages'
import { useSiteUrl } from '../../lib/site-url'
import { useLocationTwin } from '../../lib/use-location-twin'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

function lineType(match: RouteMatch): ServiceType | undefined {
  return match.page === 'service-line' || match.page === 'service-line-location' ? match.params.type : undefined
}

const pageSlug = (type: ServiceType) => `${type}-services`

/**
 * A service line's landing, site-wide (/commercial-services) or for one location
 * (/commercial-services/dmv: only what that location sells, linked in its context).
 */
function ServiceLinePage({ match }: PageProps) {
  const type = lineType(match) ?? 'commercial'
  const page = usePage(pageSlug(type))
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const siteHref = useLocationTwin()
  const services = useServices(type)
  const words = useMessages()
  const said = words.serviceLine
  const line = words.service.lines[type]
  if (!page || match.page === 'not-found') return <NotFoundContent match={match} />
  const { location } = context
  const shown = location
    ? services.filter((service) => serviceLocationSlugs(service).includes(location.slug))
    : services
  const crumbs = [...context.baseCrumbs, { label: line, href: match.pagePath }]
  const title = location ? words.service.inLocation(line, location.label) : page.title
  const runningLocations = context.locations.filter((candidate) => locationsRunning(type).includes(candidate.slug))
  return (
    <main id="main">
      <Seo
        match={match}
        title={
          location ? `${title} | ${context.company.name}` : (page.seo?.title ?? `${title} | ${context.company.name}`)
        }
        description={
          location
            ? `${said.fromLocalCrews(line, location.label, location.phone)} ${page.intro ?? ''}`.trim()
            : (page.seo?.description ?? page.intro ?? title)
        }
        jsonLd={[
          breadcrumbJsonLd(siteUrl, crumbs),
          ...(location ? [locationJsonLd(siteUrl, context.company, location)] : []),
        ]}
      />
      <PageHeader
        title={title}
        intro={page.intro}
        crumbs={crumbs}
        actions={<HeroActions estimateHref={context.estimateHref} phone={context.phone} />}
      />
      <Section title={location ? said.whatWeDoIn(location.label) : said.ourServices}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              href={location ? paths.location.service(location.slug, type, service.slug as never) : service.path}
            />
          ))}
        </ul>
        {type === 'commercial' && (
          <SiteLink
            to={siteHref(paths.industries())}
            className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
          >
            {said.industries}
          </SiteLink>
        )}
      </Section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <RichText value={page.content} />
      </div>
      {!location && (
        <Section title={said.chooseLocation} tone="muted">
          <ul className="flex flex-wrap gap-3">
            {runningLocations.map((candidate) => (
              <li key={candidate.id}>
                <SiteLink
                  to={paths.serviceLineAt(type, candidate.slug)}
                  className="inline-block rounded-full bg-white px-4 py-2 font-medium text-brand-800 shadow-sm ring-1 ring-brand-100 hover:bg-brand-100"
                >
                  {words.service.inLocation(line, candidate.label)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <CallToActionBand
        title={words.home.estimateTitle}
        text={said.estimateText}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default ServiceLinePage satisfies PageModule['default']
export const queries: PageModule['queries'] = (match) => [
  pageQuery(pageSlug(lineType(match) ?? 'commercial')),
  servicesQuery(),
]
export const exists: PageModule['exists'] = (queryClient, match) =>
  pageExists(queryClient, pageSlug(lineType(match) ?? 'commercial'))
