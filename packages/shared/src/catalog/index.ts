import type { OptionLabels } from './options'

/**
 * The structural facts of the business that routes, navigation, the seed and the forms all agree on
 * (locations, services and where each is sold, plans). Editable content (names, phones, texts, prices shown) lives in the CMS;
 * these are the keys it is hung on.
 */

export const LOCATION_SLUGS = ['dmv', 'tri-cities', 'seattle', 'houston'] as const
export type LocationSlug = (typeof LOCATION_SLUGS)[number]

export const SERVICE_TYPES = ['commercial', 'residential'] as const
export type ServiceType = (typeof SERVICE_TYPES)[number]
export const SERVICE_TYPE_LABELS: OptionLabels<ServiceType> = { commercial: 'Commercial', residential: 'Residential' }

export interface LocationFacts {
  slug: LocationSlug
  /** The location's numeric id, as the forms and the CMS know it. */
  key: 'dmv' | 'tricities' | 'seattle' | 'houston'
  label: string
  coordinates: readonly [lat: number, lng: number]
  /** Miles. */
  serviceRadius: number
  /**
   * The service lines the location runs as a program (its landing page and nav entry). Kept apart from
   * the service matrix because Houston sells Residential Soft Wash yet shows no Residential
   * Services entry or landing page.
   */
  serviceLines: readonly ServiceType[]
  /** Pages only some locations have (routes of their own under the location). */
  extraPages: readonly LocationExtraPage[]
}

export type LocationExtraPage =
  'seasonal-protection-plans-enhanced' | 'test-contact' | 'condos/montebello' | 'apartments/columbia-river-walk'

export const SERVICE_RADIUS_MILES = 50

export const LOCATIONS: readonly LocationFacts[] = [
  {
    slug: 'dmv',
    serviceLines: ['commercial', 'residential'],
    key: 'dmv',
    label: 'DMV Area',
    coordinates: [38.9072, -77.0369],
    serviceRadius: SERVICE_RADIUS_MILES,
    extraPages: ['seasonal-protection-plans-enhanced', 'test-contact', 'condos/montebello'],
  },
  {
    slug: 'tri-cities',
    serviceLines: ['commercial', 'residential'],
    key: 'tricities',
    label: 'Tri-Cities WA',
    coordinates: [46.2112, -119.1372],
    serviceRadius: SERVICE_RADIUS_MILES,
    extraPages: ['seasonal-protection-plans-enhanced', 'apartments/columbia-river-walk'],
  },
  {
    slug: 'houston',
    serviceLines: ['commercial'],
    key: 'houston',
    label: 'Houston TX',
    coordinates: [29.7604, -95.3698],
    serviceRadius: SERVICE_RADIUS_MILES,
    extraPages: [],
  },
  {
    slug: 'seattle',
    serviceLines: ['commercial', 'residential'],
    key: 'seattle',
    label: 'Seattle WA',
    coordinates: [47.6062, -122.3321],
    serviceRadius: SERVICE_RADIUS_MILES,
    extraPages: [],
  },
]

export const COMMERCIAL_SERVICE_SLUGS = [
  'commercial-window-cleaning',
  'commercial-pressure-washing',
  'commercial-soft-wash',
  'graffiti-removal',
  'parking-garage-pressure-wash',
  'commercial-holiday-lights',
  'commercial-caulking',
  'commercial-line-striping',
] as const

export const RESIDENTIAL_SERVICE_SLUGS = [
  'residential-window-cleaning',
  'residential-pressure-washing',
  'residential-soft-wash',
  'residential-holiday-lights',
] as const

export type CommercialServiceSlug = (typeof COMMERCIAL_SERVICE_SLUGS)[number]
export type ResidentialServiceSlug = (typeof RESIDENTIAL_SERVICE_SLUGS)[number]
export type ServiceSlug = CommercialServiceSlug | ResidentialServiceSlug

export interface ServiceFacts {
  /** The numeric Service id; caulking and line striping came later and got 11 and 12. */
  serviceId: number
  slug: ServiceSlug
  name: string
  type: ServiceType
  locations: readonly LocationSlug[]
}

const ALL_LOCATIONS = LOCATION_SLUGS
const NOT_HOUSTON: readonly LocationSlug[] = ['tri-cities', 'dmv', 'seattle']

