import { HOME_SIZES, type HomeSize, type LocationSlug } from '@ecs/shared/catalog'
import { estimatePrice, type PriceEstimate, type ServicePrice } from '@ecs/shared/schemas'
import type { EstimateDraft } from './hooks/use-estimate-draft'

const isHomeSize = (value: string): value is HomeSize => (HOME_SIZES as readonly string[]).includes(value)

/**
 * The range to show a homeowner once the draft names the services, size and stories; undefined before
 * that, for a business (quoted after a walk-through), or when no chosen service has a price.
 */
export function draftPriceEstimate(
  draft: EstimateDraft,
  location: LocationSlug | null,
  prices: readonly ServicePrice[],
): PriceEstimate | undefined {
  const stories = Number.parseInt(draft.property.stories, 10)
  if (draft.serviceType !== 'residential' || !isHomeSize(draft.property.size) || Number.isNaN(stories)) return undefined
  return estimatePrice(prices, { services: draft.services, size: draft.property.size, stories, location })
}
