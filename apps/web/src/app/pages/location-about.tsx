import { hoursText } from '@ecs/shared/hours'
import { locationAboutQuery, locationPicturesQuery, useLocationAbout, useLocationPictures } from '../../api/locations'
import { HeroActions, CallToActionBand } from '../../components/call-to-action'
import { PageHeader } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { breadcrumbJsonLd, locationJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { directionsHref } from '../../lib/directions'
import { PhoneLink } from '../../components/phone-link'
import { useMessages } from '../../lib/messages'
import { useLocale } from '../../lib/locale'
import { useSiteUrl } from '../../lib/site-url'
import { AreasServedSection } from '../page-kit/areas-served-section'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

/** About one location: its story (rich text from the CMS), office details and the areas it serves. */
function LocationAboutPage({ match }: PageProps) {
  const context = usePageContext(match)
  const siteUrl = useSiteUrl()
  const { location } = context
  const about = useLocationAbout(location?.slug ?? '')
  const picture = useLocationPictures().get(location?.slug ?? '')
  const words = useMessages()
  const said = words.location
  const locale = useLocale()
  if (!location || match.page === 'not-found') return <NotFoundContent match={match} />
  const crumbs = [...context.baseCrumbs, { label: said.about, href: match.pagePath }]
  return (
    <main id="main">
      <Seo
        match={match}
        title={said.aboutTitle(location.label, context.company.name)}
        description={location.intro}
        jsonLd={[locationJsonLd(siteUrl, context.company, location), breadcrumbJsonLd(siteUrl, crumbs)]}
      />
      <PageHeader
        title={said.aboutTeam(location.label)}
        intro={location.headline}
        crumbs={crumbs}
        actions={<HeroActions estimateHref={context.estimateHref} phone={context.phone} />}
        image={picture}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <p className="text-lg leading-relaxed text-slate-700">{location.intro}</p>
          <RichText value={about} className="mt-6" />
        </div>
        <aside
          aria-label={said.officeDetails}
          className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 className="text-lg font-semibold text-slate-900">{location.name}</h2>
          <address className="mt-3 not-italic text-slate-700">
            {location.address.street}
            <br />
            {location.address.city}, {location.address.region} {location.address.postalCode}
          </address>
          <p className="mt-3">
            <PhoneLink phone={location.phone} className="font-semibold text-brand-800 hover:underline" />
          </p>
          <p className="mt-1 text-sm text-slate-600">{hoursText(location.hours, locale)}</p>
          <p className="mt-4">
            <a
              href={directionsHref(location.address)}
              className="font-semibold text-brand-800 underline hover:text-brand-900"
              rel="noopener noreferrer"
              target="_blank"
            >
              {words.footer.getDirections}
              <span className="sr-only">{words.footer.directionsTo(location.name)}</span>
            </a>
          </p>
        </aside>
      </div>
      <AreasServedSection location={location} />
      <CallToActionBand
        title={said.workWithCrew(location.label)}
        text={said.crewPromise}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default LocationAboutPage satisfies PageModule['default']
export const queries: PageModule['queries'] = (match) => [
  locationPicturesQuery(),
  locationAboutQuery(match.page === 'not-found' ? '' : (match.location ?? '')),
]
