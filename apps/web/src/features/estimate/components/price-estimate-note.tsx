import { WHOLE_DOLLARS, writeDollars } from '@ecs/shared/routes'
import type { PriceEstimate } from '@ecs/shared/schemas'
import { useMessages } from '../../../lib/messages'

/** Names as a sentence lists them: "a, b and c". */
function listed(names: readonly string[], and: string): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`
}

/**
 * The estimated range, said to be an estimate, as soon as the wizard knows enough to work it out. A
 * polite live region: it appears while the visitor is choosing the size and stories. Said in the page's
 * language, the money as its `Intl` writes dollars, the services by their names in it.
 */
export function PriceEstimateNote({
  estimate,
  serviceName,
}: {
  estimate: PriceEstimate | undefined
  serviceName: (slug: string) => string
}) {
  const words = useMessages().estimate.price
  const dollars = (amount: number) => writeDollars(amount, WHOLE_DOLLARS)
  const sentence =
    estimate &&
    words.sentence(
      words.range(dollars(estimate.low), dollars(estimate.high)),
      estimate.lines.length > 1
        ? listed(
            estimate.lines.map((line) => serviceName(line.service).toLowerCase()),
            words.and,
          )
        : null,
      words.home(estimate.inputs.stories, estimate.inputs.size),
      estimate.scopes.length ? estimate.scopes.join('; ') : null,
    )
  return (
    <div aria-live="polite" aria-atomic="true">
      {estimate ? (
        <div className="mt-4 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100">
          <p className="text-sm font-medium text-slate-700">{words.heading}</p>
          <p className="mt-1 text-lg font-semibold text-slate-900" data-testid="price-estimate">
            {sentence}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            {words.note}
            {estimate.unpriced.length
              ? ` ${words.afterVisit(listed(estimate.unpriced.map(serviceName), words.and), estimate.unpriced.length)}`
              : ''}
          </p>
        </div>
      ) : null}
    </div>
  )
}
