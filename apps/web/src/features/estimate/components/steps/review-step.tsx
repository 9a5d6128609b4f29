import { HOME_SIZE_LABELS, SERVICES, type HomeSize, type LocationSlug } from '@ecs/shared/catalog'
import type { EstimateDraft } from '../../hooks/use-estimate-draft'
import type { StepId } from '../../wizard-steps'

const SERVICE_NAMES: Record<string, string> = Object.fromEntries(
  SERVICES.map((service) => [service.slug, service.name]),
)

/** Each step's answers as one line of the summary, with the step that edits them. */
function summaryRows(draft: EstimateDraft): [StepId, string, string][] {
  const { property, address, contact } = draft
  return [
    ['type', 'Property type', draft.serviceType === 'commercial' ? 'Business' : 'Home'],
    ['services', 'Services', draft.services.map((slug) => SERVICE_NAMES[slug] ?? slug).join(', ')],
    [
      'property',
      'Property',
      [HOME_SIZE_LABELS[property.size as HomeSize] ?? '', `${property.stories} stories`, property.businessType]
        .filter(Boolean)
        .join(' · '),
    ],
    [
      'address',
      'Address',
      `${address.street}${address.unit ? `, ${address.unit}` : ''}, ${address.city}, ${address.state} ${address.zip}`,
    ],
    [
      'contact',
      'Contact',
      `${contact.firstName} ${contact.lastName} · ${contact.email} · ${contact.phone} · by ${contact.preferredContactMethod}, ${contact.preferredTime}`,
    ],
  ]
}

/** Every answer on one page, each with a button back to its step. */
export function ReviewStep({
  draft,
  location,
  onEdit,
}: {
  draft: EstimateDraft
  location: LocationSlug | null
  onEdit: (step: StepId) => void
}) {
  return (
    <div>
      <dl className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {summaryRows(draft).map(([step, term, value]) => (
          <div key={step} className="p-3">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="flex flex-wrap items-start justify-between gap-2 text-slate-900">
              <span>{value}</span>
              <button
                type="button"
                onClick={() => onEdit(step)}
                className="text-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                Edit <span className="sr-only">{term.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {location ? null : (
        <p className="mt-3 text-sm text-slate-700">
          We could not match your ZIP to one of our areas; we will tell you if a crew can reach you.
        </p>
      )}
    </div>
  )
}
