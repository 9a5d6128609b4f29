import { WITH_CENTS, writeDollars } from '../routes/locale-writing'
import { PLAN_FACTS, PLAN_IDS, PLAN_VISITS_PER_YEAR, type HomeSize, type PlanFrequency, type PlanId } from '../catalog'

export type PlanPriceTable = Readonly<Record<PlanId, Readonly<Record<HomeSize, number>>>>

/** The fallback plan prices, for when the CMS's table cannot be read. */
export const DEFAULT_PLAN_PRICES: PlanPriceTable = Object.fromEntries(
  PLAN_IDS.map((planId) => [planId, PLAN_FACTS[planId].prices]),
) as Record<PlanId, Record<HomeSize, number>>

/** The price of a plan for a home size; throws on a broken table rather than charging a wrong amount. */
export function planPrice(prices: PlanPriceTable, planId: PlanId, size: HomeSize): number {
  const price = prices[planId]?.[size]
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    throw new RangeError(`No valid price for plan ${planId}, size ${size}`)
  }
  return price
}

/** 25.99 -> "$25.99", 30 -> "$30.00", as both the site's languages write dollars (locale-writing). */
export function formatUsd(amount: number): string {
  return writeDollars(amount, WITH_CENTS)
}

/** 2599 -> "$25.99": amounts are kept and summed in whole cents, divided only to be shown. */
export function formatCents(cents: number): string {
  return writeDollars(cents / 100, WITH_CENTS)
}

/** A dollar price as the CMS's plans keep it (25.99) in whole cents (2599), rounded once, here. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

/** What a year of a plan costs, in whole cents: the price of one visit times the visits a year holds. */
export function yearlyPlanCents(pricePerVisit: number, frequency: PlanFrequency): number {
  return dollarsToCents(pricePerVisit) * PLAN_VISITS_PER_YEAR[frequency]
}