/** The service x location matrix: which location sells which service. */
export const SERVICES: readonly ServiceFacts[] = [
  {
    serviceId: 1,
    slug: 'commercial-window-cleaning',
    name: 'Commercial Window Cleaning',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
  {
    serviceId: 2,
    slug: 'commercial-pressure-washing',
    name: 'Commercial Pressure Washing',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
  {
    serviceId: 3,
    slug: 'commercial-soft-wash',
    name: 'Commercial Soft Wash',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
  { serviceId: 4, slug: 'graffiti-removal', name: 'Graffiti Removal', type: 'commercial', locations: ALL_LOCATIONS },
  {
    serviceId: 5,
    slug: 'parking-garage-pressure-wash',
    name: 'Parking Garage Pressure Wash',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
  {
    serviceId: 6,
    slug: 'residential-pressure-washing',
    name: 'Residential Pressure Washing',
    type: 'residential',
    locations: NOT_HOUSTON,
  },
  {
    serviceId: 7,
    slug: 'residential-window-cleaning',
    name: 'Residential Window Cleaning',
    type: 'residential',
    locations: NOT_HOUSTON,
  },
  {
    serviceId: 8,
    slug: 'residential-holiday-lights',
    name: 'Residential Holiday Lights',
    type: 'residential',
    locations: NOT_HOUSTON,
  },
  {
    serviceId: 9,
    slug: 'commercial-holiday-lights',
    name: 'Commercial Holiday Lights',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
  {
    serviceId: 10,
    slug: 'residential-soft-wash',
    name: 'Residential Soft Wash',
    type: 'residential',
    locations: ALL_LOCATIONS,
  },
  {
    serviceId: 11,
    slug: 'commercial-caulking',
    name: 'Commercial Caulking',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
  {
    serviceId: 12,
    slug: 'commercial-line-striping',
    name: 'Commercial Line Striping',
    type: 'commercial',
    locations: ALL_LOCATIONS,
  },
]

export const ARTICLE_SLUGS = [
  'building-maintenance',
  'budget-curb-appeal',
  'luxury-window-cleaning',
  'soft-washing',
  'holiday-lighting',
  'protecting-exterior-surfaces',
  'mold-stain-damage-prevention',
] as const
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number]

/** The six articles shown under Learn in the global navigation, in order. */
export const NAV_ARTICLE_SLUGS: readonly ArticleSlug[] = ARTICLE_SLUGS.slice(0, 6)

export const PLAN_IDS = ['basic', 'plus', 'premium'] as const
export type PlanId = (typeof PLAN_IDS)[number]
export const HOME_SIZES = ['small', 'medium', 'large'] as const
export type HomeSize = (typeof HOME_SIZES)[number]

/** Each home size's word and floor area: the plans page, the signup form, the wizard and the admin say these. */
export const HOME_SIZE_FACTS: Readonly<Record<HomeSize, { name: string; area: string }>> = {
  small: { name: 'Small', area: 'under 1,500 sq ft' },
  medium: { name: 'Medium', area: '1,500 to 3,000 sq ft' },
  large: { name: 'Large', area: 'over 3,000 sq ft' },
}

/** "Small (under 1,500 sq ft)": how a form names each size. */
export const HOME_SIZE_LABELS = Object.fromEntries(
  HOME_SIZES.map((size) => [size, `${HOME_SIZE_FACTS[size].name} (${HOME_SIZE_FACTS[size].area})`]),
) as OptionLabels<HomeSize>

/** How often a plan's visits come. */
export const PLAN_FREQUENCIES = ['quarterly', 'bi-monthly', 'monthly'] as const
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number]
export const PLAN_FREQUENCY_LABELS: OptionLabels<PlanFrequency> = {
  quarterly: 'Quarterly',
  'bi-monthly': 'Bi-monthly',
  monthly: 'Monthly',
}
/** The visits a year of membership holds at each frequency. */
export const PLAN_VISITS_PER_YEAR: Readonly<Record<PlanFrequency, number>> = {
  quarterly: 4,
  'bi-monthly': 6,
  monthly: 12,
}

/** The fallback plan table (names, visit frequency, prices per visit); the CMS holds the live one. */
export const PLAN_FACTS: Record<
  PlanId,
  {
    name: string
    frequency: PlanFrequency
    prices: Record<HomeSize, number>
    discountPercent: number
    prioritySchedule: boolean
    annualDeepClean: boolean
  }
> = {
  basic: {
    name: 'Basic',
    frequency: 'quarterly',
    prices: { small: 25.99, medium: 39.99, large: 59.99 },
    discountPercent: 10,
    prioritySchedule: false,
    annualDeepClean: false,
  },
  plus: {
    name: 'Plus',
    frequency: 'bi-monthly',
    prices: { small: 79.99, medium: 129.99, large: 179.99 },
    discountPercent: 15,
    prioritySchedule: true,
    annualDeepClean: false,
  },
  premium: {
    name: 'Premium',
    frequency: 'monthly',
    prices: { small: 129.99, medium: 219.99, large: 299.99 },
    discountPercent: 20,
    prioritySchedule: true,
    annualDeepClean: true,
  },
}

export const INDUSTRY_NAMES = [
  'Commercial Real Estate',
  'Healthcare Facilities',
  'Educational Institutions',
  'Industrial Facilities',
  'Retail Stores',
  'Restaurants',
  'HOAs and Community Associations',
  'Hotels',
  'Property Management',
  'Parking Operators',
] as const

/** An industry's key in the CMS, from its English name: "Commercial Real Estate" -> "commercial-real-estate". */
export const industrySlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export const DEFAULT_SERVICE_AREA_TEXT =
  'Serving Seattle Washington, Tri-Cities, Houston TX and the Greater Virginia, Maryland and DC Area'

export const BANNER_TEXT = {
  desktop: 'PROFESSIONAL WINDOW WASHING & PRESSURE WASHING SERVICES IN WA, TX, VA, MD, and DC',
  mobile: 'SERVING WA, TX, VA, MD, and DC',
} as const

export function locationBySlug(slug: string): LocationFacts | undefined {
  return LOCATIONS.find((location) => location.slug === slug)
}

export function servicesAt(location: LocationSlug, type?: ServiceType): ServiceFacts[] {
  return SERVICES.filter(
    (service) => service.locations.includes(location) && (type === undefined || service.type === type),
  )
}

/** Whether the location runs a commercial or residential program (nav entry and landing page). */
export function runsServiceLine(location: LocationSlug, type: ServiceType): boolean {
  return locationBySlug(location)?.serviceLines.includes(type) ?? false
}

// Lookups for the route table, navigation and schemas. Pure reads of the data above.

export type ServiceSlugOf<T extends ServiceType> = T extends 'commercial'
  ? CommercialServiceSlug
  : ResidentialServiceSlug

export const SERVICE_SLUGS_BY_TYPE: { readonly [T in ServiceType]: readonly ServiceSlugOf<T>[] } = {
  commercial: COMMERCIAL_SERVICE_SLUGS,
  residential: RESIDENTIAL_SERVICE_SLUGS,
}

export function isLocationSlug(value: unknown): value is LocationSlug {
  return typeof value === 'string' && (LOCATION_SLUGS as readonly string[]).includes(value)
}

/** Locations that have one of the location-only pages, in LOCATIONS order. */
export function locationsWithExtraPage(page: LocationExtraPage): LocationSlug[] {
  return LOCATIONS.filter((location) => location.extraPages.includes(page)).map((location) => location.slug)
}

/** Locations that run a service line as a program (landing page and nav entry), in LOCATIONS order. */
export function locationsRunning(type: ServiceType): LocationSlug[] {
  return LOCATIONS.filter((location) => location.serviceLines.includes(type)).map((location) => location.slug)
}

/** The icons the trust band can show beside a reason (the site draws them; the CMS offers them). */
export const TRUST_ICONS = ['shield', 'calendar', 'guarantee', 'crew', 'leaf'] as const
export type TrustIcon = (typeof TRUST_ICONS)[number]
export { labelledOptions, type OptionLabels } from './options'
export { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from './webhook-events'
export {
  BILLING_CADENCE_FACTS,
  cadenceLabels,
  cadenceTotals,
  BILLING_CADENCES,
  COMMUNITY_PROGRAM_FACTS,
  COMMUNITY_PROGRAM_IDS,
  type BillingCadence,
  type CommunityProgramFacts,
  type CommunityProgramId,
  type PricedResidentService,
} from './community-programs'
