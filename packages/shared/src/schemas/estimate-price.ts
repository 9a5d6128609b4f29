import { HOME_SIZE_FACTS, type HomeSize } from '../catalog'
import { MAX_STORIES } from './form-options'
import { WHOLE_DOLLARS, writeDollars } from '../routes/locale-writing'

/**
 * How the estimate form turns a service's from-price into a range for one home, as marketing sets it
 * on the service in the CMS. The from-price is what the smallest one-story home pays; each percentage
 * is added on top of it.
 */
export interface EstimatePricing {
  /** Added for a medium home (1,500 to 3,000 sq ft), in percent of the from-price. */
  mediumPercent: number
  /** Added for a large home (over 3,000 sq ft), in percent. */
  largePercent: number
  /** Added for each story above the first, in percent. */
  storyPercent: number
  /** How far the top of the range sits above its bottom, in percent: what the visit may find. */
  spreadPercent: number
  /** What the price covers, said after the range, e.g. "exterior only". */
  scope: string | null
}

/** Until marketing sets them: the percentages the CMS's fields start with. */
export const DEFAULT_ESTIMATE_PRICING: EstimatePricing = {
  mediumPercent: 30,
  largePercent: 70,
  storyPercent: 20,
  spreadPercent: 30,
  scope: null,
}

/** One service's prices as the estimate reads them. */
export interface ServicePrice {
  slug: string
  name: string
  /** The from-price in US dollars; null for a service priced only after a visit. */
  fromPrice: number | null
  /** A location's own from-price where it differs, by location slug. */
  localFromPrices: Readonly<Record<string, number>>
  estimate: EstimatePricing
}

/** What the visitor told the wizard that the price depends on. */
export interface EstimateInputs {
  services: readonly string[]
  size: HomeSize
  stories: number
  location: string | null
}

/** One service's part of an estimate, in whole dollars. */
export interface EstimateLine {
  service: string
  fromPrice: number
  low: number
  high: number
}

/** An estimated range, the sentence that says it, and what it was made from (kept with the lead). */
export interface PriceEstimate {
  low: number
  high: number
  /** "$189-$249 for a 2-story home of 1,500 to 3,000 sq ft, exterior only". */
  text: string
  lines: EstimateLine[]
  /** Services chosen that are priced only after a visit (no from-price). */
  unpriced: string[]
  /** What the priced services' prices cover, as the CMS words it ("exterior only"), each once. */
  scopes: string[]
  inputs: EstimateInputs
}

const SIZE_PERCENT: Readonly<Record<HomeSize, (pricing: EstimatePricing) => number>> = {
  small: () => 0,
  medium: (pricing) => pricing.mediumPercent,
  large: (pricing) => pricing.largePercent,
}

const SIZE_PHRASE: Readonly<Record<HomeSize, string>> = {
  small: HOME_SIZE_FACTS.small.area,
  medium: `of ${HOME_SIZE_FACTS.medium.area}`,
  large: HOME_SIZE_FACTS.large.area,
}

function validPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}

/** A percentage as marketing may have left it: blank, negative or not a number counts as none. */
function percent(value: number): number {
  return Number.isFinite(value) && value > 0 ? value / 100 : 0
}

/** Where a service's price starts at a location: the location's own from-price, else the service's; null for none. */
export function fromPriceAt(price: ServicePrice, location: string | null | undefined): number | null {
  const local = location ? price.localFromPrices[location] : undefined
  if (validPrice(local)) return local
  return validPrice(price.fromPrice) ? price.fromPrice : null
}

