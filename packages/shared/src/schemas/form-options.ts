/**
 * The choices the lead forms offer. Kept apart from the schemas that check them (and free of zod), so
 * a page can render its form without loading the validation library; the schemas import them from
 * here, so a form can never offer what the server refuses.
 */

export const PREFERRED_CONTACT_METHODS = ['phone', 'email', 'text'] as const
export const PREFERRED_CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const

/** The surfaces a visitor can ask us to clean, for the wizard's checklist. */
export const PROPERTY_SURFACES = [
  'windows',
  'siding',
  'brick',
  'stucco',
  'roof',
  'gutters',
  'driveway',
  'walkways',
  'deck',
  'patio',
  'fence',
  'parking-garage',
  'storefront',
  'signage',
  'other',
] as const

export const MAX_STORIES = 4

export const AVAILABILITY_OPTIONS = ['full-time', 'part-time', 'seasonal', 'weekends'] as const
