import type { LocationSlug } from '@ecs/shared/catalog'
import { contactBody } from '../../components/contact-fields'
import type { EstimateDraft } from './hooks/use-estimate-draft'

/**
 * The answers the server receives, built from the draft exactly as they will be sent (the lead-form
 * hook adds the meta fields). Blank choices are left out so the schema names them as missing,
 * counts are sent as numbers, and each kind of property sends only its own answers.
 */
export function estimateAnswers(draft: EstimateDraft, location: LocationSlug | null): Record<string, unknown> {
  return {
    serviceType: draft.serviceType || undefined,
    services: draft.services,
    ...(location ? { location } : {}),
    property: draft.serviceType === 'commercial' ? buildingAnswers(draft.property) : homeAnswers(draft.property),
    ...(draft.serviceType === 'commercial'
      ? {
          business: {
            company: draft.business.company,
            jobTitle: draft.business.jobTitle,
            sites: count(draft.business.sites),
          },
        }
      : {}),
    address: { ...draft.address },
    contact: contactBody(draft.contact),
    message: draft.message,
  }
}

/** A typed count as a number ("40,000" -> 40000); blank as left out, anything else as typed so the schema names it. */
function count(typed: string): number | string | undefined {
  const text = typed.replace(/[,\s]/g, '')
  if (text === '') return undefined
  return /^\d+$/.test(text) ? Number(text) : typed
}

/** A home's answers: its size, stories and surfaces. */
function homeAnswers(property: EstimateDraft['property']) {
  return {
    size: property.size || undefined,
    stories: count(property.stories),
    surfaces: property.surfaces,
  }
}

/** A business's answers: its type, building, the building's measures (levels and stalls for a garage) and surfaces. */
function buildingAnswers(property: EstimateDraft['property']) {
  const garage = property.buildingType === 'parking-garage'
  return {
    businessType: property.businessType || undefined,
    buildingType: property.buildingType || undefined,
    ...(garage
      ? { levels: count(property.levels), stalls: count(property.stalls) }
      : { floors: count(property.floors), squareFeet: count(property.squareFeet) }),
    frontageFeet: count(property.frontageFeet),
    surfaces: property.surfaces,
  }
}

/**
 * What the unfinished estimate's beacon carries: the answers so far (those the server would refuse are
 * left out as it is sent, see sendLeadBeacon); undefined until the visitor gave a name and a phone
 * or an email, someone the office can call back.
 */
export function unfinishedAnswers(
  draft: EstimateDraft,
  location: LocationSlug | null,
): Record<string, unknown> | undefined {
  const { name, email, phone } = draft.contact
  if (name.trim() === '' || (email.trim() === '' && phone.trim() === '')) return undefined
  return {
    serviceType: draft.serviceType,
    services: draft.services,
    ...(location ? { location } : {}),
    address: { street: draft.address.street, city: draft.address.city, zip: draft.address.zip },
    contact: contactBody({ name, email, phone }),
    message: draft.message,
  }
}