function lineFor(price: ServicePrice, inputs: EstimateInputs): EstimateLine | undefined {
  const fromPrice = fromPriceAt(price, inputs.location)
  if (fromPrice === null) return undefined
  const stories = Math.min(Math.max(Math.trunc(inputs.stories), 1), MAX_STORIES)
  const factor =
    (1 + percent(SIZE_PERCENT[inputs.size](price.estimate))) *
    (1 + percent(price.estimate.storyPercent) * (stories - 1))
  const low = Math.round(fromPrice * factor)
  return { service: price.slug, fromPrice, low, high: Math.round(low * (1 + percent(price.estimate.spreadPercent))) }
}

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * The estimated range for the services chosen, for a home of the size and stories given, from the
 * prices set in the CMS: each priced service's range (its location's from-price when it has one),
 * summed. Undefined when none of the services has a price (they are quoted after a visit).
 */
export function estimatePrice(prices: readonly ServicePrice[], inputs: EstimateInputs): PriceEstimate | undefined {
  const chosen = [...new Set(inputs.services)].flatMap((slug) => {
    const price = prices.find((candidate) => candidate.slug === slug)
    return price ? [price] : []
  })
  const priced = chosen.flatMap((price) => {
    const line = lineFor(price, inputs)
    return line ? [{ price, line }] : []
  })
  if (priced.length === 0) return undefined
  const low = priced.reduce((sum, { line }) => sum + line.low, 0)
  const high = priced.reduce((sum, { line }) => sum + line.high, 0)
  const stories = Math.min(Math.max(Math.trunc(inputs.stories), 1), MAX_STORIES)
  const home = `${stories >= MAX_STORIES ? `${MAX_STORIES}+ story` : `${stories}-story`} home ${SIZE_PHRASE[inputs.size]}`
  const what = priced.length > 1 ? `${listed(priced.map(({ price }) => price.name.toLowerCase()))} of a` : 'a'
  const scopes = [...new Set(priced.flatMap(({ price }) => (price.estimate.scope ? [price.estimate.scope] : [])))]
  const dollars = (amount: number) => writeDollars(amount, WHOLE_DOLLARS)
  const range = low === high ? dollars(low) : `${dollars(low)}-${dollars(high)}`
  return {
    low,
    high,
    text: `${range} for ${what} ${home}${scopes.length ? `, ${scopes.join('; ')}` : ''}`,
    lines: priced.map(({ line }) => line),
    unpriced: chosen.filter((price) => !priced.some((entry) => entry.price === price)).map((price) => price.slug),
    scopes,
    inputs: { ...inputs, services: [...new Set(inputs.services)], stories },
  }
}

/** A service as the CMS keeps it (its locations populated to their slugs, or left as ids). */
export interface PricedServiceDocument {
  slug: string
  name: string
  pricing?: {
    fromPrice?: number | null
    localPrices?: { location: number | { slug: string }; fromPrice: number }[] | null
    estimate?: {
      mediumPercent?: number | null
      largePercent?: number | null
      storyPercent?: number | null
      spreadPercent?: number | null
      scope?: string | null
    } | null
  } | null
}

/** A CMS service's prices as the estimate reads them; blank percentages fall back to the defaults. */
export function servicePrice(service: PricedServiceDocument): ServicePrice {
  const estimate = service.pricing?.estimate ?? {}
  return {
    slug: service.slug,
    name: service.name,
    fromPrice: service.pricing?.fromPrice ?? null,
    localFromPrices: Object.fromEntries(
      (service.pricing?.localPrices ?? []).flatMap((local) =>
        typeof local.location === 'object' ? [[local.location.slug, local.fromPrice]] : [],
      ),
    ),
    estimate: {
      mediumPercent: estimate.mediumPercent ?? DEFAULT_ESTIMATE_PRICING.mediumPercent,
      largePercent: estimate.largePercent ?? DEFAULT_ESTIMATE_PRICING.largePercent,
      storyPercent: estimate.storyPercent ?? DEFAULT_ESTIMATE_PRICING.storyPercent,
      spreadPercent: estimate.spreadPercent ?? DEFAULT_ESTIMATE_PRICING.spreadPercent,
      scope: estimate.scope || null,
    },
  }
}
