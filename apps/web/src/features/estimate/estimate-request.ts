import type { LocationSlug } from '@ecs/shared/catalog'
import type { EstimateDraft } from './hooks/use-estimate-draft'

/**
 * The answers the server receives, built from the draft exactly as they will be sent (the lead-form
 * hook adds the meta fields). Blank choices are left out so the schema names them as missing, and
 * stories are sent as a number.
 */
export function estimateAnswers(draft: EstimateDraft, location: LocationSlug | null): Record<string, unknown> {
  const stories = Number.parseInt(draft.property.stories, 10)
  return {
    serviceType: draft.serviceType || undefined,
    services: draft.services,
    ...(location ? { location } : {}),
    property: {
      size: draft.property.size || undefined,
      stories: Number.isNaN(stories) ? undefined : stories,
      surfaces: draft.property.surfaces,
      ...(draft.serviceType === 'commercial' && draft.property.businessType
        ? { businessType: draft.property.businessType }
        : {}),
    },
    address: { ...draft.address },
    contact: { ...draft.contact },
    message: draft.message,
  }
}
