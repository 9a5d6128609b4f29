import type { Messages } from '../../lib/messages'
import type { EstimateDraft } from './hooks/use-estimate-draft'
import type { StepId } from './wizard-steps'

/** The label of an option the draft holds as its value (a stale draft's unknown value shows as sent). */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value

export interface SummaryRow {
  step: StepId
  term: string
  value: string
}

/**
 * The request so far as the sending (contact) step sums it up, one line per earlier step, in the words
 * the visitor chose them by: the page language's (`words`), and the services by their names in it.
 */
export function estimateSummary(
  draft: EstimateDraft,
  { estimate }: Pick<Messages, 'estimate'>,
  serviceName: (slug: string) => string,
  businessTypeName: (value: string) => string,
): SummaryRow[] {
  const { property, address } = draft
  const business = draft.serviceType === 'commercial'
  const garage = property.buildingType === 'parking-garage'
  const measures = estimate.measures
  const propertyFacts = [
    ...(business
      ? [
          businessTypeName(property.businessType),
          labelOf(estimate.buildingTypes, property.buildingType),
          garage
            ? measures.garage(property.levels, property.stalls)
            : measures.building(property.floors, property.squareFeet),
          property.frontageFeet ? measures.frontage(property.frontageFeet) : '',
        ]
      : [
          labelOf(estimate.sizes, property.size),
          property.stories ? estimate.storiesPhrase(Number(property.stories)) : '',
        ]),
    property.surfaces.map((surface) => labelOf(estimate.surfaces, surface).toLowerCase()).join(', '),
  ]
  const words = estimate.summary
  return [
    {
      step: 'type',
      term: words.propertyType,
      value: draft.serviceType === 'commercial' ? words.business : words.home,
    },
    { step: 'services', term: words.services, value: draft.services.map(serviceName).join(', ') },
    { step: 'property', term: words.property, value: propertyFacts.filter(Boolean).join(' · ') },
    {
      step: 'address',
      term: words.address,
      value: `${address.street}${address.unit ? `, ${address.unit}` : ''}, ${address.city}, ${address.state} ${address.zip}`,
    },
  ]
}
