import { useId } from 'react'
import type { LocationSlug } from '@ecs/shared/catalog'
import { estimateSummary } from '../estimate-summary'
import type { EstimateDraft } from '../hooks/use-estimate-draft'
import type { StepId } from '../wizard-steps'
import { useMessages } from '../../../lib/messages'

/** The request so far, one line per earlier step, each with a button back to its step. */
export function RequestSummary({
  draft,
  location,
  onEdit,
  serviceName,
  businessTypeName,
}: {
  draft: EstimateDraft
  location: LocationSlug | null
  onEdit: (step: StepId) => void
  serviceName: (slug: string) => string
  businessTypeName: (value: string) => string
}) {
  const words = useMessages()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {words.estimate.summaryHeading}
      </h3>
      <dl className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {estimateSummary(draft, words, serviceName, businessTypeName).map(({ step, term, value }) => (
          <div key={step} className="p-3">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="flex flex-wrap items-start justify-between gap-2 text-slate-900">
              <span>{value}</span>
              <button
                type="button"
                onClick={() => onEdit(step)}
                className="min-h-11 text-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {words.estimate.edit} <span className="sr-only">{term.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {location ? null : <p className="mt-3 text-sm text-slate-700">{words.estimate.noArea}</p>}
    </section>
  )
}
