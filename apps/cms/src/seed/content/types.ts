/**
 * Shapes of the seed's written content. Plain data, no Payload imports: the seed turns these into
 * documents (markdown bodies become Lexical rich text).
 */
import type { LOCATION_TIME_ZONES } from '@ecs/shared/hours'
import type { EstimatePricing } from '@ecs/shared/schemas'
import type {
  ArticleSlug,
  BillingCadence,
  CommunityProgramId,
  HomeSize,
  LocationSlug,
  PlanId,
  ServiceSlug,
} from '@ecs/shared/catalog'

interface FaqContent {
  question: string
  answer: string
}

export interface ServiceContent {
  slug: ServiceSlug
  /** One or two sentences, shown on cards and as the meta description fallback. */
  description: string
  /** One short paragraph under the page heading. */
  intro: string
  /** Several sections (## headings, paragraphs, bullet lists), 350-600 words. */
  bodyMarkdown: string
  highlights: string[]
  /** What the price of a job depends on, shown with the price on the service page. */
  priceFactors: string[]
  /** A starting price, for services sold at a typical size (homes). */
  fromPrice?: { amount: number; unit: string }
  /** How the estimate form ranges the from-price by home (the CMS's defaults for what is left out). */
  estimate?: Partial<EstimatePricing>
  faqs: FaqContent[]
  seoTitle: string
  seoDescription: string
}

export interface LocationContent {
  slug: LocationSlug
  name: string
  address: { street: string; city: string; region: string; postalCode: string }
  /** Fictional, 555-01xx. */
  phone: string
  /** Whether texts to `phone` reach the office (the site then offers Text beside Call on phones). */
  textsWelcome: boolean
  email: string
  /** The example ad campaigns run for the location (utm_campaign names), which marketing replaces with its own. */
  adCampaigns: string[]
  /** As visitors read them; days with times are also given to search engines. */
  hours: string
  /** The zone the hours are kept in (IANA). */
  timeZone: (typeof LOCATION_TIME_ZONES)[number]
  /** Whether homeowners book their estimate visit from the estimate form (marketing's choice per office). */
  estimateBookingOnline: boolean
  /** Where the office itself is (lat, lng), not the center of the area. */
  office: readonly [number, number]
  headline: string
  intro: string
  aboutMarkdown: string
  areasServed: string[]
  /** With the service words people search and the office's town. */
  seoTitle: string
  seoDescription: string
}

export interface ArticleContent {
  slug: ArticleSlug
  title: string
  excerpt: string
  publishedAt: string
  bodyMarkdown: string
  seoTitle: string
  seoDescription: string
}

export interface PageContent {
  slug: string
  title: string
  intro: string
  bodyMarkdown: string
  seoDescription: string
  /** Only for community pages (condos/montebello, apartments/columbia-river-walk). */
  location?: LocationSlug
}

export interface ReviewContent {
  author: string
  location: LocationSlug
  rating: 1 | 2 | 3 | 4 | 5
  text: string
  date: string
  service?: ServiceSlug
  /** The company's public answer. */
  reply?: { text: string; date: string }
}

export interface JobContent {
  slug: string
  title: string
  locations: LocationSlug[]
  employmentType: 'full-time' | 'part-time' | 'seasonal'
  pay: { min: number; max: number; unit: 'hour' | 'year'; note?: string }
  /** False for roles that need no experience: applicants may apply without a résumé. */
  resumeRequired: boolean
  summary: string
  bodyMarkdown: string
}

export interface IndustryContent {
  name: string
  description: string
  /** A lucide icon name, e.g. "building-2". */
  icon: string
}

export interface PlanContent {
  id: PlanId
  description: string
  features: string[]
  /** Per visit with the enhanced extras (fall gutter cleaning, spring and fall inspections), by home size. */
  enhancedPrices: Record<HomeSize, number>
}

export interface CompanyContent {
  name: string
  /** In the header and at the end of page titles. */
  shortName: string
  phone: string
  email: string
  address: { street: string; city: string; region: string; postalCode: string }
  socials: { facebook: string; twitter: string; instagram: string; linkedin: string }
  tagline: string
}

export interface CommunityProgramContent {
  programId: CommunityProgramId
  name: string
  property: string
  prices: { key: string; service: string; priceCents: number; cadence: BillingCadence; description?: string }[]
  schedule: string
  terms: string
  /** What a resident reads once signed up (the program page, the confirmation email). */
  confirmation: string
  contact: { phone: string; email: string }
}
