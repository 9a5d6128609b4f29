import type { Locale } from '../routes/locales'
import type { LocationExtraPage, LocationSlug } from './index'

/**
 * The resident programs run at one property each (DMV's condos/montebello page,
 * Tri-Cities' apartments/columbia-river-walk page). Their names, prices, schedule and terms are CMS
 * content (the community-programs collection); these are the keys that content hangs on.
 */
export const COMMUNITY_PROGRAM_IDS = ['montebello', 'columbia-river-walk'] as const
export type CommunityProgramId = (typeof COMMUNITY_PROGRAM_IDS)[number]

export interface CommunityProgramFacts {
  id: CommunityProgramId
  location: LocationSlug
  /** The location page that shows the program. */
  page: LocationExtraPage
}

export const COMMUNITY_PROGRAM_FACTS: Readonly<Record<CommunityProgramId, CommunityProgramFacts>> = {
  montebello: { id: 'montebello', location: 'dmv', page: 'condos/montebello' },
  'columbia-river-walk': { id: 'columbia-river-walk', location: 'tri-cities', page: 'apartments/columbia-river-walk' },
}

/** How often a resident price is charged: once, or every so many months while the resident stays signed up. */
export const BILLING_CADENCES = ['once', 'monthly', 'bi-monthly', 'quarterly', 'twice-yearly'] as const
export type BillingCadence = (typeof BILLING_CADENCES)[number]

/** Each cadence: how it is said after a price ("$129.00 quarterly"), in each language, and its months. */
export const BILLING_CADENCE_FACTS: Readonly<
  Record<BillingCadence, { label: Readonly<Record<Locale, string>>; months: number | null }>
> = {
  once: { label: { en: 'one visit', es: 'una visita' }, months: null },
  monthly: { label: { en: 'monthly', es: 'mensual' }, months: 1 },
  'bi-monthly': { label: { en: 'every two months', es: 'cada dos meses' }, months: 2 },
  quarterly: { label: { en: 'quarterly', es: 'trimestral' }, months: 3 },
  'twice-yearly': { label: { en: 'twice a year', es: 'dos veces al año' }, months: 6 },
}

/** The cadences as said in one language. */
export function cadenceLabels(locale: Locale): Record<BillingCadence, string> {
  return Object.fromEntries(
    BILLING_CADENCES.map((cadence) => [cadence, BILLING_CADENCE_FACTS[cadence].label[locale]]),
  ) as Record<BillingCadence, string>
}

/** One chosen service of a resident signup, as it is priced. */
export interface PricedResidentService {
  priceCents: number
  cadence: BillingCadence
}

/**
 * What a signup of several services comes to, one sum per cadence in the cadences' order ($89.00 once
 * and $129.00 quarterly stay apart: they are not charged together after the first visit).
 */
export function cadenceTotals(
  services: readonly PricedResidentService[],
): { cadence: BillingCadence; cents: number }[] {
  return BILLING_CADENCES.flatMap((cadence) => {
    const lines = services.filter((service) => service.cadence === cadence)
    return lines.length > 0 ? [{ cadence, cents: lines.reduce((sum, line) => sum + line.priceCents, 0) }] : []
  })
}
