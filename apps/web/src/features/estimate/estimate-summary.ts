import { HOME_SIZE_LABELS, SERVICES, type HomeSize } from '@ecs/shared/catalog'
import {
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
  PROPERTY_SURFACE_LABELS,
  storiesPhrase,
} from '@ecs/shared/schemas'
import type { EstimateDraft } from './hooks/use-estimate-draft'
import type { StepId } from './wizard-steps'

const SERVICE_NAMES: Record<string, string> = Object.fromEntries(
  SERVICES.map((service) => [service.slug, service.name]),
)

/** The label of an option the draft holds as its value (a stale draft's unknown value shows as sent). */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value

export interface SummaryRow {
  step: StepId
  term: string
  value: string
}

/** Each step's answers as one line of the review step, in the words the visitor chose them by. */
export function estimateSummary(draft: EstimateDraft): SummaryRow[] {
  const { property, address, contact } = draft
  const propertyFacts = [
    HOME_SIZE_LABELS[property.size as HomeSize] ?? '',
    property.stories ? storiesPhrase(Number(property.stories)) : '',
    property.surfaces.map((surface) => labelOf(PROPERTY_SURFACE_LABELS, surface).toLowerCase()).join(', '),
    property.businessType,
  ]
  const method = labelOf(PREFERRED_CONTACT_METHOD_LABELS, contact.preferredContactMethod).toLowerCase()
  const time = labelOf(PREFERRED_CONTACT_TIME_LABELS, contact.preferredTime).toLowerCase()
  return [
    { step: 'type', term: 'Property type', value: draft.serviceType === 'commercial' ? 'Business' : 'Home' },
    {
      step: 'services',
      term: 'Services',
      value: draft.services.map((slug) => SERVICE_NAMES[slug] ?? slug).join(', '),
    },
    { step: 'property', term: 'Property', value: propertyFacts.filter(Boolean).join(' · ') },
    {
      step: 'address',
      term: 'Address',
      value: `${address.street}${address.unit ? `, ${address.unit}` : ''}, ${address.city}, ${address.state} ${address.zip}`,
    },
    {
      step: 'contact',
      term: 'Contact',
      value: `${contact.firstName} ${contact.lastName} · ${contact.email} · ${contact.phone} · by ${method}, ${time}`,
    },
  ]
}
