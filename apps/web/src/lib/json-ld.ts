import { LOGO_PNG_PATH } from '@ecs/shared/brand'
import { HOME_SIZE_FACTS, HOME_SIZES } from '@ecs/shared/catalog'
import type { Article, CompanyInfo, JobPosting, Location, Plan, Service } from '@ecs/shared/cms'
import { openingHoursSpecification } from '@ecs/shared/hours'
import { paths } from '@ecs/shared/routes'
import { directionsHref } from './directions'
import { absoluteUrl } from './site-url'

/**
 * schema.org descriptions of what a page is about. The company and each location carry a stable
 * @id (their home page URL plus a fragment), so other entities on any page can point at them.
 */
export type JsonLd = Record<string, unknown>

const companyId = (siteUrl: string) => `${absoluteUrl(siteUrl, paths.home())}#organization`
const locationId = (siteUrl: string, location: Pick<Location, 'slug'>) =>
  `${absoluteUrl(siteUrl, paths.location.home(location.slug))}#localbusiness`

function postalAddress(address: CompanyInfo['address']) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: 'US',
  }
}

function socialProfiles(company: CompanyInfo): string[] {
  return Object.values(company.socials ?? {}).filter((url): url is string => typeof url === 'string' && url.length > 0)
}

export function companyJsonLd(siteUrl: string, company: CompanyInfo, locations: Location[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': companyId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, paths.home()),
    logo: absoluteUrl(siteUrl, LOGO_PNG_PATH),
    telephone: company.phone,
    email: company.email,
    address: postalAddress(company.address),
    areaServed: locations.map((location) => location.label),
    sameAs: socialProfiles(company),
    subOrganization: locations.map((location) => ({ '@id': locationId(siteUrl, location) })),
  }
}

export function locationJsonLd(siteUrl: string, company: CompanyInfo, location: Location): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': locationId(siteUrl, location),
    name: location.name,
    url: absoluteUrl(siteUrl, paths.location.home(location.slug)),
    telephone: location.phone,
    email: location.email,
    address: postalAddress(location.address),
    // The office's own position; the service area's center is the GeoCircle below.
    ...(typeof location.office?.lat === 'number' &&
      typeof location.office.lng === 'number' && {
        geo: { '@type': 'GeoCoordinates', latitude: location.office.lat, longitude: location.office.lng },
      }),
    areaServed: [
      {
        '@type': 'GeoCircle',
        geoMidpoint: {
          '@type': 'GeoCoordinates',
          latitude: location.coordinates.lat,
          longitude: location.coordinates.lng,
        },
        geoRadius: `${location.serviceRadius} mi`,
      },
      ...(location.areasServed ?? []).map((area) => ({ '@type': 'City', name: area.name })),
    ],
    openingHoursSpecification: openingHoursSpecification(location.hours),
    logo: absoluteUrl(siteUrl, LOGO_PNG_PATH),
    hasMap: directionsHref(location.address),
    parentOrganization: { '@id': companyId(siteUrl), name: company.name },
  }
}

export function serviceJsonLd(
  siteUrl: string,
  service: Service,
  pagePath: string,
  areas: Location[],
  provider: Location | undefined,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(siteUrl, pagePath)}#service`,
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(siteUrl, pagePath),
    provider: { '@id': provider ? locationId(siteUrl, provider) : companyId(siteUrl) },
    areaServed: areas.map((location) => ({ '@type': 'AdministrativeArea', name: location.label })),
    ...(typeof service.pricing?.fromPrice === 'number' && {
      offers: {
        '@type': 'Offer',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: service.pricing.fromPrice,
          priceCurrency: 'USD',
          ...(service.pricing.unit && { description: `From $${service.pricing.fromPrice} ${service.pricing.unit}` }),
        },
      },
    }),
  }
}

/** The questions and answers of a page's FAQ section, as shown on the page. */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/**
 * The protection plans as offers: each plan's price per visit for each home size. `prices` says which
 * price list the page shows (the standard plans or the enhanced ones).
 */
export function planOffersJsonLd(
  siteUrl: string,
  pagePath: string,
  name: string,
  plans: readonly Plan[],
  prices: (plan: Plan) => Plan['prices'] | Plan['enhancedPrices'],
  provider: Location | undefined,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url: absoluteUrl(siteUrl, pagePath),
    itemListElement: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.description,
      itemOffered: {
        '@type': 'Service',
        name: plan.name,
        provider: { '@id': provider ? locationId(siteUrl, provider) : companyId(siteUrl) },
      },
      priceSpecification: HOME_SIZES.flatMap((size) => {
        const price = prices(plan)?.[size]
        return typeof price === 'number'
          ? [
              {
                '@type': 'UnitPriceSpecification',
                name: `${HOME_SIZE_FACTS[size].name} home (${HOME_SIZE_FACTS[size].area})`,
                price,
                priceCurrency: 'USD',
                unitText: 'visit',
              },
            ]
          : []
      }),
    })),
  }
}

const EMPLOYMENT_TYPES: Record<JobPosting['employmentType'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  seasonal: 'TEMPORARY',
}

/** A job posting for search engines' job listings: pay range, employment type, where and since when. */
export function jobPostingJsonLd(
  siteUrl: string,
  company: CompanyInfo,
  job: JobPosting,
  offices: readonly Location[],
  descriptionHtml: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: job.postedAt,
    employmentType: EMPLOYMENT_TYPES[job.employmentType],
    directApply: true,
    url: absoluteUrl(siteUrl, paths.careerRole(job.slug)),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.slug },
    hiringOrganization: {
      '@type': 'Organization',
      '@id': companyId(siteUrl),
      name: company.name,
      sameAs: absoluteUrl(siteUrl, paths.home()),
      logo: absoluteUrl(siteUrl, LOGO_PNG_PATH),
    },
    jobLocation: offices.map((office) => ({ '@type': 'Place', address: postalAddress(office.address) })),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.payMin,
        maxValue: job.payMax,
        unitText: job.payUnit === 'year' ? 'YEAR' : 'HOUR',
      },
    },
  }
}

export function articleJsonLd(
  siteUrl: string,
  article: Article,
  pagePath: string,
  imageUrl: string | undefined,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${absoluteUrl(siteUrl, pagePath)}#article`,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    mainEntityOfPage: absoluteUrl(siteUrl, pagePath),
    ...(imageUrl && { image: absoluteUrl(siteUrl, imageUrl) }),
    author: { '@id': companyId(siteUrl) },
    publisher: { '@id': companyId(siteUrl) },
  }
}

export interface Crumb {
  label: string
  href: string
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(siteUrl, crumb.href),
    })),
  }
}
