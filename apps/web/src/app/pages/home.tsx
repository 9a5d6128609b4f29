import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../components/site-link'
import { locationPicturesQuery, useLocationPictures } from '../../api/locations'
import { pageExists, pageQuery, usePage } from '../../api/pages'
import { ratingsQuery } from '../../api/review-ratings'
import { reviewsQuery, useReviews } from '../../api/reviews'
import { servicesQuery, useServices } from '../../api/services'
import { CallToActionBand, HeroActions } from '../../components/call-to-action'
import { LocationCard, ReviewCard, ServiceCard } from '../../components/cards'
import { PageHeader, Section } from '../../components/page-header'
import { RichText } from '../../components/rich-text'
import { TrustBand } from '../../components/trust-band'
import { Seo } from '../../components/seo'
import { companyJsonLd, locationJsonLd } from '../../lib/json-ld'
import type { PageModule, PageProps } from '../../lib/page-module'
import { useMessages } from '../../lib/messages'
import { useSiteUrl } from '../../lib/site-url'
import { NotFoundContent } from '../page-kit/not-found-content'
import { usePageContext } from '../page-kit/use-page-context'

const FEATURED_REVIEWS = 3

function HomePage({ match }: PageProps) {
  const page = usePage('home')
  const context = usePageContext(match)
  const pictures = useLocationPictures()
  const siteUrl = useSiteUrl()
  const words = useMessages().home
  const commercial = useServices('commercial')
  const residential = useServices('residential')
  const reviews = useReviews()
    .filter((review) => review.rating === 5)
    .slice(0, FEATURED_REVIEWS)
  if (!page) return <NotFoundContent match={match} />
  return (
    <main id="main">
      <Seo
        match={match}
        title={page.seo?.title ?? `${context.company.name} | Window Cleaning & Pressure Washing`}
        description={page.seo?.description ?? page.intro ?? context.company.serviceArea}
        jsonLd={[
          companyJsonLd(siteUrl, context.company, context.locations),
          ...context.locations.map((location) => locationJsonLd(siteUrl, context.company, location)),
        ]}
      />
      <PageHeader
        eyebrow={context.company.serviceArea}
        title={page.title}
        intro={page.intro ?? context.company.tagline}
        actions={<HeroActions estimateHref={context.estimateHref} phone={context.phone} />}
        image={page.heroImage}
      />
      <TrustBand />
      <Section title={words.commercial} intro={words.commercialIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {commercial.slice(0, 6).map((service) => (
            <ServiceCard key={service.id} service={service} href={service.path} />
          ))}
        </ul>
        <SiteLink
          to={paths.serviceLine('commercial')}
          className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
        >
          {words.allCommercial}
        </SiteLink>
      </Section>
      <Section title={words.residential} tone="muted" intro={words.residentialIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {residential.map((service) => (
            <ServiceCard key={service.id} service={service} href={service.path} />
          ))}
        </ul>
        <SiteLink
          to={paths.serviceLine('residential')}
          className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
        >
          {words.allResidential}
        </SiteLink>
      </Section>
      {reviews.length > 0 && (
        <Section title={words.reviews}>
          <ul className="grid gap-6 md:grid-cols-3">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} showLocation />
            ))}
          </ul>
        </Section>
      )}
      <Section title={words.findTeam} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {context.locations.map((location) => (
            <LocationCard key={location.id} location={location} picture={pictures.get(location.slug)} />
          ))}
        </ul>
      </Section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <RichText value={page.content} />
      </div>
      <CallToActionBand
        title={words.estimateTitle}
        text={words.estimateText}
        estimateHref={context.estimateHref}
        phone={context.phone}
      />
    </main>
  )
}

export default HomePage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [
  pageQuery('home'),
  servicesQuery(),
  reviewsQuery(),
  ratingsQuery(),
  locationPicturesQuery(),
]
export const exists: PageModule['exists'] = (queryClient) => pageExists(queryClient, 'home')
