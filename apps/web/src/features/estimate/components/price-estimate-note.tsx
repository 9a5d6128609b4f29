import { SERVICES } from '@ecs/shared/catalog'
import type { PriceEstimate } from '@ecs/shared/schemas'

const serviceName = (slug: string) => SERVICES.find((service) => service.slug === slug)?.name ?? slug

/**
 * The estimated range, said to be an estimate, as soon as the wizard knows enough to work it out. A
 * polite live region: it appears while the visitor is choosing the size and stories.
 */
export function PriceEstimateNote({ estimate }: { estimate: PriceEstimate | undefined }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {estimate ? (
        <div className="mt-4 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
          <p className="text-sm font-medium text-slate-700">Estimated price</p>
          <p className="mt-1 text-lg font-semibold text-slate-900" data-testid="price-estimate">
            {estimate.text}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            An estimate from our usual prices: we confirm the exact price after we see the property.
            {estimate.unpriced.length
              ? ` ${estimate.unpriced.map(serviceName).join(' and ')} ${estimate.unpriced.length === 1 ? 'is' : 'are'} priced after a visit.`
              : ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}
